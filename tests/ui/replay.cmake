# The replay viewer driven with real mouse and key events on the offscreen platform.
tessera_add_qtest(tst_replay SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_replay.cpp LIBS tessera_ui LABELS ui)
# The replay viewer's game analysis: computed in the background, shown, saved.
tessera_add_qtest(tst_replayanalysis SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_replayanalysis.cpp LIBS tessera_ui LABELS ui)
