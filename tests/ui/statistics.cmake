# The Statistics window driven with real mouse and key events: opened from the Game menu,
# sorted, filtered, a game opened in the replay viewer, CSV and a folder added; a damaged
# statistics file in the game window.
tessera_add_qtest(tst_statisticswindow SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_statisticswindow.cpp LIBS tessera_ui LABELS ui)
