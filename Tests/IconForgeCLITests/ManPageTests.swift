import Foundation
import IconForgeKit
import XCTest

/// docs/man/iconforge.1 is generated from the argument parser (docs/man/generate.sh): it must say
/// what `--help` says today, so an option added without regenerating the page fails here.
final class ManPageTests: XCTestCase {
    static let page = repositoryRoot.appendingPathComponent("docs/man/iconforge.1")

    func testTheCommittedManPageIsWhatTheArgumentParserGeneratesToday() throws {
        let generated = try Self.generate()
        if ProcessInfo.processInfo.environment["ICONFORGE_RECORD"] == "1" {
            try generated.write(to: Self.page, atomically: true, encoding: .utf8)
            XCTFail("recorded docs/man/iconforge.1; run again without ICONFORGE_RECORD=1")
            return
        }
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        guard committed != generated else { return }
        let committedLines = committed.components(separatedBy: "\n"), generatedLines = generated.components(separatedBy: "\n")
        let first = zip(committedLines, generatedLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
            ?? min(committedLines.count, generatedLines.count)
        XCTFail("""
            docs/man/iconforge.1 is out of step with iconforge --help (first difference at line \(first + 1): \
            committed "\(committedLines.dropFirst(first).first ?? "(end)")", \
            generated "\(generatedLines.dropFirst(first).first ?? "(end)")"). \
            Regenerate it with docs/man/generate.sh (or ICONFORGE_RECORD=1 swift test --filter ManPageTests) and commit it.
            """)
    }

    func testThePageDescribesEveryCommandAPersonCanTypeAndNotTheWorker() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        for command in ["icon", "button", "build", "init", "templates", "codegen", "inspect", "lint", "diff"] {
            XCTAssertTrue(page.contains("\n.It Em \(command)\n"), command)
        }
        XCTAssertFalse(page.contains(WorkerService.commandName))
        XCTAssertTrue(page.contains("\n.It Fl -max-input-size Ar size\n"))
        XCTAssertFalse(page.contains("\n\n"), "a blank line is a warning in man; generate.sh makes it .Pp")
    }

    struct GenerationFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// `docs/man/generate.sh -` run on the binary under test. Its output goes through files: the
    /// generator's first build prints pages on stderr, which a pipe nobody drains would block on.
    static func generate() throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("man-\(UUID().uuidString).1")
        let err = out.appendingPathExtension("err")
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        for file in [out, err] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repositoryRoot.appendingPathComponent("docs/man/generate.sh").path, "-"]
        process.currentDirectoryURL = repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["ICONFORGE_BIN"] = CLI.binary.path
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errors = String(decoding: try Data(contentsOf: err).suffix(2000), as: UTF8.self)
            throw GenerationFailed(description: "docs/man/generate.sh failed (status \(process.terminationStatus)): \(errors)")
        }
        return String(decoding: try Data(contentsOf: out), as: UTF8.self)
    }
}
