# Traders & Builders in the game window: the builder's marker, the bonus tile's banner and
# second tile, the goods in the players panel and the results, driven offscreen.
tessera_add_qtest(tst_traderswindow SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_traderswindow.cpp LIBS tessera_ui LABELS ui)
