// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/generate/generator_options.h"

#include <string>
#include <utility>

namespace pm::generate {

// The errors every generator gives, made alike (generator_options.h has
// GeneratorError), and the size as the messages write it ("9x9").

inline GeneratorError badOptions(std::string message)
{
    return GeneratorError{GeneratorError::Code::BadOptions, std::move(message)};
}

inline GeneratorError cancelled()
{
    return GeneratorError{GeneratorError::Code::Cancelled, "cancelled"};
}

inline std::string squareText(int size)
{
    return std::to_string(size) + "x" + std::to_string(size);
}

} // namespace pm::generate
