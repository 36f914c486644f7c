# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package: `cpack -G DEB` in a build folder (after the build)
# writes pencilmark_<version>_<arch>.deb with everything `cmake --install`
# puts under /usr: both programs, the desktop entry, AppStream metadata,
# icons, MIME types, man pages, bash and zsh completion and the copyright file.
# The app's translations are inside it (:/i18n), so none are installed.
# Checked by tests/install/check_package.sh (CTest: package_install).
set(CPACK_PACKAGE_NAME pencilmark)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "The Pencilmark developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Sudoku studio: play with pencil marks, explained hints, graded puzzles")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # pencilmark_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION_SUMMARY}
Pencilmark plays Sudoku on the desktop: classic 9x9 and every size from 4x4
to 64x64, jigsaw, X, centre-dot, windows and killer puzzles. Play with corner
and centre pencil marks, have your entries checked, and ask for the next move
explained the way a strong human solver would. pencilmark-cli solves, rates,
explains and generates puzzles in batches.")
# Libraries from the programs' own links (dpkg-shlibdeps); the platform
# plugins are loaded at run time, so no link names them: the app cannot
# open a window without qt6-qpa-plugins.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
# Qt's own dialog buttons in the player's language, and a font for the board.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-dejavu-core")
# Files 0644 and folders 0755 whatever the builder's umask.
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
include(CPack)
