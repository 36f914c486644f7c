// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CLI described as data. Each command is one CommandSpec: its name, its
// help text, and a table of its options (name, value kind, range or words,
// help line). One parser reads every command's arguments from its table,
// --help is written from the same table, and so are the value lists that
// shell completion offers (`pencilmark-cli --completion-lists`, read when
// the completion scripts are made: resources/completion/). A command's own
// run function only turns the parsed values into its work.
//
// Adding an option: a row in its command's table (and, for the shape
// options every puzzle-reading command takes, in shapeOptionTable()), then
// read it in the run function with Arguments::number/text/flag.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pm::cli {

enum class ValueKind {
    Flag,   // no value
    Number, // a whole decimal number in [min, max]
    Choice, // one of `words` (a comma-separated list of them when `list`)
    Text,   // any text; the command checks it (`check` may say what is wrong)
    File,   // a file name (completion offers files)
};

struct OptionSpec {
    std::string_view name;          // "--count"
    std::string_view valueName;     // "N"; empty for a flag
    ValueKind kind = ValueKind::Flag;
    std::uint64_t min = 0, max = 0; // Number
    std::vector<std::string_view> words; // Choice: the words taken (aliases go in `aliases`)
    bool list = false;                   // Choice: a comma-separated list of words
    std::string_view expects;            // what the value is, in "--x expects ..." messages;
                                         // made from the range or the words when empty
    std::string_view help;               // beside the name; each '\n' starts a continuation line
    std::vector<std::string_view> aliases = {}; // Choice: more words taken, not offered
    // Text: the value's own check; returns the message for a usage error.
    std::function<std::optional<std::string>(const std::string& value)> check = {};
};

// What the parser read: the options given (the last value of each) and the
// arguments that are no options.
class Arguments {
public:
    bool flag(std::string_view name) const;
    std::optional<std::uint64_t> number(std::string_view name) const;
    std::optional<std::string> text(std::string_view name) const;
    const std::vector<std::string>& operands() const { return m_operands; }

    void set(std::string_view name, std::string value);
    void addOperand(std::string operand) { m_operands.push_back(std::move(operand)); }

private:
    std::map<std::string, std::string, std::less<>> m_values;
    std::vector<std::string> m_operands;
};

struct CommandSpec {
    std::string_view name;    // "solve", or "bench solve"
    std::string_view summary; // the main --help's line
    std::string_view help;    // usage and description; "Options:" and the options follow
    std::vector<OptionSpec> options;
    bool shapeOptions = false; // takes the shape options too (shapeOptionTable)
    int maxOperands = 1;       // files or puzzles after the options
    std::string_view tooManyOperands = "more than one input file given";
    int (*run)(const Arguments&) = nullptr;
    bool listed = true; // in the main --help's list of commands
};

// The options every puzzle-reading command takes (--size, --box, --variant,
// --regions, --alphabet, --max-nodes): app/cli/shape_options.cpp.
const std::vector<OptionSpec>& shapeOptionTable();

// The option called `name` among the command's own and, when it takes them,
// the shape options; nothing when it takes no such option.
const OptionSpec* findOption(const CommandSpec& command, std::string_view name);

// --help: the command's help, "Options:", then each option of its table and
// the shape options when it takes them.
std::string helpText(const CommandSpec& command);

// Reads args by the command's table. Returns the arguments, or an exit
// status when the command should stop: --help printed (0) or a usage error
// said on standard error (2).
struct ParseOutcome {
    std::optional<Arguments> arguments;
    int exitCode = 0;
};
ParseOutcome parseArguments(const CommandSpec& command, const std::vector<std::string>& args);

// Parses a whole decimal number in [min, max] (option values such as
// --threads, --count, --seed). Returns nullopt on anything else.
std::optional<std::uint64_t> parseNumber(const std::string& text, std::uint64_t min, std::uint64_t max);

// The words an option accepts, in the order its table gives them, for
// messages ("a, b or c").
std::string wordsSaid(const std::vector<std::string_view>& words, std::string_view conjunction = "or");

} // namespace pm::cli
