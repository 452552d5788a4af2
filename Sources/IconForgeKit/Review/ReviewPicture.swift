import Foundation

/// How a file is compared between the two sides, by what it holds: a PNG by its decoded
/// pixels, a symbol's SVG, a VectorDrawable and a Compose ImageVector (`.kt`) as librsvg draws
/// them, anything iconforge has no reader for (a PDF, a `Contents.json`) by its content.
public enum ReviewPicture: String, Sendable {
    /// A PNG (an image, a 9-patch): compared by its decoded RGBA pixels.
    case png
    /// A custom symbol's SVG template: drawn by librsvg on its own canvas and compared by pixels.
    case symbol
    /// A PDF imageset's PDF: compared by its bytes (iconforge has no PDF reader).
    case pdf
    /// An Android VectorDrawable: turned back into SVG (`VectorDrawableSVG`) and drawn by librsvg
    /// at `ReviewMaker.drawableCanvas`; by its XML text when it cannot be turned into SVG.
    case vectorDrawable
    /// A Compose `ImageVector` (`.kt`): read back into SVG (`ImageVectorSVG`) and drawn as a
    /// VectorDrawable is; by its Kotlin text when it cannot be read (not the compose output's).
    case imageVector
    /// Any other file (`Contents.json`, a state list): compared by its content.
    case content

    /// The kind of `path`, by its name.
    public static func of(path: String) -> ReviewPicture {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") { return .png }
        if lower.hasSuffix(".svg"), lower.contains(".symbolset/") { return .symbol }
        if lower.hasSuffix(".pdf") { return .pdf }
        if lower.hasSuffix(".xml"), lower.contains("drawable") { return .vectorDrawable }
        if lower.hasSuffix(".kt") { return .imageVector }
        return .content
    }

    /// Whether files of this kind are compared as drawn (pixels), rather than by content.
    public var isDrawn: Bool { self == .png || self == .symbol || isAndroidVector }

    /// A VectorDrawable or an ImageVector: turned into SVG and drawn at `ReviewMaker.drawableCanvas`.
    var isAndroidVector: Bool { self == .vectorDrawable || self == .imageVector }
}
