/// Why an output, the previews folder, the contact sheet or the Swift file cannot be where it is
/// (`OutputPaths`): after the place's role, "the png output 'out' is inside ...".
public enum OutputPlaceClash: Sendable, Equatable, CustomStringConvertible {
    /// An input (the manifest, a source, a button template), named by its role.
    case isInput(String)
    case holdsInput(String)
    /// `real`: the path both resolve to.
    case sameAs(String, isFolder: Bool, real: String)
    case inside(String)
    /// A file an asset writes in a folder that takes other files.
    case assetsFile(asset: String, in: String)

    public var description: String {
        switch self {
        case .isInput(let input): return "is \(input)"
        case .holdsInput(let input): return "would hold \(input)"
        case .sameAs(let other, let isFolder, let real): return "is the same \(isFolder ? "folder" : "file") as \(other) (\(real))"
        case .inside(let outer): return "is inside \(outer)"
        case .assetsFile(let asset, let outer): return "is \(asset)'s file in \(outer)"
        }
    }
}
