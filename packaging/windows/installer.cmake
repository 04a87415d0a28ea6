# Windows: the NSIS installer's settings (CPack's NSIS generator, makensis 3): the Start menu
# entry, the uninstaller, the file types. Included from cpack.cmake on every system: on Windows
# for the installer, elsewhere so that packaging/check.sh can have makensis (Debian's nsis)
# compile the whole installer script, these commands included, from the Linux files. What
# tessera.exe needs beside it is windows/nsis.cmake (Windows only).

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
# alone. The uninstaller removes what the installer wrote, and the extension keys it leaves
# empty (DeleteRegKey /ifempty: no subkeys and no values since NSIS 3.06, so JCloisterZone's own
# .jcz key stays). Backslashes and double quotes are escaped twice: for CMake, then for CPack's
# configuration file, which would otherwise end the string at the quote (check.sh looks).
set(nsis_install "")
set(nsis_uninstall "")
foreach(type IN ITEMS "tessera;Tessera.Game;Tessera game;owned" "jcz;Tessera.JCloisterZoneGame;JCloisterZone saved game;offered")
    list(GET type 0 ext)
    list(GET type 1 progid)
    list(GET type 2 label)
    list(GET type 3 claim)
    if(claim STREQUAL owned)
        string(APPEND nsis_install "WriteRegStr HKCR '.${ext}' '' '${progid}'\n")
        # Only if it is still ours: another program may have taken the extension since.
        string(APPEND nsis_uninstall
            "ReadRegStr $0 HKCR '.${ext}' ''\n"
            "StrCmp $0 '${progid}' 0 +2\n"
            "DeleteRegValue HKCR '.${ext}' ''\n")
    endif()
    string(APPEND nsis_install
        "WriteRegStr HKCR '.${ext}\\\\OpenWithProgids' '${progid}' ''\n"
        "WriteRegStr HKCR '${progid}' '' '${label}'\n"
        "WriteRegStr HKCR '${progid}\\\\DefaultIcon' '' '$INSTDIR\\\\bin\\\\tessera.exe,0'\n"
        "WriteRegStr HKCR '${progid}\\\\shell\\\\open\\\\command' '' '\\\"$INSTDIR\\\\bin\\\\tessera.exe\\\" \\\"%1\\\"'\n")
    string(APPEND nsis_uninstall
        "DeleteRegKey HKCR '${progid}'\n"
        "DeleteRegValue HKCR '.${ext}\\\\OpenWithProgids' '${progid}'\n"
        "DeleteRegKey /ifempty HKCR '.${ext}\\\\OpenWithProgids'\n"
        "DeleteRegKey /ifempty HKCR '.${ext}'\n")
endforeach()
set(shell_notify "System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'\n")
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "${nsis_install}${shell_notify}")
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "${nsis_uninstall}${shell_notify}")
