# Included from tests/engine/CMakeLists.txt: scenario tests of every rule and option of the
# base game (RULES.md "Base game"), built tile by tile with tests/engine/scenario.h.
foreach(name placement deploy roads cities cloisters farms turns river innscathedrals traders princess)
    tessera_add_qtest(tst_rules_${name} SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_rules_${name}.cpp
        ${CMAKE_CURRENT_LIST_DIR}/rulestest.h LIBS tessera_test_support LABELS engine)
endforeach()
