import ArgumentParser
import IconForgeKit

/// How `-` (one SVG on stdin) and `--name` go together on `iconforge icon` and `lint`.
enum IconInputRules {
    /// `name` is `icon`'s `--name`, which names its one icon; `lint` has none (nil, and
    /// `namesStandardInput` false).
    static func validate(inputs: [String], name: String?, namesStandardInput: Bool = true) throws {
        let stdin = inputs.filter { $0 == IconInput.standardInputArgument }.count
        if stdin > 1 { throw ValidationError("-: stdin holds one SVG; give - once") }
        guard namesStandardInput else { return }
        if stdin == 1 && name == nil { throw ValidationError("--name is required with - (the SVG on stdin has no file name)") }
        guard let name else { return }
        if let problem = AssetName.problem(name) { throw ValidationError("--name \(problem)") }
        // A folder stands for its SVGs: one holding several is several inputs (its links that reach no file are none).
        let count = inputs.count == 1 ? IconInput.expand(inputs, undecodable: RawArguments.undecodable).count { !$0.isLeftOut } : inputs.count
        if count > 1 {
            throw ValidationError("--name is for one input, not \(count); give each icon its own 'name:' in a manifest "
                                  + "(iconforge.yml, see `iconforge init`), or run icon once per input")
        }
    }
}
