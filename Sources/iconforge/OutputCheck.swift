import ArgumentParser
import Foundation
import IconForgeKit

/// Refuses, in one error line (a usage error), a previews folder inside the bundle, or an
/// `--out` or `--preview-dir` that is one of the input files.
func checkOutputs(_ bundle: any OutputFormat, previews: URL?, out: String?, previewDir: String?, inputs: [String]) throws {
    do {
        try OutputPaths.checkCommand(bundle: bundle, previews: previews, shown: (out ?? bundle.root.path, previewDir),
                                     inputs: inputs)
    } catch let error as OutputPathError {
        Console.error(error.path, error.reason)
        throw ExitCode.validationFailure
    }
}
