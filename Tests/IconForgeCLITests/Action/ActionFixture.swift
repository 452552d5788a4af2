import Foundation
import XCTest

/// A pull request as the action meets it: an app repository (`origin`, a bare repository) whose
/// manifest's outputs are built and committed at the base, then changed and committed at the head
/// (buy recoloured, settings removed, search added), a shallow clone of the head as actions/checkout
/// makes it, and the stand-ins for what the runner provides: `gh` (which records its calls and
/// keeps the pull request's comments in a JSON file, answering `--jq` with jq), `apt-get` and
/// `sudo` (which record and install nothing), actions/cache (which restores the binary under
/// test) and actions/upload-artifact (which keeps a copy of what it was given).
struct ActionFixture {
    let root: URL
    let origin: URL
    let workspace: URL
    let tools: URL
    let base: String
    let head: String
    let number = 7

    var ghLog: URL { root.appendingPathComponent("gh.log") }
    var comments: URL { root.appendingPathComponent("comments.json") }
    var aptLog: URL { root.appendingPathComponent("apt.log") }
    var artifacts: URL { root.appendingPathComponent("artifacts") }

    static let manifest = "outputs:\n  - png: Assets/PNG\nicons:\n  - template: [docs, home, settings]\nbuttons:\n  - name: buy\n    colour: red\n"
    static let changed = "outputs:\n  - png: Assets/PNG\nicons:\n  - template: [docs, home, search]\nbuttons:\n  - name: buy\n    colour: blue\n"

