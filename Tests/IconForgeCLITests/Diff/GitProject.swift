import Foundation
import XCTest

/// A project in a temporary git repository: a manifest, its SVGs, and commits of its built
/// outputs, for `iconforge diff` to compare with.
struct GitProject {
    let folder: URL

    /// A fresh repository holding `manifest` as `iconforge.yml` and `svgs` (name -> SVG) in `art/`.
    init(_ testCase: XCTestCase, manifest: String, svgs: [String: String]) throws {
        folder = try makeTemporaryFolder(testCase)
        try git("init", "-q")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        for (name, svg) in svgs { try self.svg(name, svg) }
        try write(manifest, to: "iconforge.yml", in: folder)
    }

    /// Writes (or replaces) `art/<name>.svg`.
    func svg(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("art/\(name).svg"))
    }

    /// Runs `iconforge build` and fails the test unless it succeeds.
    func build(file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try CLI.run(["build", "-q"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
    }

    /// Commits everything (but the review folder), returning the commit.
    @discardableResult
    func commit(_ message: String = "assets") throws -> String {
        try git("add", "-A", "--", ".", ":!iconforge-review")
        try git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `iconforge diff arguments...`.
    func diff(_ arguments: String..., file: StaticString = #filePath, line: UInt = #line) throws -> CLI.Run {
        try diff(arguments, file: file, line: line)
    }

    func diff(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> CLI.Run {
        try CLI.run(["diff"] + arguments, in: folder, file: file, line: line)
    }

    /// The `review.json` the last diff wrote.
    func reviewJSON(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("iconforge-review/review.json"))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], file: file, line: line)
    }

    /// Each asset's status in the last review, by name.
    func statuses() throws -> [String: String] {
        let assets = try XCTUnwrap(try reviewJSON()["assets"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: assets.map { ($0["name"] as! String, $0["status"] as! String) })
    }

    /// Runs git in the project, returning its stdout; fails the test when git fails.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        // git says little on stderr here: read after stdout, it never fills its pipe.
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " ")): \(stderr)")
        return String(decoding: data, as: UTF8.self)
    }
}

/// Two icons drawn visibly differently, and a third.
enum DiffArt {
    static let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"#
    static let smallSquare = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="6" y="6" width="12" height="12"/></svg>"#
    static let disc = discSVG
    static let bar = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="10" width="20" height="4"/></svg>"#
}
