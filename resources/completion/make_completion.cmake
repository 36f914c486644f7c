# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the bash and zsh completion from their templates and the value
# lists the program prints from its own option tables
# (`pencilmark-cli --completion-lists`, app/cli/commands.cpp), so that what
# completion offers is what the program accepts.
#
#   cmake -DPROGRAM=<pencilmark-cli> -DSOURCE=<this folder> -DOUTPUT=<folder> -P make_completion.cmake
foreach(required PROGRAM SOURCE OUTPUT)
    if(NOT DEFINED ${required})
        message(FATAL_ERROR "make_completion.cmake: ${required} is not set")
    endif()
endforeach()
set(ENV{ASAN_OPTIONS} detect_leaks=0)
execute_process(COMMAND "${PROGRAM}" --completion-lists
                RESULT_VARIABLE result OUTPUT_VARIABLE lists ERROR_VARIABLE errors)
if(NOT result EQUAL 0 OR lists STREQUAL "")
    message(FATAL_ERROR "${PROGRAM} --completion-lists failed (${result}): ${errors}")
endif()
string(REGEX REPLACE "\n$" "" lists "${lists}")
string(REPLACE "\n" ";" lines "${lists}")
foreach(line IN LISTS lines)
    string(FIND "${line}" "\t" tab)
    string(SUBSTRING "${line}" 0 ${tab} name)
    math(EXPR start "${tab} + 1")
    string(SUBSTRING "${line}" ${start} -1 words)
    separate_arguments(words UNIX_COMMAND "${words}")
    # bash: inside $'…', one a line; zsh: an array's words; the case
    # patterns of options: "a | b".
    string(JOIN "\\n" PM_COMPLETION_${name}_NL ${words})
    string(JOIN " " PM_COMPLETION_${name}_WORDS ${words})
    string(JOIN " | " PM_COMPLETION_${name}_BASH ${words})
    string(JOIN " | " PM_COMPLETION_${name}_ZSH ${words})
endforeach()
foreach(name LEVELS SYMMETRIES VARIANTS GENERATE_VARIANTS CONSTRAINTS BENCHMARKS VALUE_OPTIONS)
    if(NOT DEFINED PM_COMPLETION_${name}_WORDS OR PM_COMPLETION_${name}_WORDS STREQUAL "")
        message(FATAL_ERROR "${PROGRAM} --completion-lists gave no ${name}")
    endif()
endforeach()
configure_file("${SOURCE}/pencilmark-cli.bash.in" "${OUTPUT}/pencilmark-cli.bash" @ONLY)
configure_file("${SOURCE}/_pencilmark-cli.in" "${OUTPUT}/_pencilmark-cli" @ONLY)
