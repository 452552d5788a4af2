import Foundation
import XCTest

/// Checks the shell of GitHub `run:` steps (a workflow's or an action's) as GitHub runs it: bash
/// with `-eo pipefail`, through shellcheck; expressions must reach the shell through `env:`, where
/// GitHub does not paste them into the script's text.
func assertRunStepsPassShellcheck(_ steps: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    for (index, step) in steps.enumerated() {
        XCTAssertFalse(step.contains("${{"), "expressions go through env:, not into the shell: \(step)", file: file, line: line)
        let script = folder.appendingPathComponent("step-\(index).sh")
        try ("#!/usr/bin/env bash\nset -eo pipefail\n" + step).write(to: script, atomically: true, encoding: .utf8)
        let result = try ExternalTool.shellcheck.run([script.path])
        XCTAssertEqual(result.status, 0, "\(step)\n\(result.output)", file: file, line: line)
    }
}
