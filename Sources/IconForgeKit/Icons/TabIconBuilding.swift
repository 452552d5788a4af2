import Foundation

/// What the iOS (`IconBuilder`) and Android (`AndroidIconBuilder`) tab-icon builders share:
/// one render request per source and one outcome per finished render, with the same rules
/// around them. A batch renders in parallel and answers in input order; two sources may not
/// become the same asset; a render with too few images fails its icon; `strict` turns every
/// warning into the icon's one error line; the preview is written first and taken back if
/// the bundle write fails.
protocol TabIconBuilding {
    var rasterizer: Rasterizer { get }
    var writesPreview: Bool { get }
    var strict: Bool { get }
    var allowsExternalFiles: Bool { get }

    func request(for source: IconSource) -> RenderRequest
    /// The checks on a complete render.
    func lint(_ source: IconSource, _ result: RenderResult) -> [IconWarning]
    func finish(_ source: IconSource, _ rendered: Result<RenderResult, Error>) -> IconOutcome
    /// The name `source` is written under; two sources of one batch may not share it, ignoring
    /// case (as macOS file systems do).
    func assetName(for source: IconSource) -> String
}

extension TabIconBuilding {
    /// The request drawing `source` on `targets`. Its own file is the base for references only
    /// when external files are allowed; otherwise nothing external is loaded.
    func request(for source: IconSource, targets: [RenderTarget]) -> RenderRequest {
        RenderRequest(svg: source.data, targets: targets, baseURL: allowsExternalFiles ? source.fileURL : nil)
    }

    /// The checks on `image`, the 1x (mdpi) render; none without it (`finish` fails such a render first).
    func lint(_ source: IconSource, _ result: RenderResult, image: RGBAImage?) -> [IconWarning] {
        guard let image else { return [] }
        return IconLint.check(image: image, clippedFraction: result.clippedFraction,
                              refersOutside: ExternalReferences.mentioned(in: source.data)) + IconLint.fitWarnings(result)
    }

    /// The tab-bar preview of `renders` (1x required) as PNG bytes, or nil when none is written.
    func preview(_ name: String, renders: [Int: RGBAImage]) throws -> Data? {
        guard writesPreview else { return nil }
        return try PNGEncoder.encode(try TabBarPreview(title: name, renders: renders).render())
    }

    /// The outcome of one icon: the render is checked (one image per target), linted, failed
    /// under `strict` when it has warnings, and otherwise handed to `write`, which returns the
    /// files written. Any error becomes the icon's one error line.
    func outcome(_ source: IconSource, _ rendered: Result<RenderResult, Error>,
                 write: (RenderResult) throws -> [URL]) -> IconOutcome {
        var outcome = IconOutcome(source: source.displayName, name: source.name)
        do {
            let result = try rendered.get()
            let expected = request(for: source).targets.count
            guard result.images.count == expected else {
                throw RenderError.renderFailed("expected \(expected) images, got \(result.images.count)")
            }
            outcome.warnings = lint(source, result)
            if strict, !outcome.warnings.isEmpty {
                // Every warning, on the one error line the icon gets.
                outcome.error = outcome.warnings.map(\.description).joined(separator: "; ") + " (--strict)"
                return outcome
            }
            outcome.files = try write(result)
        } catch {
            outcome.error = String(describing: error)
        }
        return outcome
    }

    /// Builds every source; one failure never stops the others. A source whose asset name an
    /// earlier source already took fails rather than silently replace that icon. The others
    /// render in parallel when the rasterizer can, each written as soon as its pixels arrive
    /// (no two share a name, so the order renders finish in changes nothing); outcomes come
    /// back in input order.
    func buildBatch(_ sources: [IconSource]) -> [IconOutcome] {
        var outcomes = [IconOutcome?](repeating: nil, count: sources.count)
        var taken: [String: String] = [:]
        var accepted: [Int] = []
        for (index, source) in sources.enumerated() {
            let name = assetName(for: source)
            if let earlier = taken[name.lowercased()] {
                outcomes[index] = IconOutcome(source: source.displayName, name: source.name).failed(
                    earlier == source.displayName ? "given more than once"
                        : "another input (\(earlier)) also becomes '\(name)'; rename one of them")
            } else {
                taken[name.lowercased()] = source.displayName
                accepted.append(index)
            }
        }
        let lock = NSLock()
        rasterizer.renderBatch(accepted.map { request(for: sources[$0]) }) { position, result in
            let index = accepted[position]
            let outcome = finish(sources[index], result)
            lock.withLock { outcomes[index] = outcome }
        }
        // A rasterizer that skips a delivery breaks its contract; that icon fails, nothing crashes.
        return zip(sources, outcomes).map { source, outcome in
            outcome ?? IconOutcome(source: source.displayName, name: source.name).failed("the renderer delivered no result")
        }
    }
}
