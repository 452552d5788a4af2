/// The iconforge version, recorded in generated files' metadata and state.
public enum IconForgeVersion {
    public static let string = "0.1.0"
}
