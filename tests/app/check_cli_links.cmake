# SPDX-License-Identifier: GPL-3.0-or-later
# The batch tool runs on servers without a display: pencilmark-cli links no
# QtWidgets, QtGui or QtPrintSupport. Two readings of what it links:
# LINKS_FILE, every library reached from the target through CMake's link
# properties (written by tests/CMakeLists.txt at configure time), and, when
# the generator wrote one, the link command itself (LINK_COMMAND_FILE).
# `ldd` would not do: the linker drops libraries nothing uses.
#
#   cmake -DLINKS_FILE=... -DLINK_COMMAND_FILE=... -P check_cli_links.cmake
file(READ "${LINKS_FILE}" links)
if(NOT links MATCHES "Qt6::Core")
    message(FATAL_ERROR "pencilmark-cli: expected Qt6::Core among its libraries, read: ${links}")
endif()
foreach(forbidden Qt6::Widgets Qt6::Gui Qt6::PrintSupport)
    string(FIND "${links}" "${forbidden}" at)
    if(NOT at EQUAL -1)
        message(FATAL_ERROR "pencilmark-cli links ${forbidden}: ${links}")
    endif()
endforeach()
if(LINK_COMMAND_FILE AND EXISTS "${LINK_COMMAND_FILE}")
    file(READ "${LINK_COMMAND_FILE}" command)
    foreach(forbidden libQt6Widgets libQt6Gui libQt6PrintSupport)
        string(FIND "${command}" "${forbidden}" at)
        if(NOT at EQUAL -1)
            message(FATAL_ERROR "pencilmark-cli's link command names ${forbidden}: ${command}")
        endif()
    endforeach()
    message(STATUS "link command read: ${LINK_COMMAND_FILE}")
endif()
message(STATUS "pencilmark-cli links: ${links}")
