# The board: its drawing part and the player's input on it, driven with mouse and key events.
tessera_add_qtest(tst_board SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_board.cpp LIBS tessera_ui LABELS ui)
