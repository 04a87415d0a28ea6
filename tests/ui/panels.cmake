# Side panels of the game window on their own, driven offscreen.
tessera_add_qtest(tst_tilesleftpanel SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_tilesleftpanel.cpp LIBS tessera_ui LABELS ui)
