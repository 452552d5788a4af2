import Foundation
import XCTest
import Yams

/// Runs a composite action's steps (action.yml) on this machine as GitHub's runner does: each
/// `run:` step through `bash --noprofile --norc -eo pipefail` in the workspace, its `env:` and
/// `with:` expressions evaluated against the inputs, the event payload and earlier steps' outputs,
/// and GitHub's files between steps (GITHUB_OUTPUT per step, GITHUB_ENV, GITHUB_PATH,
/// GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH). A `uses:` step is handed to `uses`, which stands in for
/// that action and returns its outputs. The first failing step ends the run, as nothing here
/// runs under `always()`.
struct ActionRunner {
    /// The action's folder (GITHUB_ACTION_PATH), holding action.yml.
    var actionPath: URL
    var workspace: URL
    /// Where the runner's files go (RUNNER_TEMP, the summary, the event), made fresh per run.
    var runnerFolder: URL
    /// Inputs given with `with:`; the rest take action.yml's defaults.
    var inputs: [String: String] = [:]
    /// The webhook payload (`github.event`).
    var event: [String: Any] = [:]
    var repository = "owner/app"
    var sha = ""
    var token = "ghs_test_token"
    /// Variables over this process's own for every step (PATH, stand-ins' files).
    var environment: [String: String] = [:]
    /// Stands in for `uses: name@ref` given its evaluated `with:`; returns the step's outputs.
    var uses: (_ action: String, _ with: [String: String]) throws -> [String: String] = { action, _ in
        throw ActionExpression.Unsupported(description: "no stand-in for \(action)")
    }

    struct Result {
        /// 0, or the exit status of the step that failed.
        var status: Int32
        var failedStep: String?
        /// Every step's stdout and stderr, in order.
        var log: String
        /// Each step's outputs by its id.
        var outputs: [String: [String: String]]
        /// GITHUB_STEP_SUMMARY after the run.
        var summary: String
    }

