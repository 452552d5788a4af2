import Foundation

/// The pure work that follows a render, done where the pixels are (a render worker), so the
/// process that writes the files only receives bytes: the PNG encodes the bundle formats
/// planned, and the tab-bar preview. Same pixels and finishing, same bytes, in any process.
public struct RenderFinishing: Codable, Equatable, Sendable {
    /// One file's image: the request's target `target` encoded as `spec`.
    public struct Encoding: Codable, Equatable, Sendable {
        public var target: Int
        public var spec: EncodingSpec

        public init(target: Int, spec: EncodingSpec) {
            self.target = target
            self.spec = spec
        }
    }

    /// The tab-bar preview of an icon: its title and the request's target drawn at each
    /// iPhone density (1 must be present).
    public struct Preview: Codable, Equatable, Sendable {
        public var title: String
        public var targets: [Int: Int]
        /// Whose bars the preview shows.
        public var platform: PreviewPlatform
        /// The custom symbol the icon is written as, when the preview shows it (its weights,
        /// Regular in the bars), whether or not this request makes the template.
        public var symbol: SymbolOptions?
        /// The selected drawing's SVG, whose symbol (`<name>.fill`) the preview shows selected.
        public var selectedSymbol: Data?

        public init(title: String, targets: [Int: Int], platform: PreviewPlatform = .ios, symbol: SymbolOptions? = nil,
                    selectedSymbol: Data? = nil) {
            self.title = title
            self.targets = targets
            self.platform = platform
            self.symbol = symbol
            self.selectedSymbol = selectedSymbol
        }
    }

    /// Encoded in this order into `RenderResult.encoded`; duplicates are dropped by `add`.
    public private(set) var encodings: [Encoding] = []
    public var preview: Preview?
    /// The targets whose pixels travel back with the bytes; nil, all of them. The others come
    /// back as empty (0x0) images: their files are encoded already, and a 3x render is 32 KB
    /// to copy through a pipe for nothing.
    public var returnedPixels: Set<Int>?

    public init(encodings: [Encoding] = [], preview: Preview? = nil) {
        encodings.forEach { add($0) }
        self.preview = preview
    }

    /// Adds `encoding` unless it is already planned (two formats writing the same image).
    public mutating func add(_ encoding: Encoding) {
        if !encodings.contains(encoding) { encodings.append(encoding) }
    }

    var isEmpty: Bool { encodings.isEmpty && preview == nil }

    /// Runs the finishing on `images` (the request's targets, in order) into `result`.
    /// `symbol`: a custom symbol drawn: the preview shows Regular in the bars and the three
    /// weights side by side. A preview of a symbol pair that could not be drawn as one is left
    /// to the process that has both drawings.
    func apply(to result: inout RenderResult, symbol: SymbolPreviewRenders? = nil) throws {
        let images = result.images
        func image(_ target: Int) throws -> RGBAImage {
            guard images.indices.contains(target) else {
                throw RenderError.missingTarget(target)
            }
            return images[target]
        }
        PhaseTrace.mark("rendered")
        result.encoded = try encodings.map { try $0.spec.encode(image($0.target)) }
        PhaseTrace.mark("files-encoded")
        if let preview {
            if let symbol {
                let regular = try preview.targets.mapValues { target in
                    guard symbol.regular.indices.contains(target) else { throw RenderError.missingTarget(target) }
                    return symbol.regular[target]
                }
                result.preview = try TabBarPreview(title: preview.title, renders: regular, weights: symbol.weights,
                                                    selected: symbol.selected?.alphaPlane, platform: preview.platform).png()
            } else if preview.selectedSymbol == nil {
                let renders = try preview.targets.mapValues(image)
                result.preview = try TabBarPreview(title: preview.title, renders: renders, platform: preview.platform).png()
            }
        }
        if let returnedPixels {
            result.images = images.indices.map { returnedPixels.contains($0) ? images[$0] : RGBAImage(width: 0, height: 0) }
        }
    }
}
