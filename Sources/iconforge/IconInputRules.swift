import ArgumentParser
import IconForgeKit

/// How `-` (one SVG on stdin) and `--name` go together on `iconforge icon` and `lint`.
enum IconInputRules {
    /// `name` is `icon`'s `--name`; `lint` has none (nil, and `namesStandardInput` false).
    static func validate(inputs: [String], name: String?, namesStandardInput: Bool = true) throws {
        let stdin = inputs.filter { $0 == IconInput.standardInputArgument }.count
        if stdin > 1 { throw ValidationError("-: stdin holds one SVG; give - once") }
        guard namesStandardInput else { return }
        if stdin == 1 && name == nil { throw ValidationError("--name is required with - (the SVG on stdin has no file name)") }
        if stdin == 0 && name != nil { throw ValidationError("--name names the SVG read from stdin; give it only with -") }
    }
}
