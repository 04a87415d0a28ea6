# macOS: Tessera.app with its icon, version and file types, in a .dmg (CPack's DragNDrop
# generator). Included from cpack.cmake on macOS only; not built in CI (docs/packaging.md).
# Everything is inside the bundle, so that dragging Tessera.app to Applications installs it all:
#   Tessera.app/Contents/MacOS/Tessera, tessera-cli      the game and the command-line program
#   Tessera.app/Contents/MacOS/tessera-cli-render        its drawing program (render)
#   Tessera.app/Contents/Resources/tilesets/*.json       the built-in tile sets as files
#   Tessera.app/Contents/Frameworks, PlugIns             Qt, deployed by macdeployqt

# The bundle's name is what Finder shows: Tessera.app, its executable Contents/MacOS/Tessera.
set_target_properties(tessera PROPERTIES OUTPUT_NAME Tessera)
set(bundle_contents Tessera.app/Contents)

set(icns ${icon_dir}/${TESSERA_APP_ID}.icns)
target_sources(tessera PRIVATE ${icns})
set_source_files_properties(${icns} DIRECTORY ${PROJECT_SOURCE_DIR}/src/app
    PROPERTIES MACOSX_PACKAGE_LOCATION Resources GENERATED TRUE)
add_dependencies(tessera tessera_icons)
# CFBundleIdentifier allows no underscore: TESSERA_BUNDLE_ID is the app id with the hyphen.
set_target_properties(tessera PROPERTIES
    MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_SOURCE_DIR}/macos/Info.plist.in
    MACOSX_BUNDLE_BUNDLE_NAME Tessera
    MACOSX_BUNDLE_GUI_IDENTIFIER ${TESSERA_BUNDLE_ID}
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_ICON_FILE ${TESSERA_APP_ID}.icns
    MACOSX_BUNDLE_COPYRIGHT "${TESSERA_COPYRIGHT}")

# tessera-cli and the tile sets inside the bundle (src/cli and the top-level CMakeLists.txt
# install them elsewhere on other systems only). These rules run after the bundle's own
# (src/app comes first) and before Qt's deployment below, which must see tessera-cli.
install(TARGETS tessera-cli tessera-cli-render RUNTIME DESTINATION ${bundle_contents}/MacOS)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/tilesets/ DESTINATION ${bundle_contents}/Resources/tilesets
        FILES_MATCHING PATTERN "*.json")

# Qt's frameworks and plugins into the bundle: macdeployqt through Qt's deploy support, as
# qt_generate_deploy_app_script does, with tessera-cli as an additional executable
# (-executable=), so that its Qt references point into the bundle's Frameworks too.
# (One script per configuration with Xcode, whose QT_DEPLOY_SUPPORT names the configuration.)
set(deploy_script ${CMAKE_CURRENT_BINARY_DIR}/deploy-bundle.cmake)
get_property(multi_config GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
if(multi_config)
    set(deploy_script ${CMAKE_CURRENT_BINARY_DIR}/deploy-bundle-$<CONFIG>.cmake)
endif()
file(GENERATE OUTPUT ${deploy_script} CONTENT "
include(\"${QT_DEPLOY_SUPPORT}\")
qt6_deploy_runtime_dependencies(
    EXECUTABLE Tessera.app
    ADDITIONAL_EXECUTABLES ${bundle_contents}/MacOS/tessera-cli ${bundle_contents}/MacOS/tessera-cli-render
)
")
install(SCRIPT ${deploy_script})

set(CPACK_DMG_VOLUME_NAME "Tessera ${PROJECT_VERSION}")
set(CPACK_DMG_FORMAT UDBZ)
