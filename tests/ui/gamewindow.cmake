# The game window driven with real mouse and key events on the offscreen platform.
tessera_add_qtest(tst_gamewindow SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gamewindow.cpp LIBS tessera_ui LABELS ui)
