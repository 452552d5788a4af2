/// Which platform's bars a preview shows follows the outputs (a format knows whether it is
/// Android's); the preview drawing itself, in Rendering, knows no format.
extension PreviewPlatform {
    /// Android when `formats` are all Android (`android`, `android-vector`, `compose`); iOS otherwise,
    /// including a mix: an app shipped to both is most often designed on the iPhone first.
    public init(formats: [BundleFormat]) {
        let android = !formats.isEmpty && formats.allSatisfy { $0.rawValue.hasPrefix("android") || $0 == .compose }
        self = android ? .android : .ios
    }
}
