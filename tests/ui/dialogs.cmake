# The new-game, results and Preferences dialogs, driven with key and mouse events (offscreen).
# The test also saves screenshots of the dialogs under its build directory (screenshots/).
tessera_add_qtest(tst_dialogs SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_dialogs.cpp LIBS tessera_dialogs LABELS ui)

# Dark mode: icons enabled and disabled, the replay viewer's transport, check boxes.
tessera_add_qtest(tst_darkmode SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_darkmode.cpp LIBS tessera_ui LABELS ui)
