# Side panels of the game window and the help window on their own, driven offscreen.
tessera_add_qtest(tst_tilesleftpanel SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_tilesleftpanel.cpp LIBS tessera_ui LABELS ui)
tessera_add_qtest(tst_helpdialog SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_helpdialog.cpp LIBS tessera_dialogs LABELS ui)
tessera_add_qtest(tst_scorechart SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_scorechart.cpp LIBS tessera_dialogs LABELS ui)
tessera_add_qtest(tst_preferences SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_preferences.cpp LIBS tessera_dialogs LABELS ui)
tessera_add_qtest(tst_playerspanel SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_playerspanel.cpp LIBS tessera_ui LABELS ui)
# The Tiles Left tab at 1366 x 768 in the game window: several rows, the turn panel whole.
tessera_add_qtest(tst_tilesleftdock SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_tilesleftdock.cpp LIBS tessera_ui LABELS ui)
# The turn panel in French while a computer thinks and paused: nothing cut at the right edge.
tessera_add_qtest(tst_turnpanelwidth SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_turnpanelwidth.cpp LIBS tessera_ui LABELS ui)
