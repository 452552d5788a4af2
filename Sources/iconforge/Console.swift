import Foundation

/// Everything the tool prints goes through here: results to stdout, diagnostics to
/// stderr as `iconforge: error: <file>: <reason>`, one line each.
enum Console {
    static func out(_ line: String, terminator: String = "\n") {
        print(line, terminator: terminator)
    }

    static func error(_ subject: String?, _ reason: String) {
        diagnostic("error", subject, reason)
    }

    static func warning(_ subject: String?, _ reason: String) {
        diagnostic("warning", subject, reason)
    }

    private static func diagnostic(_ level: String, _ subject: String?, _ reason: String) {
        let oneLine = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
        let text = subject.map { "iconforge: \(level): \($0): \(oneLine)\n" } ?? "iconforge: \(level): \(oneLine)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
