import Foundation

/// The fit of one drawing of a pair (an icon and its selected drawing): both are placed by
/// the box they share, so switching between them never moves or rescales the art. Drawings
/// of one size and grid (an icon set's pairs) fit exactly as each alone would.
enum SharedFit {
    /// Where `document` goes on each of `targets` when `companion` (the pair's other SVG) is
    /// drawn with it; without a companion, `document`'s own fit.
    static func plan(_ document: SVGDocument, companion: Data?, targets: [RenderTarget]) throws -> FitPlan {
        let own = document.size
        guard let companion else { return PixelFit.plan(size: own, grid: document.grid, targets: targets) }
        // Read for its size only: no base location, nothing external.
        let other = try SVGDocument(data: companion)
        if other.size == own, other.grid == document.grid {
            return PixelFit.plan(size: own, grid: document.grid, targets: targets)
        }
        // Both documents' origins are the top left: the shared box holds the larger of each side.
        let box = (width: max(own.width, other.size.width), height: max(own.height, other.size.height))
        var plan = PixelFit.plan(size: box, grid: nil, targets: targets)
        plan.placements = plan.placements.map {
            Rect(x: $0.x, y: $0.y, width: $0.width * own.width / box.width, height: $0.height * own.height / box.height)
        }
        if targets.contains(where: { $0.fit == .pixel }) {
            plan.fallback = "the selected drawing is \(PixelFit.number(other.size.width))x\(PixelFit.number(other.size.height)), "
                + "this one \(PixelFit.number(own.width))x\(PixelFit.number(own.height)); both are drawn with the aspect fit of the box they share"
        }
        return plan
    }
}
