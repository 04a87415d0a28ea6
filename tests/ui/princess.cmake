# The Princess & the Dragon in the game window: the dragon's flight by clicks on the marked
# tiles, and the new-game dialog's fairy, driven offscreen.
tessera_add_qtest(tst_princesswindow SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_princesswindow.cpp LIBS tessera_ui LABELS ui)

# The magic portal by mouse and keys: lit until a choice, Esc or a right click; every click answered.
tessera_add_qtest(tst_magicportal SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_magicportal.cpp LIBS tessera_ui LABELS ui)
