// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/option_table.h"

#include "app/cli/output.h"

#include "core/utf8.h"

#include <algorithm>
#include <iostream>

namespace pm::cli {

namespace {

// Help lines: the option and its value in this many columns, then its text;
// continuation lines start at the same column.
constexpr std::size_t kHelpColumn = 23;


std::string expectsText(const OptionSpec& option)
{
    if (!option.expects.empty())
        return std::string(option.expects);
    if (option.kind == ValueKind::Number)
        return "a number from " + std::to_string(option.min) + " to " + std::to_string(option.max);
    return wordsSaid(option.words);
}

bool isWord(const OptionSpec& option, std::string_view value)
{
    return std::find(option.words.begin(), option.words.end(), value) != option.words.end()
        || std::find(option.aliases.begin(), option.aliases.end(), value) != option.aliases.end();
}

// Why `value` is no value of `option`; nothing when it is one.
std::optional<std::string> checkValue(const OptionSpec& option, const std::string& value)
{
    const std::string name(option.name);
    switch (option.kind) {
    case ValueKind::Flag: return std::nullopt;
    case ValueKind::Number:
        if (parseNumber(value, option.min, option.max))
            return std::nullopt;
        return name + " expects " + expectsText(option) + ", got '" + excerptForMessage(value) + "'";
    case ValueKind::Choice:
        if (!option.list) {
            if (isWord(option, value))
                return std::nullopt;
            return name + " expects " + expectsText(option) + ", got '" + excerptForMessage(value) + "'";
        }
        // A list: each comma-separated item is a word; empty items are none.
        for (std::size_t start = 0; start <= value.size();) {
            const std::size_t comma = std::min(value.find(',', start), value.size());
            const std::string item = value.substr(start, comma - start);
            if (!item.empty() && !isWord(option, item))
                return "unknown " + name.substr(2) + " '" + excerptForMessage(item) + "': expected "
                    + expectsText(option);
            start = comma + 1;
        }
        return std::nullopt;
    case ValueKind::Text:
    case ValueKind::File: return option.check ? option.check(value) : std::nullopt;
    }
    return std::nullopt;
}

void appendOptionHelp(std::string& out, const OptionSpec& option)
{
    std::string head = "  " + std::string(option.name);
    if (!option.valueName.empty())
        head += " " + std::string(option.valueName);
    std::string_view help = option.help;
    const std::size_t newline = help.find('\n');
    const std::string_view first = help.substr(0, newline);
    if (head.size() < kHelpColumn)
        out += head + std::string(kHelpColumn - head.size(), ' ') + std::string(first) + "\n";
    else
        out += head + "\n" + std::string(kHelpColumn, ' ') + std::string(first) + "\n";
    if (newline == std::string_view::npos)
        return;
    help.remove_prefix(newline + 1);
    while (!help.empty()) {
        const std::size_t next = help.find('\n');
        out += std::string(kHelpColumn, ' ') + std::string(help.substr(0, next)) + "\n";
        if (next == std::string_view::npos)
            break;
        help.remove_prefix(next + 1);
    }
}

int usageError(const std::string& message)
{
    reportError(message);
    return kExitUsage;
}

} // namespace

std::optional<std::uint64_t> parseNumber(const std::string& text, std::uint64_t min, std::uint64_t max)
{
    if (text.empty() || text.size() > 20)
        return std::nullopt;
    std::uint64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        const std::uint64_t digit = std::uint64_t(c - '0');
        if (value > (UINT64_MAX - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    if (value < min || value > max)
        return std::nullopt;
    return value;
}

bool Arguments::flag(std::string_view name) const
{
    return m_values.find(name) != m_values.end();
}

std::optional<std::uint64_t> Arguments::number(std::string_view name) const
{
    const auto found = m_values.find(name);
    if (found == m_values.end())
        return std::nullopt;
    return parseNumber(found->second, 0, UINT64_MAX);
}

std::optional<std::string> Arguments::text(std::string_view name) const
{
    const auto found = m_values.find(name);
    if (found == m_values.end())
        return std::nullopt;
    return found->second;
}

void Arguments::set(std::string_view name, std::string value)
{
    m_values.insert_or_assign(std::string(name), std::move(value));
}

const OptionSpec* findOption(const CommandSpec& command, std::string_view name)
{
    for (const OptionSpec& option : command.options)
        if (option.name == name)
            return &option;
    if (command.shapeOptions)
        for (const OptionSpec& option : shapeOptionTable())
            if (option.name == name)
                return &option;
    return nullptr;
}

std::string wordsSaid(const std::vector<std::string_view>& words, std::string_view conjunction)
{
    std::string said;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0)
            said += i + 1 == words.size() ? " " + std::string(conjunction) + " " : ", ";
        said += words[i];
    }
    return said;
}

std::string helpText(const CommandSpec& command)
{
    std::string out(command.help);
    const bool anyOption = !command.options.empty() || command.shapeOptions;
    if (!anyOption)
        return out;
    out += "\nOptions:\n";
    for (const OptionSpec& option : command.options)
        appendOptionHelp(out, option);
    if (command.shapeOptions)
        for (const OptionSpec& option : shapeOptionTable())
            appendOptionHelp(out, option);
    return out;
}

ParseOutcome parseArguments(const CommandSpec& command, const std::vector<std::string>& args)
{
    Arguments parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << helpText(command);
            return {std::nullopt, kExitOk};
        }
        if (arg.size() > 1 && arg[0] == '-') {
            const OptionSpec* option = findOption(command, arg);
            if (!option)
                return {std::nullopt, usageError("unknown option '" + excerptForMessage(arg) + "' (see "
                                                 + std::string(command.name) + " --help)")};
            if (option->kind == ValueKind::Flag) {
                parsed.set(option->name, {});
                continue;
            }
            if (i + 1 >= args.size())
                return {std::nullopt, usageError(arg + " needs a value")};
            const std::string& value = args[++i];
            if (auto error = checkValue(*option, value))
                return {std::nullopt, usageError(*error)};
            parsed.set(option->name, value);
            continue;
        }
        if (int(parsed.operands().size()) >= command.maxOperands)
            return {std::nullopt, usageError(command.maxOperands == 0
                                                 ? "unexpected argument '" + excerptForMessage(arg) + "' (see "
                                                       + std::string(command.name) + " --help)"
                                                 : std::string(command.tooManyOperands))};
        parsed.addOperand(arg);
    }
    return {std::move(parsed), kExitOk};
}

} // namespace pm::cli
