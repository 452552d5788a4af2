/// An output path a command may not write to: one line naming the path and why.
public enum OutputPathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `option` (`--out`, `--preview-dir`) given as `path` is the input `input`, as the user gave it.
    case isInput(path: String, option: String, input: String)
    /// The folder would hold the input, in a bundle whose folders are replaced whole.
    case holdsInput(path: String, option: String, input: String)
    /// codegen's `--output` lies inside a catalog it reads.
    case insideCatalog(path: String, catalog: String)

    public var path: String {
        switch self {
        case .isInput(let path, _, _), .holdsInput(let path, _, _), .insideCatalog(let path, _): return path
        }
    }

    public var reason: String {
        switch self {
        case .isInput(_, let option, let input): return "\(option) is the input '\(input)'"
        case .holdsInput(_, let option, let input): return "\(option) would hold the input '\(input)'"
        case .insideCatalog(_, let catalog): return "--output is inside the catalog '\(catalog)' it reads"
        }
    }

    public var description: String { "\(path): \(reason)" }
}
