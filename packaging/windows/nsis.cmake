# Windows: the NSIS installer (CPack's NSIS generator, makensis 3). Included from cpack.cmake
# on Windows only. Not built in CI: Debian has no Qt for MinGW (docs/packaging.md).

# The compiler's runtime beside tessera.exe (MSVC's; windeployqt brings MinGW's with Qt).
set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION ${CMAKE_INSTALL_BINDIR})
include(InstallRequiredSystemLibraries)

# tessera.exe carries the icon and the version (Explorer, the taskbar, the installer's list).
configure_file(${CMAKE_CURRENT_SOURCE_DIR}/windows/tessera.rc.in ${CMAKE_CURRENT_BINARY_DIR}/tessera.rc @ONLY)
target_sources(tessera PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/tessera.rc)
add_dependencies(tessera tessera_icons)

# Qt's libraries and plugins beside tessera.exe (windeployqt through Qt's deploy script).
qt_generate_deploy_app_script(TARGET tessera FILENAME_VARIABLE tessera_deploy_script NO_UNSUPPORTED_PLATFORM_ERROR)
install(SCRIPT ${tessera_deploy_script})

set(CPACK_NSIS_PACKAGE_NAME "Tessera ${PROJECT_VERSION}")
set(CPACK_NSIS_DISPLAY_NAME "Tessera")
set(CPACK_NSIS_MUI_ICON ${icon_dir}/${TESSERA_APP_ID}.ico)
set(CPACK_NSIS_MUI_UNIICON ${icon_dir}/${TESSERA_APP_ID}.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME bin\\\\tessera.exe)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
set(CPACK_NSIS_MUI_FINISHPAGE_RUN tessera.exe)
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH OFF)
set(CPACK_NSIS_URL_INFO_ABOUT "${TESSERA_HOMEPAGE}")
set(CPACK_NSIS_CONTACT "${TESSERA_MAINTAINER}")

# Double-clicking a game log opens it in Tessera, which owns .tessera; for .jcz, which belongs to
# JCloisterZone, Tessera is only offered in "Open with" (OpenWithProgids), the default left
# alone. The uninstaller removes what the installer wrote.
set(nsis_install "")
set(nsis_uninstall "")
foreach(type IN ITEMS "tessera;Tessera.Game;Tessera game;owned" "jcz;Tessera.JCloisterZoneGame;JCloisterZone saved game;offered")
    list(GET type 0 ext)
    list(GET type 1 progid)
    list(GET type 2 label)
    list(GET type 3 claim)
    if(claim STREQUAL owned)
        string(APPEND nsis_install "WriteRegStr HKCR '.${ext}' '' '${progid}'\n")
        string(APPEND nsis_uninstall "DeleteRegValue HKCR '.${ext}' ''\n")
    endif()
    string(APPEND nsis_install
        "WriteRegStr HKCR '.${ext}\\\\OpenWithProgids' '${progid}' ''\n"
        "WriteRegStr HKCR '${progid}' '' '${label}'\n"
        "WriteRegStr HKCR '${progid}\\\\DefaultIcon' '' '$INSTDIR\\\\bin\\\\tessera.exe,0'\n"
        "WriteRegStr HKCR '${progid}\\\\shell\\\\open\\\\command' '' '\"$INSTDIR\\\\bin\\\\tessera.exe\" \"%1\"'\n")
    string(APPEND nsis_uninstall
        "DeleteRegKey HKCR '${progid}'\n"
        "DeleteRegValue HKCR '.${ext}\\\\OpenWithProgids' '${progid}'\n")
endforeach()
set(shell_notify "System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'\n")
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "${nsis_install}${shell_notify}")
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "${nsis_uninstall}${shell_notify}")
