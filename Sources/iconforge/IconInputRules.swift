import ArgumentParser
import IconForgeKit

/// How `-` (one SVG on stdin) and `--name` go together on `iconforge icon`.
enum IconInputRules {
    static func validate(inputs: [String], name: String?) throws {
        let stdin = inputs.filter { $0 == IconInput.standardInputArgument }.count
        if stdin > 1 { throw ValidationError("-: stdin holds one SVG; give - once") }
        if stdin == 1 && name == nil { throw ValidationError("--name is required with - (the SVG on stdin has no file name)") }
        if stdin == 0 && name != nil { throw ValidationError("--name names the SVG read from stdin; give it only with -") }
    }
}
