# The new-game, results and Preferences dialogs, driven with key and mouse events (offscreen).
# The test also saves screenshots of the dialogs under its build directory (screenshots/).
tessera_add_qtest(tst_dialogs SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_dialogs.cpp LIBS tessera_dialogs LABELS ui)
