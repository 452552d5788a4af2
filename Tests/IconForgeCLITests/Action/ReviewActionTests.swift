import Foundation
import XCTest
import Yams

/// The GitHub Action (action.yml at the repository's root) run step by step on a pull request's
/// checkout, with GitHub's environment files and stand-ins for gh, apt-get and the two actions it
/// uses; its shell checked as GitHub would run it.
final class ReviewActionTests: XCTestCase {
    let scripts = repositoryRoot.appendingPathComponent(".github/action")
    let marker = "<!-- iconforge-review -->"
    let artifactLine = "The review page, every picture at every scale: "
        + "[the iconforge-review artifact](https://github.com/owner/app/actions/runs/1/artifacts/42) of this run (index.html)."

    func testAPullRequestGetsTheSummaryAndOneCommentThatLaterRunsEdit() throws {
        let fixture = try ActionFixture(self)
        let first = try fixture.runner().run()
        XCTAssertEqual(first.status, 0, first.log)
        XCTAssertNil(first.failedStep, first.log)

        // The review folder uploaded, and its summary is the job's summary.
        let folder = fixture.artifacts.appendingPathComponent("iconforge-review")
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("review.json").path))
        XCTAssertEqual(first.summary, summary)
        XCTAssertTrue(summary.hasPrefix("## iconforge review: 1 changed, 1 added, 1 removed, 2 unchanged\n"), summary)
        for name in ["buttons/buy", "icons/search", "icons/settings"] {
            XCTAssertTrue(summary.contains("| \(name) |"), "\(name) in \(summary)")
        }
        XCTAssertFalse(summary.contains("| icons/docs |"), summary)
        // The base was fetched into the one-commit clone, and nothing in the checkout changed.
        XCTAssertEqual(try ActionFixture.git(["status", "--porcelain"], in: fixture.workspace), "")
        XCTAssertEqual(first.outputs["review"]?["check"], "passed")

        // One comment, posted after reading the others; the one quoting the marker is not it.
        XCTAssertEqual(try fixture.ghCalls(), ["GET repos/owner/app/issues/7/comments", "POST repos/owner/app/issues/7/comments"])
        var comments = try fixture.storedComments()
        XCTAssertEqual(comments.map(\.id), [11, 12, 102])
        XCTAssertEqual(comments.last?.body, "\(marker)\n\(summary)\n\(artifactLine)\n")

        // The next push: the same comment is edited, not a second one posted.
        try Data().write(to: fixture.ghLog)
        let second = try fixture.runner().run()
        XCTAssertEqual(second.status, 0, second.log)
        XCTAssertEqual(try fixture.ghCalls(), ["GET repos/owner/app/issues/7/comments", "PATCH repos/owner/app/issues/comments/102"])
        comments = try fixture.storedComments()
        XCTAssertEqual(comments.map(\.id), [11, 12, 102])
        XCTAssertEqual(comments.last?.body, "\(marker)\n\(summary)\n\(artifactLine)\n")
        XCTAssertEqual(comments.first?.body, "Looks good")
    }

    func testStaleOutputsAndFailOnChangeFailTheLastStepAfterTheReviewIsShown() throws {
        let fixture = try ActionFixture(self)
        // An output edited by hand: build --check fails, the review still runs.
        try Data("not a png".utf8).write(to: fixture.workspace.appendingPathComponent("Assets/PNG/home@2x.png"))
        let stale = try fixture.runner(["fail-on-change": "true"]).run()
        XCTAssertEqual(stale.status, 1, stale.log)
        XCTAssertEqual(stale.failedStep, "Verdict", stale.log)
        XCTAssertTrue(stale.log.contains("icons/home"), stale.log)
        XCTAssertTrue(stale.log.contains("iconforge: build --check failed: the committed outputs are out of date\n"), stale.log)
        XCTAssertTrue(stale.log.contains("iconforge: assets visibly changed, and fail-on-change is on\n"), stale.log)
        XCTAssertEqual(stale.outputs["review"]?["check"], "failed")
        XCTAssertEqual(stale.outputs["review"]?["changed"], "true")
        XCTAssertTrue(stale.summary.hasPrefix("> [!WARNING]\n> `iconforge build --check` failed"), stale.summary)
        XCTAssertTrue(stale.summary.contains("## iconforge review: "), stale.summary)
        // The folder was uploaded and the comment written before the verdict.
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.artifacts.appendingPathComponent("iconforge-review/summary.md").path))
        let comment = try XCTUnwrap(try fixture.storedComments().last)
        XCTAssertTrue(comment.body.hasPrefix("\(marker)\n> [!WARNING]\n"), comment.body)

        // Without fail-on-change, the same visible change passes once the outputs are right again.
        try ActionFixture.git(["checkout", "--", "Assets/PNG/home@2x.png"], in: fixture.workspace)
        let passing = try fixture.runner(["comment": "false"]).run()
        XCTAssertEqual(passing.status, 0, passing.log)
        XCTAssertEqual(passing.outputs["review"]?["changed"], "false")
    }

    func testNoCommentWhenTurnedOffOrOutsideAPullRequest() throws {
        let fixture = try ActionFixture(self)
        let off = try fixture.runner(["comment": "false"]).run()
        XCTAssertEqual(off.status, 0, off.log)
        XCTAssertEqual(try fixture.ghCalls(), [])
        XCTAssertTrue(off.summary.contains("## iconforge review: 1 changed"), off.summary)

        // A push: compared with the push's before commit; nothing to comment on.
        let push = try fixture.runner(event: ["before": fixture.base, "after": fixture.head]).run()
        XCTAssertEqual(push.status, 0, push.log)
        XCTAssertEqual(try fixture.ghCalls(), [])
        XCTAssertTrue(push.summary.contains("1 changed, 1 added, 1 removed"), push.summary)

        // A branch named as the base, which the one-commit clone has no ref for: fetched, compared by its commit.
        try Data().write(to: fixture.ghLog)
        let named = try fixture.runner(["base": "main"]).run()
        XCTAssertEqual(named.status, 0, named.log)
        XCTAssertTrue(named.summary.contains("Compared with `\(fixture.base)`"), named.summary)
        XCTAssertTrue(named.summary.contains("1 changed, 1 added, 1 removed"), named.summary)
    }

    func testPublishingPushesTheFolderPerPullRequestAndTheSummaryShowsItsThumbnails() throws {
        let fixture = try ActionFixture(self)
        let first = try fixture.runner(["publish": "true", "comment": "false"]).run()
        XCTAssertEqual(first.status, 0, first.log)
        let path = "pr-7/\(fixture.head.prefix(12))"
        let url = "https://raw.githubusercontent.com/owner/app/iconforge-review/\(path)/"
        XCTAssertEqual(first.outputs["review"]?["image-url"], url)
        XCTAssertTrue(first.summary.contains("<img src=\"\(url)"), first.summary)
        let files = try ActionFixture.git(["ls-tree", "-r", "--name-only", "iconforge-review"], in: fixture.origin)
        XCTAssertTrue(files.contains("\(path)/summary.md\n"), files)
        XCTAssertTrue(files.contains("\(path)/review.json\n"), files)
        // Every thumbnail the summary shows was pushed.
        for src in first.summary.components(separatedBy: "<img src=\"\(url)").dropFirst() {
            let file = String(src.prefix { $0 != "\"" })
            XCTAssertTrue(files.contains("\(path)/\(file)\n"), "\(file) not in \(files)")
        }
        XCTAssertEqual(try ActionFixture.git(["status", "--porcelain"], in: fixture.workspace), "")

        // The next push of the pull request replaces its folder, on top of the branch.
        let next = String(repeating: "a", count: 40)
        let second = try fixture.runner(["publish": "true", "comment": "false"], event: fixture.pullRequest(head: next)).run()
        XCTAssertEqual(second.status, 0, second.log)
        let after = try ActionFixture.git(["ls-tree", "-r", "--name-only", "iconforge-review"], in: fixture.origin)
        XCTAssertTrue(after.contains("pr-7/aaaaaaaaaaaa/summary.md\n"), after)
        XCTAssertFalse(after.contains(path), after)
        XCTAssertEqual(try ActionFixture.git(["rev-list", "--count", "iconforge-review"], in: fixture.origin), "2\n")

        // A fork's pull request cannot push: no thumbnails, a notice, the review still made.
        let fork = try fixture.runner(["publish": "true", "comment": "false"], event: fixture.pullRequest(fork: "someone/app")).run()
        XCTAssertEqual(fork.status, 0, fork.log)
        XCTAssertTrue(fork.log.contains("not publishing the review of a pull request from a fork (someone/app)"), fork.log)
        XCTAssertEqual(fork.outputs["review"]?["image-url"], "")
        XCTAssertFalse(fork.summary.contains("<img"), fork.summary)
    }

    /// install.sh installs only what dpkg says is missing, with sudo when not root.
    func testOnlyMissingPackagesAreInstalledAndTheyAreCIsPackages() throws {
        let fixture = try ActionFixture(self)
        let dpkg = fixture.tools.appendingPathComponent("dpkg-query")
        try "#!/usr/bin/env bash\ncase \"$*\" in *fonts-liberation2* | *libdeflate-dev*) exit 1 ;; esac\necho -n 'install ok installed'\n"
            .write(to: dpkg, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dpkg.path)
        let path = fixture.tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try CLI.run([scripts.appendingPathComponent("install.sh").path], in: fixture.root,
                              through: URL(fileURLWithPath: "/bin/bash"), environment: ["PATH": path, "APT_LOG": fixture.aptLog.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let sudo = getuid() == 0 ? "" : "sudo "
        let calls = try String(contentsOf: fixture.aptLog, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("apt-get") }
        XCTAssertEqual(calls, ["apt-get update -qq", "apt-get install -y -qq libdeflate-dev fonts-liberation2"], sudo + run.stdout)

        // The action's list is the part of .ci/run's that building and running iconforge needs.
        func packages(_ file: URL) throws -> Set<String> {
            let text = try String(contentsOf: file, encoding: .utf8)
            let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("packages=(") })
            return Set(line.dropFirst("packages=(".count).prefix { $0 != ")" }.split(separator: " ").map(String.init))
        }
        let action = try packages(scripts.appendingPathComponent("install.sh"))
        XCTAssertTrue(action.isSubset(of: try packages(repositoryRoot.appendingPathComponent(".ci/run"))), action.description)
        XCTAssertTrue(action.isSuperset(of: ["librsvg2-dev", "libcairo2-dev", "libpng-dev", "libdeflate-dev", "pkg-config"]))
    }

    /// build.sh builds in release as build-assets.sh does when the cache missed, and not at all when it hit.
    func testTheBuildStepBuildsInReleaseOnlyWhenTheCacheMissed() throws {
        let fixture = try ActionFixture(self)
        let built = fixture.root.appendingPathComponent("built")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.binary, to: built.appendingPathComponent("iconforge"))
        let swiftLog = fixture.root.appendingPathComponent("swift.log")
        let swift = fixture.tools.appendingPathComponent("swift")
        try """
        #!/usr/bin/env bash
        echo "swift $*" >>'\(swiftLog.path)'
        case " $* " in *" --show-bin-path "*) echo '\(built.path)' ;; esac
        """.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let bin = fixture.root.appendingPathComponent("runner-temp/iconforge-bin")
        let githubPath = fixture.root.appendingPathComponent("github-path")
        let environment = ["PATH": fixture.tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                           "ICONFORGE_BIN_DIR": bin.path, "GITHUB_ACTION_PATH": repositoryRoot.path,
                           "RUNNER_TEMP": fixture.root.appendingPathComponent("runner-temp").path, "GITHUB_PATH": githubPath.path]
        let step = [scripts.appendingPathComponent("build.sh").path]
        let missed = try CLI.run(step, in: fixture.workspace, through: URL(fileURLWithPath: "/bin/bash"), environment: environment)
        XCTAssertEqual(missed.status, 0, missed.stderr)
        let scratch = "--package-path \(repositoryRoot.path) --scratch-path \(fixture.root.path)/runner-temp/iconforge-build -c release --static-swift-stdlib"
        XCTAssertEqual(try String(contentsOf: swiftLog, encoding: .utf8),
                       "swift build \(scratch) --product iconforge\nswift build \(scratch) --show-bin-path\n")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("iconforge").path))
        XCTAssertEqual(try String(contentsOf: githubPath, encoding: .utf8), bin.path + "\n")

        try FileManager.default.removeItem(at: swiftLog)
        let hit = try CLI.run(step, in: fixture.workspace, through: URL(fileURLWithPath: "/bin/bash"), environment: environment)
        XCTAssertEqual(hit.status, 0, hit.stderr)
        XCTAssertTrue(hit.stdout.hasPrefix("iconforge: using the cached build, "), hit.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: swiftLog.path))
    }

    /// Every `run:` step of action.yml, as the bash GitHub runs it, and every script it runs.
    func testEveryRunStepAndScriptPassesShellcheck() throws {
        let folder = try makeTemporaryFolder(self)
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let action = try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any])
        let steps = try XCTUnwrap((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        let runs = steps.compactMap { $0["run"] as? String }
        XCTAssertGreaterThanOrEqual(runs.count, 6, "the action's run steps were not found")
        try assertRunStepsPassShellcheck(runs, in: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".sh") }.sorted()
        XCTAssertEqual(files, ["build.sh", "comment.sh", "install.sh", "prepare.sh", "publish.sh", "review.sh"])
        for script in files.map(scripts.appendingPathComponent) + [repositoryRoot.appendingPathComponent("Scripts/pre-commit-hook.sh")] {
            let name = script.lastPathComponent
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: script.path), name)
            let result = try ExternalTool.shellcheck.run([script.path])
            XCTAssertEqual(result.status, 0, "\(name)\n\(result.output)")
        }
    }
}
