import Foundation
import Synchronization

/// Makes the review of a manifest's committed outputs: the base revision's side read from git,
/// the current side from disk, each through the outputs' records, compared file by file.
/// Reads only: the working tree, the index and the records are left as they are.
public struct ReviewMaker: Sendable {
    /// The manifest (an absolute or current-folder-relative file).
    public var manifest: URL
    /// The manifest as the person gave it or as it was found, for messages.
    public var shown: String
    /// The revision to compare with (`HEAD` by default).
    public var base: String
    /// Draws symbols whose bytes differ, in worker processes like every render of an SVG.
    public var rasterizer: any Rasterizer

    /// The canvas a symbol's template is drawn on to compare it: a third of Apple's 3300x2200.
    static let symbolCanvas = RenderTarget(width: 1100, height: 733, padding: 0)
    /// The square a VectorDrawable or an ImageVector is drawn in to compare it: 96 px, 4x a 24 dp icon.
    static let drawableCanvas = 96

    public init(manifest: URL, shown: String, base: String = "HEAD", rasterizer: any Rasterizer) {
        self.manifest = manifest
        self.shown = shown
        self.base = base
        self.rasterizer = rasterizer
    }

    /// The review. Throws `ReviewError` (no checkout, unknown revision, outputs never
    /// committed), `ManifestError` for the current manifest, `BundleError` for a record that
    /// cannot be read.
    public func make() throws -> Review {
        let repository = try GitRepository(containing: manifest.standardizedFileURL.deletingLastPathComponent())
        let commit = try repository.commit(base)
        let parsed = try ManifestParser.load(manifest)
        let now = try ReviewSide.current(parsed)
        let then = try ReviewSide.base(repository, commit: commit, revision: base, manifest: manifest, shown: shown, now: now)
            ?? ReviewSide()
        let plans = ReviewPlans(parsed, outputs: now.outputs)
        var outputs = then.outputs
        outputs.merge(now.outputs) { _, current in current }
        let ids = Set(now.assets.keys).union(then.assets.keys).sorted()
        let merged = outputs
        // Decoding and comparing the PNGs whose bytes differ is most of the work: on every core.
        var assets = [ReviewAsset](concurrentlyMapping: ids.count, chunk: 16) { index in
            self.asset(ids[index], before: then.assets[ids[index]], after: now.assets[ids[index]], outputs: merged, plans: plans)
        }
        drawVectors(&assets)
        for index in assets.indices where assets[index].status != .added && assets[index].status != .removed {
            assets[index].status = assets[index].files.contains { $0.status.isVisible } ? .changed : .unchanged
        }
        ReviewRenames.mark(&assets)
        return Review(base: base, baseCommit: commit, manifest: shown, assets: assets)
    }

    /// One asset's files compared (symbols, VectorDrawables and ImageVectors that differ left for `drawVectors`).
    private func asset(_ id: String, before: [ReviewSide.FileKey: Data?]?, after: [ReviewSide.FileKey: Data?]?,
                       outputs: [String: BuildOutput], plans: ReviewPlans) -> ReviewAsset {
        let keys = Set((before ?? [:]).keys).union((after ?? [:]).keys).sorted()
        let files = keys.map { key -> ReviewFile in
            let output = outputs[key.root]
            let old = before?[key] ?? nil, new = after?[key] ?? nil
            let picture = ReviewPicture.of(path: key.path)
            var file = ReviewFile(path: output.map { $0.displayPath(key.path) } ?? key.path,
                                  output: output.map(Self.reviewOutput) ?? ReviewOutput(path: key.root, format: "?"),
                                  pathInOutput: key.path, status: .unchanged, picture: picture,
                                  scale: plans.images[key]?.scale, part: plans.images[key]?.part, before: old, after: new)
            switch (old, new) {
            case (nil, nil): file.status = .unchanged
            case (nil, _): file.status = .added
            case (_, nil): file.status = .removed
            case (let old?, let new?):
                if let figures = ReviewComparison.compare(old, new, as: picture) {
                    (file.status, file.changedPixels, file.maxAlphaDelta, file.note) =
                        (figures.status, figures.changedPixels, figures.maxAlphaDelta, figures.note)
                } else {
                    file.status = .changed  // drawn and settled by `drawVectors`
                }
            }
            return file
        }
        let status: ReviewStatus = before == nil ? .added : after == nil ? .removed : .changed
        return ReviewAsset(name: id, kind: ReviewAsset.kind(ofID: id), status: status, files: files, plan: plans.plans[id])
    }

    /// Draws both sides of every symbol, VectorDrawable and ImageVector whose content differs, in
    /// the render workers, and settles it. A VectorDrawable or ImageVector that cannot be turned
    /// into SVG is compared by its content, and says why.
    private func drawVectors(_ assets: inout [ReviewAsset]) {
        var pending: [(asset: Int, file: Int)] = [], requests: [RenderRequest] = []
        for (a, asset) in assets.enumerated() {
            for (f, file) in asset.files.enumerated() where (file.picture == .symbol || file.picture.isAndroidVector) && file.status == .changed {
                guard let before = file.before, let after = file.after, before != after else { continue }
                let canvas = file.picture == .symbol ? Self.symbolCanvas
                    : RenderTarget(width: Self.drawableCanvas, height: Self.drawableCanvas, padding: 0)
                do {
                    let svgs = try [before, after].map { try ReviewComparison.svg(of: $0, as: file.picture, pixels: canvas.width) }
                    requests += svgs.map { RenderRequest(svg: $0, targets: [canvas]) }
                    pending.append((a, f))
                } catch {
                    let text = file.picture == .imageVector ? "its Kotlin" : "its XML"
                    assets[a].files[f].note = "compared by content (\(text)), as it cannot be drawn: \(error.plainReason)"
                }
            }
        }
        guard !pending.isEmpty else { return }
        let drawn = Mutex([Int: Result<RGBAImage, Error>]())
        rasterizer.renderBatch(requests) { index, result in
            let image = result.flatMap { rendered in
                Result { guard let first = rendered.images.first else { throw RenderError.invalidSVG("nothing was drawn") }; return first }
            }
            drawn.withLock { $0[index] = image }
        }
        let images = drawn.withLock { $0 }
        for (n, index) in pending.enumerated() {
            let old = images[2 * n] ?? .failure(RenderError.invalidSVG("not drawn")),
                new = images[2 * n + 1] ?? .failure(RenderError.invalidSVG("not drawn"))
            var file = assets[index.asset].files[index.file]
            let figures = ReviewComparison.drawn(old, new, as: file.picture)
            (file.status, file.changedPixels, file.maxAlphaDelta, file.note) =
                (figures.status, figures.changedPixels, figures.maxAlphaDelta, figures.note)
            if figures.status == .changed {
                file.drawnBefore = try? old.get()
                file.drawnAfter = try? new.get()
            }
            assets[index.asset].files[index.file] = file
        }
    }

    static func reviewOutput(_ output: BuildOutput) -> ReviewOutput {
        ReviewOutput(path: output.path, format: output.format.type.key.rawValue, form: output.format.form?.kind.rawValue)
    }
}
