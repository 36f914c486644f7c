// SPDX-License-Identifier: GPL-3.0-or-later
// Game files: whatever the bytes, reading gives a game or a reason, never a
// crash; a game read writes back and reads again to the same game.
#include "play/session/game_file.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto saved = pm::decodeGame(bytes);
    if (!saved)
        return 0;
    const auto again = pm::decodeGame(pm::encodeGame(saved->game, saved->editing, saved->history));
    if (!again || !(again->game == saved->game) || again->editing != saved->editing)
        std::abort();
    return 0;
}
