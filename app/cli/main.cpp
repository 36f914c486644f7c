// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands.h"
#include "app/cli/output.h"

#include <string>
#include <vector>

int main(int argc, char* argv[])
{
    pm::cli::installInterruptHandling();
    return pm::cli::runCommandLine({argv + 1, argv + argc});
}
