# Windows: what tessera.exe needs beside it in the NSIS installer. Included from cpack.cmake on
# Windows only; the installer's own settings are windows/installer.cmake. Not built in CI:
# Debian has no Qt for MinGW (docs/packaging.md).

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
