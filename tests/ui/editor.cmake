# The tile set editor window, driven through its widgets.
tessera_add_qtest(tst_tileseteditor SOURCES tst_tileseteditor.cpp LIBS tessera_ui LABELS ui)
