# Run by CPack between the staging installation and the package (CPACK_PRE_BUILD_SCRIPTS): the
# .deb's own layout. The programs move to /usr/games, where Debian's policy (section 11.11)
# wants the binaries of a package of section games, and the licence's full text goes, since
# the copyright file points to Debian's copy (/usr/share/common-licenses/GPL-3; lintian:
# extra-license-file). The other packages keep both as installed.
if(CPACK_GENERATOR STREQUAL "DEB")
    set(root "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/usr")
    file(GLOB programs "${root}/bin/*")
    file(MAKE_DIRECTORY "${root}/games")
    foreach(program IN LISTS programs)
        get_filename_component(name "${program}" NAME)
        file(RENAME "${program}" "${root}/games/${name}")
    endforeach()
    file(REMOVE_RECURSE "${root}/bin") # empty now
    file(REMOVE "${root}/share/doc/tessera/LICENSE")
endif()
