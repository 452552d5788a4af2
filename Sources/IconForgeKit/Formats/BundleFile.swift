import Foundation

/// One file a format makes of a rendered asset: where it goes and what it holds. Made
/// without reading pixels, so the same call plans paths (collision checks) and files.
public struct BundleFile: Sendable {
    public enum Content: Sendable {
        /// Part `part`'s image at `scale`, encoded as `encoding`.
        case image(part: Int, scale: Double, encoding: EncodingSpec)
        /// Bytes the format writes as they are (a state list).
        case data(Data)
        /// Part `part`'s vector file (`RenderedAsset.Part.vector`: a PDF, a VectorDrawable).
        case vector(part: Int)
    }

    /// The path relative to the bundle root (`Tabs/home.imageset/home@2x.png`, `drawable/x.xml`).
    public var path: String
    public var content: Content
    /// The catalog's description of the file (`idiom`, `scale`, `resizing`); nil outside catalogs.
    public var entry: [String: JSONValue]?

    public init(path: String, content: Content, entry: [String: JSONValue]? = nil) {
        self.path = path
        self.content = content
        self.entry = entry
    }

    /// The file's bytes, given the asset it belongs to.
    public func encoded(from asset: RenderedAsset) throws -> EncodedFile {
        switch content {
        case .data(let data): return EncodedFile(path: path, data: data, entry: entry)
        case .vector(let part):
            guard asset.parts.indices.contains(part), let vector = asset.parts[part].vector else { throw RenderError.missingVector }
            return EncodedFile(path: path, data: vector, entry: entry)
        case .image(let part, let scale, let encoding):
            let part = asset.parts[part]
            if let ready = part.encoded.first(where: { $0.scale == scale && $0.spec == encoding }) {
                return EncodedFile(path: path, data: ready.data, entry: entry)
            }
            return EncodedFile(path: path, data: try encoding.encode(asset.image(part, scale: scale)), entry: entry)
        }
    }
}

extension BundleFile {
    /// What a render worker should encode of `files` (one asset's) drawn from part `part`,
    /// `pixelScales` being the scales of the render's targets in order.
    static func encodings(of files: [BundleFile], part: Int, pixelScales: [Double]) -> [RenderFinishing.Encoding] {
        files.compactMap { file in
            // Part p's images are the targets of its own drawing's request (see `TabIconRecipe`).
            guard case .image(part, let scale, let spec) = file.content,
                  let target = pixelScales.firstIndex(of: scale) else { return nil }
            return RenderFinishing.Encoding(target: target, spec: spec)
        }
    }
}

/// A `BundleFile` with its bytes, ready to be written.
public struct EncodedFile: Sendable {
    public var path: String
    public var data: Data
    public var entry: [String: JSONValue]?
}

extension OutputFormat {
    /// What a render worker should encode for this format's files of `plan` (an asset with
    /// no pixels yet) drawn from part `part`, `pixelScales` being the scales of the render's
    /// targets in order.
    public func finishing(of plan: AssetPlan, part: Int = 0, pixelScales: [Double]) throws -> [RenderFinishing.Encoding] {
        BundleFile.encodings(of: try files(of: plan), part: part, pixelScales: pixelScales)
    }

    /// Every file of `asset` in this format, encoded.
    public func encodedFiles(of asset: RenderedAsset) throws -> [EncodedFile] {
        try files(of: asset.plan).map { try encode($0, of: asset) }
    }
}
