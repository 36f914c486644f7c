# SPDX-License-Identifier: GPL-3.0-or-later
# `pencilmark --version` and `--help` answer where there is no display (over
# ssh, in a package build): run with no DISPLAY, WAYLAND_DISPLAY or
# QT_QPA_PLATFORM, they must exit 0 with their text, not abort for want of a
# screen. A scratch config folder and the C locale keep a developer's saved
# language out of the words compared.
#
#   cmake -DAPP=.../pencilmark -DVERSION=0.1.0 -DSCRATCH=... -P check_app_without_display.cmake
file(REMOVE_RECURSE "${SCRATCH}")
file(MAKE_DIRECTORY "${SCRATCH}")
set(clean_env ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM
    XDG_CONFIG_HOME=${SCRATCH} LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=)

function(expect_answer option expected)
    execute_process(COMMAND ${clean_env} "${APP}" ${option}
                    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors TIMEOUT 60)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "pencilmark ${option} without a display: exit ${status}, expected 0\n${output}${errors}")
    endif()
    string(FIND "${output}" "${expected}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "pencilmark ${option} without a display printed no \"${expected}\":\n${output}${errors}")
    endif()
    message(STATUS "pencilmark ${option}: exit 0, \"${expected}\" printed")
endfunction()

expect_answer(--version "Pencilmark ${VERSION}")
expect_answer(-v "Pencilmark ${VERSION}")
expect_answer(--help "Usage: pencilmark [options] [FILE]")
expect_answer(--help "--version")
