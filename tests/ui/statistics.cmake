# The Statistics window driven with real mouse and key events: opened from the Game menu,
# sorted, filtered, a game opened in the replay viewer, CSV and a folder added; a damaged
# statistics file in the game window.
tessera_add_qtest(tst_statisticswindow SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_statisticswindow.cpp LIBS tessera_ui LABELS ui)

# Not a test: plays a dozen games against the computers and saves the Statistics window over
# them as docs/screenshots/statistics.png.
add_executable(statistics_shot ${CMAKE_CURRENT_LIST_DIR}/statistics_shot.cpp)
target_link_libraries(statistics_shot PRIVATE tessera_ui Qt6::Test)
target_include_directories(statistics_shot PRIVATE ${PROJECT_SOURCE_DIR}/tests)

# Not a test: a new player's first hour (the welcome, the lesson, a first game against Easy,
# the statistics after it) as four pictures for docs/screenshots; scripts/first-hour-shots.sh
# runs it with a throwaway home.
add_executable(first_hour_shots ${CMAKE_CURRENT_LIST_DIR}/first_hour_shots.cpp)
target_link_libraries(first_hour_shots PRIVATE tessera_ui Qt6::Test)
target_include_directories(first_hour_shots PRIVATE ${PROJECT_SOURCE_DIR}/tests)
