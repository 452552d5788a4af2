import Foundation
import IconForgeKit
import XCTest

/// Batches through the worker pool: bad inputs fail alone, a killed run leaves nothing
/// partial, and the number of workers never changes a byte of the output.
final class WorkerBatchTests: XCTestCase {
    /// `count` distinct, valid icons: rings and bars whose sizes vary with the index.
    static func writeGoodIcons(_ count: Int, in folder: URL) throws -> [String] {
        try (0 ..< count).map { index in
            let name = "good-\(index).svg"
            let radius = 4 + index % 7, bar = 2 + index % 5
            let svg = """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2">
                  <circle cx="12" cy="12" r="\(radius)"/><rect x="\(10 - bar / 2)" y="2" width="\(bar)" height="20" fill="black"/>
                </svg>
                """
            try Data(svg.utf8).write(to: folder.appendingPathComponent(name))
            return name
        }
    }

    func testGoodIconsAreAllWrittenWhileCrashingHangingAndBombInputsFailAlone() throws {
        let root = try makeTemporaryFolder(self)
        let input = try HostileFixtures.prepare(in: root)
        let good = try Self.writeGoodIcons(20, in: input)
        let bad = [
            "fetile-empty.svg": "renderer crashed (SIGABRT)",
            "lang-private.svg": "renderer crashed (SIGABRT)",
            "feturbulence-octaves.svg": "render exceeded 3 s",
            "long-path.svg": "render exceeded 3 s",
            "billion-laughs.svg": "not a valid SVG: XML parse error on line 13 column 86: Detected an entity reference loop",
        ]
        // Bad inputs spread through the batch, so good ones follow every replaced worker.
        var names = good
        for (offset, name) in bad.keys.sorted().enumerated() { names.insert(name, at: offset * 4 + 1) }
        let started = Date()
        let run = try CLI.run(["icon"] + names + ["--out", "../Out.xcassets", "--timeout", "3", "--jobs", "2", "--quiet"],
                              in: input, timeout: 120)
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "the batch is bounded by the limits")
        XCTAssertEqual(run.status, 1)
        let errors = run.errorLines.filter { $0.hasPrefix("iconforge: error: ") }
        XCTAssertEqual(Set(errors), Set(bad.map { "iconforge: error: \($0.key): \($0.value)" }))
        for name in good {
            try assertCompleteIconSet(root.appendingPathComponent("Out.xcassets"), IconSource.assetName(for: name))
        }
    }

    func testAKilledRunFollowedByARerunLeavesACompleteValidBundle() throws {
        let root = try makeTemporaryFolder(self)
        let names = try Self.writeGoodIcons(120, in: root)
        let arguments = ["icon"] + names + ["--out", "Out.xcassets", "--quiet", "--jobs", "2"]
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardError = FileHandle.nullDevice
        try process.run()
        let catalog = root.appendingPathComponent("Out.xcassets")
        // Kill mid-batch: once some icons are written, long before all are.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline,
              ((try? FileManager.default.contentsOfDirectory(atPath: catalog.path))?.count ?? 0) < 10 {
            usleep(5_000)
        }
        XCTAssertTrue(process.isRunning, "the run finished before it could be killed; make the batch bigger")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        assertWorkersEnd(supervisor: process.processIdentifier)

        let rerun = try CLI.run(arguments, in: root)
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        let entries = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
        XCTAssertEqual(entries.filter { $0.hasPrefix(".iconforge-tmp-") }, [], "temporaries left behind")
        let previews = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("iconforge-previews").path)
        XCTAssertEqual(previews.sorted(), [".iconforge-record.json", "ContactSheet.png"],
                       "the batch's one sheet and its record, and no temporary left behind")
        XCTAssertEqual(entries.filter { $0.hasSuffix(".imageset") }.count, names.count)
        for name in names { try assertCompleteIconSet(catalog, IconSource.assetName(for: name)) }
    }

    func testOutputIsByteIdenticalWithOneWorkerOrFour() throws {
        let root = try makeTemporaryFolder(self)
        var inputs = try Self.writeGoodIcons(30, in: root)
        if let corpus = try optionalCorpus(),
           let files = FileManager.default.enumerator(atPath: corpus.path)?.compactMap({ $0 as? String }) {
            inputs += files.filter { $0.hasSuffix(".svg") }.sorted().prefix(40).map { corpus.appendingPathComponent($0).path }
        }
        for jobs in ["1", "4"] {
            let run = try CLI.run(["icon"] + inputs + ["--out", "J\(jobs)/Out.xcassets", "--jobs", jobs, "--quiet"], in: root)
            XCTAssertNotEqual(run.status, 64, run.stderr)
        }
        let one = try fileContents(in: root.appendingPathComponent("J1"))
        let four = try fileContents(in: root.appendingPathComponent("J4"))
        XCTAssertGreaterThan(one.count, 100, "icons, Contents.json files and previews")
        XCTAssertEqual(one.keys.sorted(), four.keys.sorted())
        for (path, data) in one { XCTAssertEqual(data, four[path], "\(path) differs between --jobs 1 and --jobs 4") }
    }

    // MARK: - Helpers

    private func assertCompleteIconSet(_ catalog: URL, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let set = catalog.appendingPathComponent("\(name).imageset")
        let contents = try Data(contentsOf: set.appendingPathComponent("Contents.json"))
        let json = try JSONSerialization.jsonObject(with: contents) as? [String: Any]
        XCTAssertEqual((json?["images"] as? [Any])?.count, 3, name, file: file, line: line)
        for (scale, suffix) in [(1, ""), (2, "@2x"), (3, "@3x")] {
            let png = try PNGDecoder.decode(try Data(contentsOf: set.appendingPathComponent("\(name)\(suffix).png")))
            XCTAssertEqual(png.width, 30 * scale, name, file: file, line: line)
            XCTAssertGreaterThan(png.image.alphaPlane.inkPixelCount, 0, name, file: file, line: line)
        }
    }

    /// Workers notice their supervisor is gone within about a second and exit.
    private func assertWorkersEnd(supervisor: Int32, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(10)
        var orphans: [String] = []
        repeat {
            orphans = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
                guard let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")) else { return false }
                let arguments = command.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                return arguments.contains(WorkerService.commandName) && arguments.contains(String(supervisor))
            }
            if orphans.isEmpty { return }
            usleep(100_000)
        } while Date() < deadline
        XCTFail("workers of the killed run still alive: \(orphans)", file: file, line: line)
    }
}
