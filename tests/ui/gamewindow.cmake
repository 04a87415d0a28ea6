# The game window driven with real mouse and key events on the offscreen platform.
tessera_add_qtest(tst_gamewindow SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gamewindow.cpp ${CMAKE_CURRENT_LIST_DIR}/gamewindowharness.h
                  LIBS tessera_ui LABELS ui)

# Its files: autosave and resume, opening bad files, exports, Save.
tessera_add_qtest(tst_gamefiles SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gamefiles.cpp ${CMAKE_CURRENT_LIST_DIR}/gamewindowharness.h
                  LIBS tessera_ui LABELS ui)

# The History window: undo, redo and row clicks through the window.
tessera_add_qtest(tst_history SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_history.cpp LIBS tessera_ui LABELS ui)

# Computer opponents in the window: a game against Easy with the mouse, thinking shown, undo
# over their replies, stale searches dropped, hints, the pile kept hidden, games to watch.
tessera_add_qtest(tst_computers SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_computers.cpp LIBS tessera_ui LABELS ui)

# Files handed over by the system as QFileOpenEvent (macOS Finder) open in the game window.
tessera_add_qtest(tst_fileopen SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_fileopen.cpp LIBS tessera_ui LABELS ui)

# Every way the windows write a file, cut short by a file size limit: told, old file kept.
tessera_add_qtest(tst_windowwrites SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_windowwrites.cpp LIBS tessera_ui LABELS ui)

# The view follows the game: positions and the dragon's targets come into sight at each turn or
# step, never on a mouse move; a hint far off is scrolled to with its tile shown.
tessera_add_qtest(tst_viewfollows SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_viewfollows.cpp LIBS tessera_ui LABELS ui)

# Undo limits: where the rules grey Undo out, its tips and Ctrl+Z say why.
tessera_add_qtest(tst_undolimits SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_undolimits.cpp LIBS tessera_ui LABELS ui)
