import ArgumentParser
import Foundation
import IconForgeKit

/// Refuses, in one error line (a usage error), an `--out` or `--preview-dir` that is one of
/// the input files.
func checkOutputs(_ bundle: any OutputFormat, previews: URL?, out: String?, previewDir: String?, inputs: [String]) throws {
    do {
        try OutputPaths.checkCommand(bundle: bundle, previews: previews, shown: (out ?? bundle.root.path, previewDir),
                                     inputs: inputs)
    } catch let error as OutputPathError {
        Console.error(error.path, error.reason)
        throw ExitCode.validationFailure
    }
}

/// Opens the bundle a command writes: a previews folder inside it is a usage error; a bundle
/// that cannot be opened (its folder is a file) an error. A record set aside as unreadable is
/// said at once, whatever becomes of the assets.
func openBundle<Store>(_ open: () throws -> BundleSession<Store>) throws -> BundleSession<Store> {
    do {
        let session = try open()
        if let record = session.setAsideRecord { Console.warning(record.path, record.message) }
        return session
    } catch let error as BundleError {
        Console.error(error)
        if case .previewsInsideBundle = error { throw ExitCode.validationFailure }
        throw ExitCode.failure
    }
}