    func run() throws -> Result {
        let text = try String(contentsOf: actionPath.appendingPathComponent("action.yml"), encoding: .utf8)
        let action = try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any])
        let declared = action["inputs"] as? [String: [String: Any]] ?? [:]
        let runs = try XCTUnwrap(action["runs"] as? [String: Any])
        XCTAssertEqual(runs["using"] as? String, "composite")
        let steps = try XCTUnwrap(runs["steps"] as? [[String: Any]])

        let fm = FileManager.default
        try fm.createDirectory(at: runnerFolder.appendingPathComponent("temp"), withIntermediateDirectories: true)
        let files = ["output", "env", "path", "summary"].reduce(into: [String: URL]()) { $0[$1] = runnerFolder.appendingPathComponent($1) }
        for url in files.values where !fm.fileExists(atPath: url.path) { XCTAssertTrue(fm.createFile(atPath: url.path, contents: nil)) }
        let eventFile = runnerFolder.appendingPathComponent("event.json")
        try JSONSerialization.data(withJSONObject: event).write(to: eventFile)

        var outputs: [String: [String: String]] = [:]
        var exported: [String: String] = [:]
        let github: [String: String] = ["repository": repository, "sha": sha, "token": token,
                                        "action_path": actionPath.path, "workspace": workspace.path]
        let runner = ["temp": runnerFolder.appendingPathComponent("temp").path, "os": "Linux"]
        // Inputs' defaults may be expressions themselves (`${{ github.token }}`), so they resolve lazily.
        var expression: ActionExpression!
        let event = self.event, inputs = self.inputs
        expression = ActionExpression { path in
            switch path.first {
            case "inputs":
                guard path.count == 2 else { return nil }
                if let given = inputs[path[1]] { return given }
                guard let value = declared[path[1]]?["default"] else { return nil }
                return try? expression.substitute("\(value)")
            case "github":
                if path.count > 2, path[1] == "event" { return Self.value(at: Array(path.dropFirst(2)), in: event) }
                return path.count == 2 ? github[path[1]] : nil
            case "steps":
                guard path.count == 4, path[2] == "outputs" else { return nil }
                return outputs[path[1]]?[path[3]]
            case "runner":
                return path.count == 2 ? runner[path[1]] : nil
            case "env":
                return path.count == 2 ? exported[path[1]] : nil
            default:
                return nil
            }
        }

        var log = ""
        for (index, step) in steps.enumerated() {
            let name = step["name"] as? String ?? "step \(index + 1)"
            if let condition = step["if"] as? String {
                guard ActionExpression.truthy(try expression.evaluate(condition)) else { continue }
            }
            let id = step["id"] as? String ?? "__\(index)"
            if let uses = step["uses"] as? String {
                var with: [String: String] = [:]
                for (key, value) in step["with"] as? [String: Any] ?? [:] { with[key] = try expression.substitute("\(value)") }
                outputs[id] = try self.uses(uses, with)
                log += "== \(name) (\(uses))\n"
                continue
            }
            let script = try XCTUnwrap(step["run"] as? String, "\(name): neither run nor uses")
            XCTAssertEqual(step["shell"] as? String, "bash", "\(name): a composite run step names its shell")
            var env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            env.merge(exported) { $1 }
            env.merge(["GITHUB_ACTIONS": "true", "CI": "true", "GITHUB_ACTION_PATH": actionPath.path,
                       "GITHUB_WORKSPACE": workspace.path, "GITHUB_REPOSITORY": repository, "GITHUB_SHA": sha,
                       "GITHUB_EVENT_PATH": eventFile.path, "GITHUB_OUTPUT": files["output"]!.path,
                       "GITHUB_ENV": files["env"]!.path, "GITHUB_PATH": files["path"]!.path,
                       "GITHUB_STEP_SUMMARY": files["summary"]!.path, "RUNNER_TEMP": runner["temp"]!]) { $1 }
            for (key, value) in step["env"] as? [String: Any] ?? [:] { env[key] = try expression.substitute("\(value)") }
            let added = try String(contentsOf: files["path"]!, encoding: .utf8).split(separator: "\n").reversed()
            env["PATH"] = (added.map(String.init) + [env["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")

            let file = runnerFolder.appendingPathComponent("step-\(index).sh")
            try script.write(to: file, atomically: true, encoding: .utf8)
            try Data().write(to: files["output"]!)
            let result = try CLI.run(["--noprofile", "--norc", "-eo", "pipefail", file.path], in: workspace,
                                     through: URL(fileURLWithPath: "/bin/bash"), environment: env)
            log += "== \(name)\n" + result.stdout + result.stderr
            outputs[id] = try Self.keyValues(files["output"]!)
            exported.merge(try Self.keyValues(files["env"]!)) { $1 }
            try Data().write(to: files["env"]!)
            if result.status != 0 {
                return Result(status: result.status, failedStep: name, log: log, outputs: outputs,
                              summary: try String(contentsOf: files["summary"]!, encoding: .utf8))
            }
        }
        return Result(status: 0, failedStep: nil, log: log, outputs: outputs,
                      summary: try String(contentsOf: files["summary"]!, encoding: .utf8))
    }

    /// `name=value` lines and `name<<DELIMITER` blocks, as GitHub reads GITHUB_OUTPUT and GITHUB_ENV.
    static func keyValues(_ file: URL) throws -> [String: String] {
        var values: [String: String] = [:]
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            if let heredoc = line.range(of: "<<") {
                let delimiter = String(line[heredoc.upperBound...])
                var value: [String] = []
                while let next = lines.popFirst(), next != delimiter { value.append(next) }
                values[String(line[..<heredoc.lowerBound])] = value.joined(separator: "\n")
            } else if let equals = line.firstIndex(of: "=") {
                values[String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
        }
        return values
    }

    /// The payload's value at `path`, as an expression sees it: numbers and booleans as text.
    static func value(at path: [String], in object: Any) -> String? {
        var current: Any? = object
        for key in path { current = (current as? [String: Any])?[key] }
        switch current {
        case let string as String: return string
        case let number as NSNumber: return number.stringValue
        default: return nil
        }
    }
}
