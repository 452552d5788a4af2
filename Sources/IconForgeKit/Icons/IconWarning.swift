/// Something about an icon (or button template) that will probably look wrong in an app.
public struct IconWarning: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        case opaqueBackground = "opaque background"
        case colourDiscarded = "colour discarded"
        case clipped = "clipped"
        case empty = "empty"
        case faint = "faint"
        /// Grid art drawn off its grid by the aspect fit (`lint` only).
        case soft = "soft"
        /// `--fit pixel` could not align the art and used the aspect fit.
        case pixelFit = "pixel fit"
        /// A VectorDrawable could not express the SVG, so PNGs were written (`--vector-fallback png`).
        case vectorFallback = "no vector"
        /// Android Lint's check of the same name: a VectorDrawable's `pathData` of 800 characters
        /// or more, which iconforge could not split (`VectorDrawableLint`).
        case vectorPath = "VectorPath"
        /// Android Lint's check of the same name: a VectorDrawable larger than 200 dp.
        case vectorRaster = "VectorRaster"
        /// The custom symbol draws something differently from the SVG (a gradient as solid ink).
        case symbol = "symbol"
        /// An icon's selected drawing covers another box than the icon: it jumps when selected.
        case selectedShift = "selected drawing shifts"
        /// `--selected-suffix`: a drawing named as a selected drawing whose icon is itself one,
        /// left an icon of its own (`SelectedPairing`).
        case notPaired = "not paired"
        /// `lint` only: the name reads as directional, and the icon may need `--mirror`.
        case directional = "directional"
        /// Button templates: the corners reach into the stretchable centre.
        case capsTooSmall = "caps too small"
        /// Button templates: the body lets the background through.
        case translucent = "translucent"
    }

    public let kind: Kind
    /// The measurement behind the warning, for a person.
    public let detail: String

    public var description: String { "\(kind.rawValue): \(detail)" }
}
