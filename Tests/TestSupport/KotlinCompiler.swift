import Foundation
import XCTest

extension ExternalTool {
    /// Debian's Kotlin compiler (1.3), the oldest Kotlin the `compose` output's code must compile with.
    public static let kotlinc = ExternalTool(name: "kotlinc", package: "kotlin")
}

/// The Compose stand-ins (`Tests/ComposeStandIns`): Compose's declarations, drawing nothing.
public var composeStandIns: [URL] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ComposeStandIns")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".kt") }.sorted().map { folder.appendingPathComponent($0) }
}

/// Compiles `sources` with the Compose stand-ins in one `kotlinc` call (several seconds each);
/// an error, or a warning about one of `sources`, fails. Returns what kotlinc printed. A missing kotlinc skips the calling test, and fails it under CI.
@discardableResult
public func compileKotlin(_ sources: [URL], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let jar = folder.appendingPathComponent("compiled-\(UUID().uuidString.prefix(8)).jar")
    let verdict = try ExternalTool.kotlinc.run(composeStandIns.map(\.path) + sources.map(\.path) + ["-d", jar.path])
    XCTAssertEqual(verdict.status, 0, "kotlinc: \(verdict.output)", file: file, line: line)
    XCTAssertFalse(verdict.output.contains("error:"), verdict.output, file: file, line: line)
    let warnings = verdict.output.split(separator: "\n").filter { line in
        line.contains("warning:") && sources.contains { line.hasPrefix($0.path) }
    }
    XCTAssertEqual(warnings, [], file: file, line: line)
    XCTAssertTrue(FileManager.default.fileExists(atPath: jar.path), "kotlinc wrote no \(jar.lastPathComponent)", file: file, line: line)
    return verdict.output
}

/// Reads the `PathBuilder` calls of generated Kotlin back into SVG path data: one string per run
/// of calls (a `path { }` block or a `PathData { }` clip), in the order written, so the outlines
/// an ImageVector draws can be compared with a VectorDrawable's `pathData`.
public enum KotlinPathReader {
    private static let letters: [String: String] = [
        "moveTo": "M", "lineTo": "L", "horizontalLineTo": "H", "verticalLineTo": "V", "curveTo": "C",
        "reflectiveCurveTo": "S", "quadTo": "Q", "reflectiveQuadTo": "T", "arcTo": "A", "close": "Z",
    ]

    /// The path data of each run of builder calls in `source`.
    public static func pathData(_ source: String) -> [String] {
        var runs: [String] = [], current: String?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let command = command(String(line.trimmingCharacters(in: .whitespaces))) else {
                if let run = current { runs.append(run) }
                current = nil
                continue
            }
            current = (current ?? "") + command
        }
        if let run = current { runs.append(run) }
        return runs
    }

    /// `lineToRelative(1f, -2f)` as `l1 -2`; nil for a line that is no builder call.
    static func command(_ line: String) -> String? {
        guard let open = line.firstIndex(of: "("), line.hasSuffix(")") else { return nil }
        var name = String(line[..<open])
        let relative = name.hasSuffix("Relative")
        if relative { name.removeLast("Relative".count) }
        guard var letter = letters[name] else { return nil }
        if relative { letter = letter.lowercased() }
        let inside = line[line.index(after: open) ..< line.index(before: line.endIndex)]
        let arguments = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.map(number)
        return letter + arguments.joined(separator: " ") + " "
    }

    /// A Float literal or Boolean argument as path data: `-0.5f` → `-0.5`, `true` → `1`.
    private static func number(_ argument: String) -> String {
        switch argument {
        case "true": return "1"
        case "false": return "0"
        default: return String(argument.dropLast())
        }
    }
}
