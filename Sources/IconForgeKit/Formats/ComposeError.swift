/// What a `compose` output cannot hold, in one line naming the asset.
public enum ComposeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A button: a stretchable image, which an ImageVector cannot stretch by cap insets.
    case button(String)
    /// No `package` setting: the files cannot declare one.
    case noPackage
    /// The icon's file would be the receiver object's (`TabIcons.kt`, either in another case).
    case receiverFile(String)

    public var description: String {
        switch self {
        case .button:
            return "compose outputs hold tab icons as ImageVector code, not buttons (stretchable images); "
                + "write buttons with --format android, or give the output 'assets: icons'"
        case .receiverFile(let file):
            return "its Kotlin file would be \(file), the receiver object's own file; give the icon another name, "
                + "or the output another receiver (--set receiver=NAME, receiver: on the output)"
        case .noPackage:
            return "compose outputs need a package, the Kotlin package their files declare: "
                + "--set package=com.example.icons, or package: com.example.icons on the manifest output"
        }
    }
}
