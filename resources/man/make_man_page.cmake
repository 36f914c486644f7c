# SPDX-License-Identifier: GPL-3.0-or-later
# Writes a man page from its template and the program's own --help texts, so
# the page cannot drift from what the program says (tests/install/ checks
# that every option of --help is in the page).
#
#   cmake -DPROGRAM=<binary> -DTEMPLATE=<page.in> -DOUTPUT=<page>
#         -DVERSION=<x.y.z> -DHELPS="VAR:args|VAR:args" [-DGZIP=<gzip>] -P make_man_page.cmake
#
# Each VAR:args runs PROGRAM with args (space-separated) and fills @VAR@ in
# the template with its standard output, set as unfilled roff text. With
# GZIP, OUTPUT.gz is written too (gzip -9n: no name or time inside, so the
# same page gives the same bytes).
foreach(required PROGRAM TEMPLATE OUTPUT VERSION HELPS)
    if(NOT DEFINED ${required})
        message(FATAL_ERROR "make_man_page.cmake: ${required} is not set")
    endif()
endforeach()

# The app is a Qt GUI program: no display, no saved language (English
# always), and no leak report from a sanitized build at exit.
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANGUAGE} "")
get_filename_component(scratch "${OUTPUT}.home" ABSOLUTE)
set(ENV{HOME} "${scratch}")
set(ENV{XDG_CONFIG_HOME} "${scratch}/config")
set(ENV{XDG_DATA_HOME} "${scratch}/data")
set(ENV{ASAN_OPTIONS} detect_leaks=0)

string(REPLACE "|" ";" HELPS "${HELPS}")
foreach(entry IN LISTS HELPS)
    string(FIND "${entry}" ":" colon)
    string(SUBSTRING "${entry}" 0 ${colon} variable)
    math(EXPR start "${colon} + 1")
    string(SUBSTRING "${entry}" ${start} -1 arguments)
    separate_arguments(arguments UNIX_COMMAND "${arguments}")
    execute_process(COMMAND "${PROGRAM}" ${arguments}
                    RESULT_VARIABLE result OUTPUT_VARIABLE text ERROR_VARIABLE errors)
    if(NOT result EQUAL 0 OR text STREQUAL "")
        message(FATAL_ERROR "${PROGRAM} ${arguments} failed (${result}): ${errors}")
    endif()
    # roff: a backslash is \e, a hyphen-minus \- (options stay searchable
    # and copy as typed), and a line that starts with . or ' is text, not a
    # request.
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    string(REGEX REPLACE "\n+$" "" text "${text}")
    set(${variable} ".nf\n${text}\n.fi")
endforeach()
file(REMOVE_RECURSE "${scratch}")
# A placeholder in a roff comment (.\") would end the comment at the first
# line of its text and print the rest above the page's header.
file(STRINGS "${TEMPLATE}" comments REGEX "^\\.\\\\\".*@[A-Za-z_0-9]+@")
if(comments)
    message(FATAL_ERROR "${TEMPLATE}: a placeholder in a comment line: ${comments}")
endif()
configure_file("${TEMPLATE}" "${OUTPUT}" @ONLY)
if(GZIP)
    execute_process(COMMAND "${GZIP}" -9nc "${OUTPUT}" OUTPUT_FILE "${OUTPUT}.gz" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${GZIP} ${OUTPUT} failed (${result})")
    endif()
endif()
