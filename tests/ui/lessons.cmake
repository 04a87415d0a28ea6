# Lessons in the game window, driven with the mouse: right and wrong moves, Esc, the offers.
tessera_add_qtest(tst_lessonwindow SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_lessonwindow.cpp LIBS tessera_ui LABELS ui)
