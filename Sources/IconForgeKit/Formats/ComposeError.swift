/// What a `compose` output cannot hold, in one line naming the asset.
public enum ComposeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A button: a stretchable image, which an ImageVector cannot stretch by cap insets.
    case button(String)
    /// No `package` setting: the files cannot declare one.
    case noPackage

    public var description: String {
        switch self {
        case .button:
            return "compose outputs hold tab icons as ImageVector code, not buttons (stretchable images); "
                + "write buttons with --format android, or give the output 'assets: icons'"
        case .noPackage:
            return "compose outputs need a package, the Kotlin package their files declare: "
                + "--set package=com.example.icons, or package: com.example.icons on the manifest output"
        }
    }
}
