# The Princess & the Dragon in the game window: the dragon's flight by clicks on the marked
# tiles, and the new-game dialog's fairy, driven offscreen.
tessera_add_qtest(tst_princesswindow SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_princesswindow.cpp LIBS tessera_ui LABELS ui)
