import Foundation

/// One canvas to draw a document on: its pixel size and the frame the art is fitted into.
public struct RenderTarget: Codable, Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var frame: Rect
    /// How the art is placed in the frame.
    public var fit: FitMode

    public init(width: Int, height: Int, frame: Rect, fit: FitMode = .aspect) {
        self.width = width
        self.height = height
        self.frame = frame
        self.fit = fit
    }

    /// A `width` x `height` canvas with the art inset by `padding` pixels on each side.
    public init(width: Int, height: Int, padding: Double, fit: FitMode = .aspect) {
        self.init(width: width, height: height,
                  frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)).insetBy(padding), fit: fit)
    }
}

/// Everything a render needs, as plain data: the pure step from SVG bytes to pixels.
/// Keeping it plain lets the same request run in-process or in a worker process.
public struct RenderRequest: Codable, Equatable, Sendable {
    /// The SVG (or SVGZ) bytes.
    public var svg: Data
    /// The canvases to draw, usually one per scale.
    public var targets: [RenderTarget]
    /// The SVG's own file, only when the user allows external files: librsvg then loads
    /// images beside or below it (its own rule). nil, the default, resolves no reference at all.
    public var baseURL: URL?
    /// What to encode or draw from the pixels once rendered; nil, the pixels alone.
    public var finishing: RenderFinishing?
    /// A vector PDF to draw as well, from the same parsed document (nil: none).
    public var pdfPage: PDFPage?
    /// A VectorDrawable to convert the SVG into as well (nil: none), where the render runs, so
    /// a converter bug costs this input alone.
    public var drawable: VectorDrawableOptions?
    /// A custom SF Symbol's template to make of the SVG as well (nil: none), where the render
    /// runs, so a crash in its SVG reading costs this input alone.
    public var symbol: SymbolOptions?
    /// The other drawing of a pair (an icon and its selected drawing), or nil: the art is
    /// fitted to the box both share, so the two line up (see `SharedFit`).
    public var fitCompanion: Data?

    public init(svg: Data, targets: [RenderTarget], baseURL: URL? = nil, finishing: RenderFinishing? = nil,
                pdfPage: PDFPage? = nil, drawable: VectorDrawableOptions? = nil, symbol: SymbolOptions? = nil,
                fitCompanion: Data? = nil) {
        self.fitCompanion = fitCompanion
        self.svg = svg
        self.targets = targets
        self.baseURL = baseURL
        self.finishing = finishing
        self.pdfPage = pdfPage
        self.drawable = drawable
        self.symbol = symbol
    }
}

/// The pixels of each target, plus what was learnt about the document.
public struct RenderResult: Codable, Equatable, Sendable {
    public var images: [RGBAImage]
    /// The document's own size in CSS pixels.
    public var documentWidth: Double
    public var documentHeight: Double
    /// Share of the drawn coverage (strokes included) that lies outside the document's
    /// canvas and is therefore cut off, 0...1.
    public var clippedFraction: Double
    /// The PDF bytes, when the request asked for a `pdfPage`.
    public var pdf: Data?
    /// The VectorDrawable or the converter's refusal, when the request asked for a `drawable`.
    public var drawable: DrawableOutcome?
    /// The symbol template or its refusal, when the request asked for a `symbol`.
    public var symbol: SymbolOutcome?
    /// Why `--fit pixel` fell back to the aspect fit, or nil (see `FitPlan`).
    public var fitFallback: String?
    /// That the aspect fit draws grid art soft, or nil (see `FitPlan`).
    public var softGrid: String?
    /// The files' bytes the request's finishing asked for, in the order of its `encodings`.
    public var encoded: [Data] = []
    /// The encoded tab-bar preview, when the finishing asked for one.
    public var preview: Data?

    public init(images: [RGBAImage], documentWidth: Double, documentHeight: Double, clippedFraction: Double,
                fitFallback: String? = nil, softGrid: String? = nil, encoded: [Data] = [], preview: Data? = nil,
                pdf: Data? = nil, drawable: DrawableOutcome? = nil, symbol: SymbolOutcome? = nil) {
        self.images = images
        self.documentWidth = documentWidth
        self.documentHeight = documentHeight
        self.clippedFraction = clippedFraction
        self.fitFallback = fitFallback
        self.softGrid = softGrid
        self.encoded = encoded
        self.preview = preview
        self.pdf = pdf
        self.drawable = drawable
        self.symbol = symbol
    }
}

/// Turns render requests into pixels.
public protocol Rasterizer: Sendable {
    func render(_ request: RenderRequest) throws -> RenderResult

    /// Renders every request, possibly several at once, and hands each result to `deliver`
    /// with the request's index as soon as it is ready. `deliver` may be called from several
    /// threads at the same time, in any order; the call returns once every result was delivered.
    func renderBatch(_ requests: [RenderRequest], deliver: @escaping @Sendable (Int, Result<RenderResult, Error>) -> Void)

    /// Gets ready for about `count` renders while the caller still reads its inputs (a pool of
    /// workers starts them, so their start-up overlaps the reading); nothing is rendered.
    func prepare(forRenders count: Int)
}

extension Rasterizer {
    /// Nothing to prepare.
    public func prepare(forRenders count: Int) {}

    /// One after the other, on the calling thread.
    public func renderBatch(_ requests: [RenderRequest], deliver: @escaping @Sendable (Int, Result<RenderResult, Error>) -> Void) {
        for (index, request) in requests.enumerated() {
            deliver(index, Result { try render(request) })
        }
    }
}

/// Renders in the calling process with librsvg and cairo.
public struct LibrsvgRasterizer: Rasterizer {
    public init() {}

    public func render(_ request: RenderRequest) throws -> RenderResult {
        let document = try SVGDocument(data: request.svg, baseURL: request.baseURL)
        let plan = try SharedFit.plan(document, companion: request.fitCompanion, targets: request.targets)
        let images = try zip(request.targets, plan.placements).map { target, placement -> RGBAImage in
            let canvas = try Canvas(width: target.width, height: target.height)
            try document.render(on: canvas, at: placement)
            return canvas.snapshot()
        }
        var result = RenderResult(images: images, documentWidth: document.size.width,
                                  documentHeight: document.size.height, clippedFraction: try document.clippedFraction(),
                                  fitFallback: plan.fallback, softGrid: plan.softGrid,
                                  pdf: try request.pdfPage.map { try PDFRenderer.render(document, svg: request.svg, on: $0) },
                                  drawable: request.drawable.map { DrawableOutcome(svg: request.svg, options: $0) },
                                  symbol: request.symbol.map { SymbolOutcome(svg: request.svg, options: $0) })
        try request.finishing?.apply(to: &result, symbol: try symbolWeights(request, result))
        return result
    }
}
