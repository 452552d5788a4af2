import Foundation
import IconForgeKit
import Synchronization

/// Everything the tool prints goes through here: results to stdout, diagnostics to
/// stderr as `iconforge: error: <file>: <reason>`, one line each.
enum Console {
    static func out(_ line: String, terminator: String = "\n") {
        guard !isSilenced else { return }
        print(line, terminator: terminator)
    }

    /// Set by `silence`: nothing is printed from then on but the `last` line.
    private static let silenced = Atomic<Bool>(false)
    static var isSilenced: Bool { silenced.load(ordering: .acquiring) }

    /// Stops every thread's output (a stopped command's failing renders say nothing) and
    /// flushes what stdout holds.
    static func silence() {
        silenced.store(true, ordering: .releasing)
        StandardOutput.flush()
    }

    /// The line a silenced command ends with, an error about `subject`; on a terminal the
    /// progress line is cleared first.
    static func last(_ subject: String?, _ reason: String) {
        if isatty(STDERR_FILENO) == 1 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        write("error", subject, reason)
    }

    /// A line for a person who asked for more (`-v`): `iconforge: note: <line>` on stderr.
    static func note(_ line: String) {
        diagnostic("note", nil, line)
    }

    /// An error about `subject`. An error about a path of its own (an output that cannot be
    /// written) says so by its value (`AssetError.path`, `ExportError.path`), and its caller
    /// names that path as the subject; the reason's words are never searched for one.
    static func error(_ subject: String?, _ reason: String) {
        diagnostic("error", subject, reason)
    }

    /// An asset's error: about `subject` (its source), or about the file the error names (a
    /// file in the bundle in the way), which then comes first instead, unless the reason names
    /// it (the user's set where the asset goes: what to do is about the asset).
    static func error(_ subject: String?, _ error: AssetError) {
        if let path = error.path, !error.namesAsset {
            diagnostic("error", path, error.reason)
        } else {
            diagnostic("error", subject, error.description)
        }
    }

    /// A bundle's error, about the path it names.
    static func error(_ error: BundleError) {
        if case .nameTooLong = error { diagnostic("error", nil, error.reason) } else { diagnostic("error", error.path, error.reason) }
    }

    static func warning(_ subject: String?, _ reason: String) {
        diagnostic("warning", subject, reason)
    }

    private static func diagnostic(_ level: String, _ subject: String?, _ reason: String) {
        guard !isSilenced else { return }
        write(level, subject, reason)
    }

    private static func write(_ level: String, _ subject: String?, _ reason: String) {
        let oneLine = abbreviated(reason.split(whereSeparator: \.isNewline).joined(separator: " "))
        let text = subject.map { "iconforge: \(level): \(abbreviated($0)): \(oneLine)\n" } ?? "iconforge: \(level): \(oneLine)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `text` with every run of over 80 characters without a space or slash (a runaway name)
    /// shortened to its ends around an ellipsis, so one line stays one readable line.
    static func abbreviated(_ text: String) -> String {
        let limit = 80
        guard text.count > limit else { return text }
        var out = "", run = ""
        func flush() {
            out += run.count > limit ? run.prefix(40) + "…" + run.suffix(20) + " (\(run.utf8.count) bytes)" : run
            run = ""
        }
        for character in text {
            if character == " " || character == "/" {
                flush()
                out.append(character)
            } else {
                run.append(character)
            }
        }
        flush()
        return out
    }
}
