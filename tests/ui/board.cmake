# The board: its drawing part and the player's input on it, driven with mouse and key events.
tessera_add_qtest(tst_board SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_board.cpp LIBS tessera_ui LABELS ui)
# Each feature's area in the tile layout, over every tile of the built-in sets.
tessera_add_qtest(tst_featureareas SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_featureareas.cpp LIBS tessera_ui LABELS ui)
# The drawing's speed-ups draw what the direct drawing draws: the banded PNG encoder of the
# frames, the tile art made ahead on other threads and kept on disk (damaged files included).
tessera_add_qtest(tst_drawingspeed SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_drawingspeed.cpp LIBS tessera_ui LABELS ui)
# The board on a machine whose art disk cache is empty: a view never waits for the art cache's
# threads (stand-ins until crisp), what is kept on disk for a new size, the fill ahead at start.
tessera_add_qtest(tst_coldart SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_coldart.cpp LIBS tessera_ui LABELS ui)
