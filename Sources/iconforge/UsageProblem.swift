import Foundation
import IconForgeKit

/// A usage error as one `<what>: <why>` pair: ArgumentParser's sentences ("Unknown option
/// '--colr'. Did you mean '--color'?") rewritten in the tool's style, with a pointer to help.
///
/// Why this reads message text rather than matching error cases: ArgumentParser's own errors
/// (`ParserError`, `CommandError`) are internal to it; all it makes public is `message(for:)`'s
/// words and `exitCode(for:)`. The commands' own checks reach here the same way: an error thrown
/// from `validate()` comes back wrapped in that internal error, and one that is not a
/// `ValidationError` would change the exit status from 64 to 1. So those checks throw
/// `ValidationError`s whose words start with the option they are about (`--jobs must be ...`),
/// or with `-: ` for standard input, and the last branches below split that off.
struct UsageProblem {
    let subject: String
    let reason: String

    init(subject: String, reason: String) {
        self.subject = subject
        self.reason = reason
    }

    /// A first argument that is no command, with the closest command and the list of them.
    static func unknownCommand(in arguments: [String]) -> UsageProblem? {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help" else { return nil }
        let known = IconForge.configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !known.contains(word) else { return nil }
        let names = IconForge.commandNames
        let guess = Suggestion.closest(to: word, among: names).map { "did you mean '\($0)'? " } ?? ""
        return UsageProblem(subject: word, reason: "unknown command; \(guess)commands: \(names.joined(separator: ", "))")
    }

    /// Rewrites ArgumentParser's message for `arguments` (the command line without the tool's name).
    init(message: String, arguments: [String]) {
        let command = arguments.first.flatMap { IconForge.commandNames.contains($0) ? $0 : nil }
        let help = command.map { "see 'iconforge \($0) --help'" }
            ?? "commands: \(IconForge.commandNames.joined(separator: ", "))"
        let lines = message.split(whereSeparator: \.isNewline).map(String.init)
        let text = lines.first ?? message
        let quoted = Self.quoted(text)

        if text.hasPrefix("Unknown option") || text.hasPrefix("Invalid option") {
            // At the top level the only options are ArgumentParser's own, which it does not suggest.
            let option = quoted.first ?? text
            let topLevel = command == nil ? Suggestion.closest(to: option, among: ["--help", "--version"]) : nil
            let guess = quoted.count > 1 ? "did you mean '\(quoted[1])'? " : topLevel.map { "did you mean '\($0)'? " } ?? ""
            self.init(subject: option, reason: "unknown option; \(guess)\(help)")
        } else if text.hasPrefix("Missing value for") {
            self.init(subject: Self.optionName(quoted.first ?? text), reason: "needs a value; \(help)")
        } else if text.hasPrefix("Missing expected argument") || text.hasPrefix("Missing one of") {
            self.init(subject: Self.optionName(quoted.first ?? text), reason: "is required; \(help)")
        } else if text.hasPrefix("Unexpected argument") || text.contains("unexpected arguments:") {
            let extra = quoted.count > 1 ? " (and \(quoted.count - 1) more)" : ""
            self.init(subject: quoted.first ?? text, reason: "unexpected argument\(extra); \(help)")
        } else if text.hasPrefix("The value '"), quoted.count >= 2 {
            self.init(subject: Self.optionName(quoted[1]), reason: Self.invalidValue(quoted[0], text, lines))
        } else if text.hasPrefix("The option '"), quoted.count >= 2 {
            self.init(subject: quoted[0], reason: "takes no value, but '\(quoted[1])' was given")
        } else if text.hasPrefix("Missing required subcommand") {
            self.init(subject: "iconforge", reason: "give a command; \(help)")
        } else if text.hasPrefix("-: ") {
            // About the `-` input (standard input).
            self.init(subject: "-", reason: String(text.dropFirst(3)))
        } else if text.hasPrefix("--"), let space = text.firstIndex(of: " ") {
            // A command's own check that names its option first: "--jobs must be between 1 and 256".
            self.init(subject: String(text[..<space]), reason: String(text[text.index(after: space)...]))
        } else {
            self.init(subject: command ?? "iconforge", reason: lines.joined(separator: " "))
        }
    }

    /// `'abc' is not a valid value: <why>`, or `...; expected one of a, b or c`.
    private static func invalidValue(_ value: String, _ text: String, _ lines: [String]) -> String {
        let start = "'\(value)' is not a valid value"
        if let colon = text.range(of: ">': ") ?? text.range(of: "': ", options: .backwards) {
            return start + ": " + text[colon.upperBound...]
        }
        if text.contains("Please provide one of") {
            let bullets = lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "- ", with: "") }
            let choices = bullets.isEmpty
                ? text.components(separatedBy: "Please provide one of ").last!.replacingOccurrences(of: "'", with: "")
                    .trimmingCharacters(in: CharacterSet(charactersIn: "."))
                : bullets.joined(separator: ", ")
            return start + "; expected one of " + choices
        }
        return start
    }

    /// `--out <path>` → `--out`; `<inputs> ...` → `<inputs>`.
    private static func optionName(_ synopsis: String) -> String {
        synopsis.split(separator: " ").first.map(String.init) ?? synopsis
    }

    /// The texts between single quotes, in order.
    private static func quoted(_ text: String) -> [String] {
        let parts = text.components(separatedBy: "'")
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
    }
}
