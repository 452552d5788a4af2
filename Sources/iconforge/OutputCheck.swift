import ArgumentParser
import IconForgeKit

/// Refuses, in one error line, an `--out` or `--preview-dir` that is one of the input files.
func refuseOutputsOverInputs(out: String, format: BundleFormat, previewDir: String?, inputs: [String]) throws {
    do {
        try OutputPaths.checkCommand(outputs: [("--out", out, format)] + (previewDir.map { [("--preview-dir", $0, nil)] } ?? []),
                                     inputs: inputs)
    } catch let error as OutputPathError {
        Console.error(error.path, error.reason)
        throw ExitCode.failure
    }
}
