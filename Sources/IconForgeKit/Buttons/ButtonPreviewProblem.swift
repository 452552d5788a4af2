/// Why a button's preview cannot be drawn (`ButtonOptions.previewProblem`). The frame is the
/// table-button cell the states are stretched into, in points; the command line names the
/// option at fault and what to do, the manifest its line.
public enum ButtonPreviewProblem: Equatable, Sendable, CustomStringConvertible {
    /// The button image itself is larger than any preview frame: no frame can hold it.
    case imageTooLarge(width: Double, height: Double)
    /// The frame is outside the sizes a preview is drawn at.
    case frameOutOfRange(width: Double, height: Double)
    /// The frame is smaller than the button image, which a frame must hold unsquashed.
    case frameTooSmall(width: Double, height: Double, imageWidth: Double, imageHeight: Double)

    /// The largest preview frame, in points.
    public static let maximumFrame = (width: 2048.0, height: 512.0)

    /// `2048x512`: a size in points as messages write it.
    public static func size(_ width: Double, _ height: Double) -> String {
        "\(NumberText.decimal(width))x\(NumberText.decimal(height))"
    }

    /// The largest frame, as messages say it.
    public static var largest: String { size(maximumFrame.width, maximumFrame.height) }

    public var description: String {
        switch self {
        case .imageTooLarge(let width, let height):
            return "the \(Self.size(width, height))-point button image is larger than a preview can show "
                + "(\(Self.largest) points at most)"
        case .frameOutOfRange(let width, let height):
            return "preview size must be between 1x1 and \(Self.largest) points, not \(Self.size(width, height))"
        case .frameTooSmall(let width, let height, let imageWidth, let imageHeight):
            return "preview size \(Self.size(width, height)) cannot hold the button image: "
                + "at least \(Self.size(imageWidth, imageHeight)) points"
        }
    }
}
