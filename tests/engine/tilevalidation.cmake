# Included from tests/engine/CMakeLists.txt: the structural checks of tile types.
tessera_add_qtest(tst_tilevalidation SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_tilevalidation.cpp
    LIBS tessera_engine LABELS engine)
