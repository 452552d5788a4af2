/// The rule for an asset name a person gives (`icon --name`, a manifest's `name:`): it becomes
/// folder and file names in every bundle, so it cannot be empty, hidden (a leading dot), a
/// path (`/`, `\`), hold `:` (a path separator to macOS's Finder and Xcode) or control characters.
public enum AssetName {
    /// Why `name` cannot name an asset, or nil when it can.
    public static func problem(_ name: String) -> AssetNameProblem? {
        if name.isEmpty { return .empty }
        if name.hasPrefix(".") || name.contains("/") || name.contains("\\") || name.contains(":") { return .pathLike(name) }
        if name.unicodeScalars.contains(where: { [.control, .format].contains($0.properties.generalCategory) }) {
            return .controlCharacters(name)
        }
        return nil
    }
}

/// Why a name cannot name an asset; `description` follows the name's setting ("--name cannot be empty").
public enum AssetNameProblem: Sendable, Equatable, CustomStringConvertible {
    case empty
    case pathLike(String)
    case controlCharacters(String)

    public var description: String {
        switch self {
        case .empty: return "cannot be empty"
        case .pathLike(let name): return "'\(name)' cannot start with '.' or contain '/', '\\' or ':'"
        case .controlCharacters(let name): return "'\(PrintableText.escaped(name))' cannot hold control characters"
        }
    }
}
