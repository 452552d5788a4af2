/// Whose tab bars the previews and contact sheets show: an iPhone's, or an Android phone's
/// Material 3 navigation bar when every output is an Android one.
public enum PreviewPlatform: String, Codable, Sendable, CaseIterable {
    case ios, android

    /// The unit of the 1x size: points on iOS, density-independent pixels on Android.
    var unit: String { self == .android ? "dp" : "pt" }

    /// The name of a density shown in a preview: "@2x" on iOS, "xhdpi" on Android.
    func densityName(_ scale: Int) -> String {
        guard self == .android else { return "@\(scale)x" }
        return [1: "mdpi", 2: "xhdpi", 3: "xxhdpi", 4: "xxxhdpi"][scale] ?? "@\(scale)x"
    }
}
