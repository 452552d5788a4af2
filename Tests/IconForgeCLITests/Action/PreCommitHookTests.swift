import Foundation
import XCTest

/// Scripts/pre-commit-hook.sh installed as a repository's pre-commit hook, run by `git commit`.
final class PreCommitHookTests: XCTestCase {
    let hook = repositoryRoot.appendingPathComponent("Scripts/pre-commit-hook.sh")

    func commit(_ message: String, in folder: URL, environment extra: [String: String] = [:]) throws -> CLI.Run {
        try CLI.run(["commit", "-q", "-m", message], in: folder, through: URL(fileURLWithPath: "/usr/bin/git"),
                    environment: ["ICONFORGE": CLI.binary.path, "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@example.com",
                                  "GIT_COMMITTER_NAME": "A", "GIT_COMMITTER_EMAIL": "a@example.com"].merging(extra) { $1 })
    }

    func head(_ folder: URL) throws -> String { try ActionFixture.git(["rev-parse", "HEAD"], in: folder) }

    func testStaleOutputsAreRefusedAndAFreshCommitSaysWhatItChanges() throws {
        let folder = try makeTemporaryFolder(self)
        try ActionFixture.git(["init", "-q", "-b", "main"], in: folder)
        try FileManager.default.copyItem(at: hook, to: folder.appendingPathComponent(".git/hooks/pre-commit"))
        try Data(ActionFixture.manifest.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        // The first commit: checked, nothing to compare with.
        XCTAssertEqual(try CLI.run(["build", "--quiet"], in: folder).status, 0)
        try ActionFixture.git(["add", "-A"], in: folder)
        let first = try commit("Icons", in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        let base = try head(folder)

        // The manifest changed, the outputs not rebuilt: refused.
        try Data(ActionFixture.changed.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        try ActionFixture.git(["add", "-A"], in: folder)
        let stale = try commit("Recolour", in: folder)
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.stderr.hasSuffix("pre-commit: the outputs are not what iconforge.yml builds (the lines above name them): "
                                             + "run iconforge build, then add them\n"), stale.stderr)
        XCTAssertEqual(try head(folder), base)

        // Rebuilt and added: committed, with what it changes.
        XCTAssertEqual(try CLI.run(["build", "--quiet"], in: folder).status, 0)
        try ActionFixture.git(["add", "-A"], in: folder)
        let fresh = try commit("Recolour", in: folder)
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        // git hands a hook's output to stderr.
        XCTAssertTrue(fresh.stderr.hasSuffix("1 changed, 1 added, 1 removed, 2 unchanged\n"), fresh.stderr)
        XCTAssertTrue(fresh.stderr.contains("buttons/buy"), fresh.stderr)
        XCTAssertNotEqual(try head(folder), base)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git/iconforge-review/review.json").path))
        XCTAssertEqual(try ActionFixture.git(["status", "--porcelain"], in: folder), "")

        // Refusing visible changes on request.
        let recoloured = try head(folder)
        try Data(ActionFixture.changed.replacingOccurrences(of: "blue", with: "green").utf8)
            .write(to: folder.appendingPathComponent("iconforge.yml"))
        XCTAssertEqual(try CLI.run(["build", "--quiet"], in: folder).status, 0)
        try ActionFixture.git(["add", "-A"], in: folder)
        let refused = try commit("Green", in: folder, environment: ["ICONFORGE_FAIL_ON_CHANGE": "1"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("1 changed, 0 added, 0 removed, 3 unchanged\n"), refused.stderr)
        XCTAssertTrue(refused.stderr.hasSuffix("pre-commit: assets visibly changed (ICONFORGE_FAIL_ON_CHANGE=1): "
                                               + "review .git/iconforge-review/index.html\n"), refused.stderr)
        XCTAssertEqual(try head(folder), recoloured)
    }

    func testARepositoryWithoutTheManifestIsLetThrough() throws {
        let folder = try makeTemporaryFolder(self)
        try ActionFixture.git(["init", "-q", "-b", "main"], in: folder)
        try FileManager.default.copyItem(at: hook, to: folder.appendingPathComponent(".git/hooks/pre-commit"))
        try Data("hello\n".utf8).write(to: folder.appendingPathComponent("README"))
        try ActionFixture.git(["add", "-A"], in: folder)
        let run = try commit("Readme", in: folder, environment: ["ICONFORGE": "/nonexistent/iconforge"])
        XCTAssertEqual(run.status, 0, run.stderr)
    }
}
