import Foundation

/// Why `iconforge diff` cannot review: one line each, the CLI words them with the file or
/// revision they name.
public enum ReviewError: Error, Equatable, Sendable {
    /// The manifest's folder is in no git checkout (or git is not installed).
    case notAGitCheckout(folder: String, reason: String)
    /// `--base` names no commit.
    case unknownRevision(String)
    /// The manifest exists at the base but none of its outputs was committed there.
    case outputsNeverCommitted(manifest: String, revision: String)
    /// The manifest as committed at the base cannot be read.
    case baseManifestInvalid(manifest: String, revision: String, reason: String)
    /// The review folder lies inside (or is) an output bundle or the previews folder, which only
    /// the build's writes may fill.
    case folderInsideOutput(folder: String, output: String)
    /// git failed while reading the base (a damaged object, a killed process).
    case gitFailed(command: String, reason: String)
    /// The review folder or one of its files could not be written.
    case cannotWrite(path: String, reason: String)

    /// The file or revision the line is about.
    public var subject: String {
        switch self {
        case .notAGitCheckout(let folder, _): folder
        case .unknownRevision(let revision): revision
        case .outputsNeverCommitted(let manifest, _): manifest
        case .folderInsideOutput(let folder, _): folder
        case .baseManifestInvalid(let manifest, let revision, _): "\(manifest) at \(revision)"
        case .gitFailed(let command, _): command
        case .cannotWrite(let path, _): path
        }
    }

    /// The reason, after the subject.
    public var reason: String {
        switch self {
        case .notAGitCheckout(_, let reason): "not in a git checkout (\(reason)); iconforge diff compares with a commit"
        case .unknownRevision: "no such revision in this repository; give --base a commit, branch or tag that exists here"
        case .outputsNeverCommitted(_, let revision):
            "its outputs were never committed at \(revision), so there is nothing to compare with; run `iconforge build` "
                + "and commit the outputs, then review against that commit"
        case .folderInsideOutput(_, let output):
            "is inside \(output), which iconforge writes and prunes; give --out a folder outside the outputs and the previews"
        case .baseManifestInvalid(_, _, let reason): "\(reason) (the manifest as committed there)"
        case .gitFailed(_, let reason): "git failed: \(reason)"
        case .cannotWrite(_, let reason): "cannot be written: \(reason)"
        }
    }
}
