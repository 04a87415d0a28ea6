# CPack: `cpack` in the build folder (or `cmake --build build --target package`) makes
#   Linux    a .deb and an .rpm (installing under /usr) and a .tar.gz
#   Windows  an NSIS installer (windows/), with Qt deployed beside tessera.exe
#   macOS    a .dmg holding Tessera.app (macos/), with Qt deployed into the bundle
# Included from packaging/CMakeLists.txt, which defines the TESSERA_* variables used here.

set(CPACK_PACKAGE_NAME tessera)
set(CPACK_PACKAGE_VENDOR "The Tessera developers")
set(CPACK_PACKAGE_CONTACT "${TESSERA_MAINTAINER}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tile-laying game of the Carcassonne family")
# Lines of at most 80 characters: the .deb shows them as they are.
set(CPACK_PACKAGE_DESCRIPTION [[
Tessera is a desktop implementation of the Carcassonne family of tile-laying
games. Each turn a player draws a landscape tile, lays it where it fits and
may deploy a follower on one of its cities, roads, cloisters or fields;
completed features score.

It plays the base game (both editions of farm scoring, the tiny city, hands of
one or three tiles) and four expansions: the River, Inns & Cathedrals, Traders
& Builders and the Princess & the Dragon, for one to six players at one
computer, each seat a person or a computer player of three levels, with hints
that show where a tile fits and what a follower would score. Games are saved
as logs that replay anywhere and step through in a replay viewer, and
JCloisterZone games open too. A tile set editor makes tiles of one's own;
tessera-cli plays, replays, draws and checks games without a window.]])
set(CPACK_PACKAGE_HOMEPAGE_URL "${TESSERA_HOMEPAGE}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY Tessera)
set(CPACK_PACKAGE_EXECUTABLES tessera Tessera)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_THREADS 0)

# The NSIS installer's settings everywhere: packaging/check.sh has makensis compile it on Linux.
include(${CMAKE_CURRENT_SOURCE_DIR}/windows/installer.cmake)
if(WIN32)
    set(CPACK_GENERATOR NSIS)
    include(${CMAKE_CURRENT_SOURCE_DIR}/windows/nsis.cmake)
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
    include(${CMAKE_CURRENT_SOURCE_DIR}/macos/bundle.cmake)
else()
    set(CPACK_GENERATOR DEB TGZ)
    find_program(RPMBUILD_EXECUTABLE rpmbuild)
    if(RPMBUILD_EXECUTABLE)
        list(APPEND CPACK_GENERATOR RPM)
    endif()
endif()

# Debian: the dependencies come from dpkg-shlibdeps (Qt's xcb platform plugin and the SVG icon
# engine are in libqt6gui6 and libqt6svg6, which the binaries link anyway), and one it cannot
# see: Qt's SQLite driver, a plugin Qt SQL loads at run time for the statistics database
# (docs/statistics.md). CPack adds the scanned dependencies to this one.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${TESSERA_HOMEPAGE}")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# Qt's own texts (the buttons of message boxes, the file dialogs) in German and French: without
# them the game still speaks the chosen language, Qt's dialogs English.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_SOURCE_DIR}/debian/layout.cmake)

# RPM: the dependencies come from rpm's own scan of the binaries; directories that belong to
# the filesystem or to other packages are not claimed.
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_LICENSE "${TESSERA_LICENSE}")
set(CPACK_RPM_PACKAGE_GROUP "Amusements/Games")
set(CPACK_RPM_PACKAGE_URL "${TESSERA_HOMEPAGE}")
set(CPACK_RPM_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
# Debian's synopsis starts in lowercase (developers' reference 6.2.2); an RPM summary with a capital.
set(CPACK_RPM_PACKAGE_SUMMARY "Tile-laying game of the Carcassonne family")
set(CPACK_RPM_COMPRESSION_TYPE xz)
# The licence's text is marked as such (rpm -qL lists it; installs with --nodocs keep it).
set(CPACK_RPM_USER_FILELIST "%license /usr/share/doc/tessera/LICENSE")
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
    /usr/share/applications /usr/share/metainfo /usr/share/mime /usr/share/mime/packages
    /usr/share/man /usr/share/man/man6 /usr/share/doc /usr/share/icons /usr/share/icons/hicolor)
foreach(size IN LISTS icon_sizes ITEMS scalable)
    if(size STREQUAL scalable)
        set(dir /usr/share/icons/hicolor/scalable)
    else()
        set(dir /usr/share/icons/hicolor/${size}x${size})
    endif()
    list(APPEND CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION ${dir} ${dir}/apps)
endforeach()
list(APPEND CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION /usr/share/icons/hicolor/scalable/mimetypes)

include(CPack)
