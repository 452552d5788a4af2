extension ButtonOptions {
    /// The frame the preview stretches each state to on `platform`, in points (dp on Android):
    /// the one given; else on Android Material's (`MaterialButtonStrip.defaultFrame`, 328x40 dp,
    /// grown to hold the image) rather than UIKit's table button.
    public func previewFrame(for platform: PreviewPlatform) -> (width: Double, height: Double) {
        guard platform == .android, !previewFrameIsGiven else { return (previewWidth, previewHeight) }
        let image = geometry.pointSize, material = MaterialButtonStrip.defaultFrame
        return (max(material.width, image.width), max(material.height, image.height))
    }
}
