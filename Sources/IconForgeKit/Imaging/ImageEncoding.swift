import Foundation

/// How one rendered image becomes the bytes of one file. A small value, so the encoding can
/// be decided where the bundle layout is known and run wherever the pixels are: render
/// workers run `encode` and send back the bytes (see `RenderFinishing`).
public enum EncodingSpec: Equatable, Codable, Sendable {
    /// The image's alpha as a grey+alpha PNG (template icons, Android masks).
    case alphaPlane
    /// The image's alpha in one colour as an RGBA PNG (Android selected/unselected icons).
    case tinted(RGBA)
    /// The image as an RGBA PNG carrying `texts` (a button's cap insets).
    case rgba(texts: [PNGEncoder.TextChunk])
    /// The image inside an Android 9-patch frame marking `regions`.
    case ninePatch(NinePatch.Regions)
    /// The image flipped left to right, then encoded as the inner spec (Android's
    /// `drawable-ldrtl-*` copies of an icon that mirrors).
    indirect case mirrored(EncodingSpec)
}

extension EncodingSpec {
    /// The PNG bytes of `image` encoded as described. Pure: same image and spec, same bytes.
    public func encode(_ image: RGBAImage) throws -> Data {
        switch self {
        case .alphaPlane: return try PNGEncoder.encode(image.alphaPlane)
        case .tinted(let colour): return try PNGEncoder.encode(image.alphaPlane.tinted(colour))
        case .rgba(let texts): return try PNGEncoder.encode(image, texts: texts)
        case .ninePatch(let regions): return try PNGEncoder.encode(NinePatch.framed(image, regions: regions))
        case .mirrored(let spec): return try spec.encode(image.mirrored)
        }
    }
}