    init(_ testCase: XCTestCase) throws {
        // The stand-in gh answers `--jq` with jq, as the real one does with its own.
        _ = try ExternalTool(name: "jq").require()
        root = try makeTemporaryFolder(testCase)
        origin = root.appendingPathComponent("origin.git")
        workspace = root.appendingPathComponent("workspace")
        tools = root.appendingPathComponent("tools")
        let author = root.appendingPathComponent("author")
        try FileManager.default.createDirectory(at: author, withIntermediateDirectories: true)
        try Self.git(["init", "-q", "--bare", origin.path], in: root)
        try Self.git(["init", "-q", "-b", "main"], in: author)
        try Data(Self.manifest.utf8).write(to: author.appendingPathComponent("iconforge.yml"))
        base = try Self.commitBuild(in: author, message: "Icons")
        try Self.git(["push", "-q", origin.path, "main"], in: author)
        try Self.git(["checkout", "-q", "-b", "recolour"], in: author)
        try Data(Self.changed.utf8).write(to: author.appendingPathComponent("iconforge.yml"))
        head = try Self.commitBuild(in: author, message: "Blue buy button, search for settings")
        try Self.git(["push", "-q", origin.path, "recolour"], in: author)
        // actions/checkout: one commit deep, so the action has to fetch the base itself.
        try Self.git(["clone", "-q", "--depth=1", "--branch", "recolour", "file://" + origin.path, workspace.path], in: root)
        try writeStandIns()
        try Data(#"[{"id": 11, "body": "Looks good"}, {"id": 12, "body": "> <!-- iconforge-review -->\n> quoting the bot"}]"#.utf8)
            .write(to: comments)
    }

    /// Builds the manifest in `folder` and commits everything; the commit's sha.
    static func commitBuild(in folder: URL, message: String) throws -> String {
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-q", "-m", message], in: folder)
        return try git(["rev-parse", "HEAD"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let run = try CLI.run(arguments, in: folder, through: URL(fileURLWithPath: "/usr/bin/git"),
                              environment: ["GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@example.com",
                                            "GIT_COMMITTER_NAME": "A", "GIT_COMMITTER_EMAIL": "a@example.com"])
        XCTAssertEqual(run.status, 0, "git \(arguments.joined(separator: " ")): \(run.stderr)")
        return run.stdout
    }

    func writeStandIns() throws {
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let gh = #"""
        #!/usr/bin/env bash
        # Stand-in gh: `gh api` on a pull request's comments, kept in $GH_COMMENTS.
        set -euo pipefail
        [[ $1 == api ]] || { echo "gh stand-in: only api" >&2; exit 2; }
        shift
        [[ -n ${GH_TOKEN:-} ]] || { echo "gh stand-in: no GH_TOKEN" >&2; exit 4; }
        method='' endpoint='' filter='' body=''
        while (($#)); do
            case $1 in
                -X | --method) method=$2; shift 2 ;;
                -q | --jq) filter=$2; shift 2 ;;
                --paginate) shift ;;
                # The file's text to its last newline, as gh sends it.
                -F | --field) [[ $2 == body=@* ]] || exit 5; body=$(cat "${2#body=@}"; echo .); body=${body%.}; shift 2 ;;
                -*) echo "gh stand-in: unknown flag $1" >&2; exit 2 ;;
                *) endpoint=$1; shift ;;
            esac
        done
        [[ -n $method ]] || { [[ -n $body ]] && method=POST || method=GET; }
        echo "$method $endpoint" >>"$GH_LOG"
        state=$(cat "$GH_COMMENTS")
        case "$method $endpoint" in
            "GET repos/$GITHUB_REPOSITORY/issues/"*/comments)
                if [[ -n $filter ]]; then jq -r "$filter" <<<"$state"; else echo "$state"; fi ;;
            "POST repos/$GITHUB_REPOSITORY/issues/"*/comments)
                jq --arg body "$body" '. + [{id: (100 + length), body: $body}]' <<<"$state" >"$GH_COMMENTS" ;;
            "PATCH repos/$GITHUB_REPOSITORY/issues/comments/"*)
                jq --arg body "$body" --argjson id "${endpoint##*/}" 'map(if .id == $id then .body = $body else . end)' \
                    <<<"$state" >"$GH_COMMENTS" ;;
            *) echo "gh stand-in: no such call: $method $endpoint" >&2; exit 3 ;;
        esac
        """#
        let record = "#!/usr/bin/env bash\necho \"$(basename \"$0\") $*\" >>\"$APT_LOG\"\n"
        let sudo = "#!/usr/bin/env bash\necho \"sudo $*\" >>\"$APT_LOG\"\n\"$@\"\n"
        for (name, text) in [("gh", gh), ("apt-get", record), ("sudo", sudo)] {
            let file = tools.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
    }

    /// The pull_request event's payload; `fork` names another head repository.
    func pullRequest(head: String? = nil, fork: String? = nil) -> [String: Any] {
        ["number": number,
         "pull_request": ["number": number,
                          "base": ["sha": base, "ref": "main", "repo": ["full_name": "owner/app"]],
                          "head": ["sha": head ?? self.head, "ref": "recolour", "repo": ["full_name": fork ?? "owner/app"]]]]
    }

    /// The action at this repository's root, run on the workspace for `event` with `inputs`.
    func runner(_ inputs: [String: String] = [:], event: [String: Any]? = nil) throws -> ActionRunner {
        var runner = ActionRunner(actionPath: repositoryRoot, workspace: workspace,
                                  runnerFolder: root.appendingPathComponent("runner-\(UUID().uuidString.prefix(6))"))
        runner.inputs = inputs
        runner.event = event ?? pullRequest()
        runner.sha = head
        runner.environment = ["PATH": tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                              "GH_LOG": ghLog.path, "GH_COMMENTS": comments.path, "APT_LOG": aptLog.path]
        let artifacts = self.artifacts
        runner.uses = { action, with in
            switch action {
            case "actions/cache@v4":
                // A hit: the binary under test, where the build step looks for it.
                XCTAssertTrue(with["key"]?.hasPrefix("iconforge-bin-Linux-") ?? false, with.description)
                let folder = URL(fileURLWithPath: try XCTUnwrap(with["path"]))
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: folder.appendingPathComponent("iconforge"))
                try FileManager.default.copyItem(at: CLI.binary, to: folder.appendingPathComponent("iconforge"))
                return ["cache-hit": "true"]
            case "actions/upload-artifact@v4":
                let copy = artifacts.appendingPathComponent(try XCTUnwrap(with["name"]))
                try? FileManager.default.removeItem(at: copy)
                try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: URL(fileURLWithPath: try XCTUnwrap(with["path"])), to: copy)
                return ["artifact-id": "42", "artifact-url": "https://github.com/owner/app/actions/runs/1/artifacts/42"]
            default:
                throw ActionExpression.Unsupported(description: "no stand-in for \(action)")
            }
        }
        return runner
    }

    /// The pull request's comments as the stand-in gh keeps them.
    func storedComments() throws -> [(id: Int, body: String)] {
        let list = try JSONSerialization.jsonObject(with: Data(contentsOf: comments)) as? [[String: Any]] ?? []
        return list.map { (($0["id"] as? NSNumber)?.intValue ?? -1, $0["body"] as? String ?? "") }
    }

    func ghCalls() throws -> [String] {
        guard FileManager.default.fileExists(atPath: ghLog.path) else { return [] }
        return try String(contentsOf: ghLog, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
