import Foundation
import XCTest
import Yams

/// The release workflow's packing step, run on the binary under test, and its shell checked as
/// GitHub would run it.
final class ReleaseArchiveTests: XCTestCase {
    let script = repositoryRoot.appendingPathComponent(".github/scripts/release-archive.sh")
    let workflow = repositoryRoot.appendingPathComponent(".github/workflows/release.yml")

    func pack(into dist: URL, platform: String = "linux-x86_64", tag: String? = nil) throws -> CLI.Run {
        var environment = ["RELEASE_TAG": tag ?? ""]
        environment["TMPDIR"] = dist.deletingLastPathComponent().path
        return try CLI.run([script.path, CLI.binary.path, platform, dist.path], in: dist.deletingLastPathComponent(),
                           through: URL(fileURLWithPath: "/bin/bash"), environment: environment)
    }

    func version() throws -> String {
        let run = try CLI.run(["--version"], in: FileManager.default.temporaryDirectory)
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func shell(_ command: String, in folder: URL) throws -> CLI.Run {
        try CLI.run(["-c", command], in: folder, through: URL(fileURLWithPath: "/bin/bash"))
    }

    func testTheArchiveHoldsTheBinaryItsPageAndReadmeAndItsChecksumVerifies() throws {
        let folder = try makeTemporaryFolder(self)
        let dist = folder.appendingPathComponent("dist")
        let run = try pack(into: dist)
        XCTAssertEqual(run.status, 0, run.stderr)
        let name = "iconforge-\(try version())-linux-x86_64"
        XCTAssertEqual(run.stdout, dist.appendingPathComponent("\(name).tar.gz").path + "\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dist.path).sorted(),
                       ["\(name).tar.gz", "\(name).tar.gz.sha256"])

        let listing = try shell("tar tzvf dist/\(name).tar.gz", in: folder)
        XCTAssertEqual(listing.status, 0, listing.stderr)
        let entries = listing.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        XCTAssertEqual(entries.map { String($0.last ?? "") },
                       ["\(name)/", "\(name)/README.md", "\(name)/iconforge", "\(name)/iconforge.1"])
        XCTAssertTrue(entries.allSatisfy { $0.count > 1 && $0[1] == "0/0" }, listing.stdout)
        XCTAssertTrue(entries[2].first?.hasPrefix("-rwx") ?? false, "the binary is executable: \(listing.stdout)")

        let verified = try shell("cd dist && sha256sum -c \(name).tar.gz.sha256", in: folder)
        XCTAssertEqual(verified.status, 0, verified.stdout + verified.stderr)

        // The packed binary is the one given, and runs.
        let unpacked = try shell("tar xzf dist/\(name).tar.gz && cmp \(name)/iconforge '\(CLI.binary.path)' && \(name)/iconforge --version",
                                 in: folder)
        XCTAssertEqual(unpacked.status, 0, unpacked.stderr)
        XCTAssertEqual(unpacked.stdout.trimmingCharacters(in: .newlines), try version())
    }

    func testTheSameBinaryPacksToTheSameBytes() throws {
        let folder = try makeTemporaryFolder(self)
        let first = folder.appendingPathComponent("one"), second = folder.appendingPathComponent("two")
        XCTAssertEqual(try pack(into: first).status, 0)
        XCTAssertEqual(try pack(into: second).status, 0)
        let name = "iconforge-\(try version())-linux-x86_64.tar.gz"
        XCTAssertEqual(try Data(contentsOf: first.appendingPathComponent(name)),
                       try Data(contentsOf: second.appendingPathComponent(name)))
    }

    func testATagThatIsNotTheBinarysVersionIsRefusedAndNothingIsWritten() throws {
        let folder = try makeTemporaryFolder(self)
        let dist = folder.appendingPathComponent("dist")
        let refused = try pack(into: dist, tag: "v99.0.0")
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr, "release-archive: tag v99.0.0 does not match the binary's version \(try version()) "
                       + "(Sources/IconForgeKit/Support/IconForgeVersion.swift)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dist.path))

        let matching = try pack(into: dist, tag: "v\(try version())")
        XCTAssertEqual(matching.status, 0, matching.stderr)
    }

    func testABadPlatformOrMissingBinaryIsOneLine() throws {
        let folder = try makeTemporaryFolder(self)
        let dist = folder.appendingPathComponent("dist")
        let platform = try pack(into: dist, platform: "Linux x86")
        XCTAssertEqual(platform.status, 1)
        XCTAssertEqual(platform.stderr, "release-archive: Linux x86: not a platform name like linux-x86_64\n")
        let missing = try CLI.run([script.path, folder.appendingPathComponent("nope").path, "linux-x86_64", dist.path],
                                  in: folder, through: URL(fileURLWithPath: "/bin/bash"))
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.hasSuffix("nope: not an executable\n"), missing.stderr)
    }

    /// Every `run:` step of the workflow, as the bash GitHub runs it, and the packing script.
    func testTheScriptAndEveryWorkflowStepPassShellcheck() throws {
        let verdict = try ExternalTool.shellcheck.run([script.path])
        XCTAssertEqual(verdict.status, 0, verdict.output)

        let folder = try makeTemporaryFolder(self)
        let steps = try runSteps()
        XCTAssertGreaterThanOrEqual(steps.count, 8, "the workflow's run steps were not found")
        try assertRunStepsPassShellcheck(steps, in: folder)
    }

    func testTheWorkflowBuildsEachPlatformAndPublishesChecksums() throws {
        let text = try String(contentsOf: workflow, encoding: .utf8)
        let root = try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any])
        let jobs = try XCTUnwrap(root["jobs"] as? [String: Any])
        XCTAssertEqual(Set(jobs.keys), ["linux", "macos", "publish"])
        let linux = try XCTUnwrap(jobs["linux"] as? [String: Any])
        let matrix = try XCTUnwrap((linux["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        let platforms = (matrix["include"] as? [[String: Any]] ?? []).compactMap { $0["platform"] as? String }
        XCTAssertEqual(platforms, ["linux-x86_64", "linux-aarch64"])
        let steps = try runSteps().joined(separator: "\n")
        XCTAssertTrue(steps.contains("--static-swift-stdlib --disable-local-rpath"),
                      "the Linux binaries link the Swift runtime in, and look for no library beside themselves")
        XCTAssertTrue(steps.contains("release-archive.sh"))
        XCTAssertTrue(steps.contains("SHA256SUMS"))
    }

    func runSteps() throws -> [String] {
        let text = try String(contentsOf: workflow, encoding: .utf8)
        let root = try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any])
        let jobs = try XCTUnwrap(root["jobs"] as? [String: Any])
        return jobs.keys.sorted().flatMap { key -> [String] in
            let steps = (jobs[key] as? [String: Any])?["steps"] as? [[String: Any]] ?? []
            return steps.compactMap { $0["run"] as? String }
        }
    }
}
