import Foundation

/// One file of an asset in one output, on both sides: what `review.json` lists under an asset,
/// with the bytes of each side for the review page to draw.
public struct ReviewFile: Sendable {
    /// The file as `build` names it: the manifest's output path joined with its path in the
    /// output (`Assets/Icons.xcassets/house.imageset/house@2x.png`), relative to the manifest.
    public var path: String
    /// The output it belongs to.
    public var output: ReviewOutput
    /// The path inside the output (`house.imageset/house@2x.png`).
    public var pathInOutput: String
    public var status: ReviewStatus
    /// How the two sides were compared.
    public var picture: ReviewPicture
    /// Pixels whose RGBA differs (every pixel of the larger side when the sizes differ); 0 for
    /// a file compared by content, or added or removed.
    public var changedPixels: Int
    /// The largest change of one pixel's alpha, 0...255.
    public var maxAlphaDelta: Int
    /// What a reviewer should know beyond the figures: a side that is no PNG, a file compared
    /// by content. Nil when there is nothing to add.
    public var note: String?
    /// The pixel scale the current plan writes it at (2 for `@2x`, 1.5 for `drawable-hdpi`), and
    /// the plan part it draws (`ReviewAsset.plan?.parts[part]`: a button state, a selected
    /// drawing, a dark appearance); nil when the asset is no longer planned or the file is no image.
    public var scale: Double?
    public var part: Int?
    /// The bytes at the base revision, and now; nil on the side the file is absent from.
    public var before: Data?
    public var after: Data?

    public init(path: String, output: ReviewOutput, pathInOutput: String, status: ReviewStatus, picture: ReviewPicture,
                changedPixels: Int = 0, maxAlphaDelta: Int = 0, note: String? = nil, scale: Double? = nil, part: Int? = nil,
                before: Data? = nil, after: Data? = nil) {
        self.path = path
        self.output = output
        self.pathInOutput = pathInOutput
        self.status = status
        self.picture = picture
        self.changedPixels = changedPixels
        self.maxAlphaDelta = maxAlphaDelta
        self.note = note
        self.scale = scale
        self.part = part
        self.before = before
        self.after = after
    }

    /// A symbol's sides as librsvg drew them (in a render worker) for the comparison; kept
    /// for a changed symbol only, as drawing one again needs the worker pool.
    public var drawnBefore: RGBAImage?
    public var drawnAfter: RGBAImage?

    /// The base side as drawn (a PNG decoded, a changed symbol as drawn); nil when absent,
    /// not a picture, or unreadable (junk bytes, a truncated PNG).
    public func beforeImage() -> RGBAImage? { drawnBefore ?? before.flatMap { ReviewDrawing.decodedPNG($0, as: picture) } }
    /// The current side as drawn; nil as for `beforeImage()`.
    public func afterImage() -> RGBAImage? { drawnAfter ?? after.flatMap { ReviewDrawing.decodedPNG($0, as: picture) } }
}

/// One output (bundle) of the manifest, as the review names it.
public struct ReviewOutput: Hashable, Sendable {
    /// The path the manifest gives it (`Assets/Icons.xcassets`).
    public var path: String
    /// Its format's key as the manifest names it (`xcassets`, `png`, `android`, `compose`).
    public var format: String
    /// Its form, when one is selected: `vector` (PDF imagesets, VectorDrawables) or `symbol`.
    public var form: String?

    public init(path: String, format: String, form: String? = nil) {
        self.path = path
        self.format = format
        self.form = form
    }
}
