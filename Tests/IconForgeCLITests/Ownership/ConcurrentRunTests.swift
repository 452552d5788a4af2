import Foundation
import IconForgeKit
import XCTest

/// Runs writing one catalog at once take turns (a lock on the bundle's folder): no file is lost
/// or half-written, every `Contents.json` parses, and each run's record keeps what it wrote.
final class ConcurrentRunTests: XCTestCase {
    /// Starts `iconforge arguments...` in `folder` without waiting for it.
    private func start(_ arguments: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func wait(_ processes: [Process], file: StaticString = #filePath, line: UInt = #line) {
        for process in processes {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(process.arguments ?? [])", file: file, line: line)
        }
    }

    /// Icons in each run: enough that the runs overlap on two cores.
    private func svgs(_ prefix: String, count: Int, in folder: URL) throws -> [String] {
        try (0 ..< count).map { index in
            let name = "\(prefix)\(index).svg"
            try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"\(4 + index % 7)\""), to: name, in: folder)
            return name
        }
    }

    func testTwoIconRunsOnOneCatalogKeepEveryIconAndBothRecords() throws {
        let folder = try makeTemporaryFolder(self)
        let first = try svgs("a", count: 40, in: folder), second = try svgs("b", count: 40, in: folder)
        let catalog = folder.appendingPathComponent("App.xcassets")
        wait(try [first, second].map { try start(["icon"] + $0 + ["--out", "App.xcassets", "--no-preview", "--jobs", "2"], in: folder) })
        let sets = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".imageset") }
        XCTAssertEqual(sets.count, 80)
        XCTAssertTrue(try XcodeShapedCatalog.allContentsParse(catalog))
        XCTAssertFalse(try relativeFiles(in: catalog).contains { $0.contains(".iconforge-tmp-") }, "no temporary left behind")
        let record = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: catalog.appendingPathComponent(".iconforge-record.json"))))
        XCTAssertEqual(record.members?["commands"]?.members?["assets"]?.members?.count, 80, "neither run's save lost the other's records")
        // Both records are the truth: a third run replaces every icon without a refusal.
        let again = try CLI.run(["icon"] + first + second + ["--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
    }

    func testRunsIntoOtherBundlesDrawingIntoOnePreviewsFolderAtOnceKeepEveryPreviewRecorded() throws {
        let folder = try makeTemporaryFolder(self)
        let first = try svgs("a", count: 30, in: folder), second = try svgs("b", count: 30, in: folder)
        try write("outputs:\n  - png: Built\ncontact-sheet: shots/Built.png\npreviews: shots\nicons:\n  - source: a*.svg\n",
                  to: "iconforge.yml", in: folder)
        let each = ["--preview", "each", "--preview-dir", "shots", "--jobs", "2"]
        wait([try start(["icon"] + first + ["--out", "A.xcassets"] + each, in: folder),
              try start(["icon"] + second + ["--format", "png", "--out", "B"] + each, in: folder),
              try start(["build", "--jobs", "2"], in: folder)])
        let shots = folder.appendingPathComponent("shots")
        let names = try FileManager.default.contentsOfDirectory(atPath: shots.path)
        XCTAssertEqual(names.filter { $0.hasPrefix(".iconforge-tmp-") }, [], "no temporary left behind")
        let pictures = names.filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(pictures, (["Built.png"] + (first + second).map { $0.replacingOccurrences(of: ".svg", with: "-preview.png") }).sorted())
        let record = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: shots.appendingPathComponent(".iconforge-record.json"))))
        let held = try XCTUnwrap(record.members?["pictures"]?.members?.compactMapValues(\.text))
        XCTAssertEqual(held.keys.sorted(), pictures, "no run's save lost another's entries")
        for name in pictures {
            XCTAssertEqual(held[name], SHA256.hex(try Data(contentsOf: shots.appendingPathComponent(name))), name)
        }
        // Every run may replace what the others drew.
        let again = try CLI.run(["icon"] + second + ["--out", "C.xcassets"] + each, in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
    }

    func testAnIconRunAndABuildOnOneCatalogAtOnceBothLand() throws {
        let folder = try makeTemporaryFolder(self)
        let icons = try svgs("a", count: 30, in: folder), built = try svgs("m", count: 30, in: folder)
        try write("outputs:\n  - xcassets: App.xcassets\ncontact-sheet: false\nicons:\n  - source: m*.svg\n    group: Built\n",
                  to: "iconforge.yml", in: folder)
        let catalog = folder.appendingPathComponent("App.xcassets")
        wait([try start(["icon"] + icons + ["--out", "App.xcassets", "--no-preview", "--jobs", "2"], in: folder),
              try start(["build", "--jobs", "2"], in: folder)])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".imageset") }.count, 30)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: catalog.appendingPathComponent("Built").path)
            .filter { $0.hasSuffix(".imageset") }.count, built.count)
        XCTAssertTrue(try XcodeShapedCatalog.allContentsParse(catalog))
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stderr)
        let record = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: catalog.appendingPathComponent(".iconforge-record.json"))))
        XCTAssertEqual(record.members?["commands"]?.members?["assets"]?.members?.count, 30)
    }
}
