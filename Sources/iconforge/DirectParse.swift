import ArgumentParser

/// Parses a command line whose first word names a command a person waits for straight into
/// that command, and through the root only when that fails.
///
/// Parsed from the root, `iconforge icon docs` had ArgumentParser (1.8) build `icon`'s whole
/// option set four times, reflecting over a default `IconCommand` each time: twice in the
/// root's own pass (whether `icon` takes passthrough arguments, asked in an `if` and again in
/// its `else if`), then for `icon`'s pass and its check for an all-unrecognized argument; and
/// first it parsed the line twice more for `--generate-completion-script`. The root has no
/// options of its own, so its pass decides nothing the command's own parse does not: parsed on
/// its own, the command is the same value, its options built twice instead of four times.
///
/// Only a success is taken. Anything else, a usage error, `--help` or `help`, `--version`, a
/// completion script, goes through the root as before, which words it as it always has (help
/// and usage say `iconforge icon`): the direct try prints nothing, and the commands'
/// `validate()` checks have no side effects, so a refused command line is only parsed twice.
enum DirectParse {
    /// The commands parsed directly: those a person waits for, and the render worker, which
    /// each batch starts as a new process.
    static let commands: [any ParsableCommand.Type] = [IconCommand.self, ButtonCommand.self, BuildCommand.self, WorkerCommand.self]

    /// The `_superCommandName` of each of `commands`: ArgumentParser skips its completion-script
    /// check when the command parsed as the root has one (a request for a script falls back to
    /// the root), and reads the name nowhere else but in the help of a root, which these are
    /// only here.
    static let superCommandName = "iconforge"

    /// The command `arguments` (the command line after the tool's name) parse into.
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        if let word = arguments.first, let type = commands.first(where: { $0.configuration.commandName == word }),
           let command = try? type.parseAsRoot(Array(arguments.dropFirst())),
           Swift.type(of: command) == type {
            return command
        }
        return try IconForge.parseAsRoot(arguments)
    }
}
