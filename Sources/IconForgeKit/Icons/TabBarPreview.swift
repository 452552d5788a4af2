/// The negative preview simulation: the icon as tab bars show it.
public struct TabBarPreview {
    public let title: String
    public let renders: [Int: RGBAImage]

    public init(title: String, renders: [Int: RGBAImage]) {
        self.title = title
        self.renders = renders
    }

    public func render() throws -> RGBAImage {
        let icon = renders[1]!
        let canvas = try Canvas(width: icon.width * 8, height: icon.height * 8)
        return canvas.snapshot()
    }
}
