# macOS: Tessera.app with its icon, version and file types, in a .dmg (CPack's DragNDrop
# generator). Included from cpack.cmake on macOS only; not built in CI (docs/packaging.md).

set(icns ${icon_dir}/${TESSERA_APP_ID}.icns)
target_sources(tessera PRIVATE ${icns})
set_source_files_properties(${icns} DIRECTORY ${PROJECT_SOURCE_DIR}/src/app
    PROPERTIES MACOSX_PACKAGE_LOCATION Resources GENERATED TRUE)
add_dependencies(tessera tessera_icons)
set_target_properties(tessera PROPERTIES
    MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_SOURCE_DIR}/macos/Info.plist.in
    MACOSX_BUNDLE_BUNDLE_NAME Tessera
    MACOSX_BUNDLE_GUI_IDENTIFIER ${TESSERA_APP_ID}
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_ICON_FILE ${TESSERA_APP_ID}.icns
    MACOSX_BUNDLE_COPYRIGHT "${TESSERA_COPYRIGHT}")

# Qt's frameworks and plugins into the bundle (macdeployqt through Qt's deploy script).
qt_generate_deploy_app_script(TARGET tessera FILENAME_VARIABLE tessera_deploy_script NO_UNSUPPORTED_PLATFORM_ERROR)
install(SCRIPT ${tessera_deploy_script})

set(CPACK_DMG_VOLUME_NAME "Tessera ${PROJECT_VERSION}")
set(CPACK_DMG_FORMAT UDBZ)
