/// The rule for an asset name a person gives (`icon --name`, a manifest's `name:`): it becomes
/// folder and file names in every bundle, so it cannot be empty, hidden (a leading dot), a
/// path (`/`, `\`), hold `:` (a path separator to macOS's Finder and Xcode) or control characters.
public enum AssetName {
    /// Why `name` cannot name an asset (after the name, "'a/b' cannot ..."), or nil when it can.
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "cannot be empty" }
        if name.hasPrefix(".") || name.contains("/") || name.contains("\\") || name.contains(":") {
            return "'\(name)' cannot start with '.' or contain '/', '\\' or ':'"
        }
        if name.unicodeScalars.contains(where: { [.control, .format].contains($0.properties.generalCategory) }) {
            return "'\(PrintableText.escaped(name))' cannot hold control characters"
        }
        return nil
    }
}
