/// Where the art goes on each canvas of one render, and what a person should know about it.
public struct FitPlan: Equatable, Sendable {
    /// One placement per target, in canvas pixels.
    public var placements: [Rect]
    /// With `--fit pixel`: why the aspect fit was used instead (nil when pixel fit held).
    public var fallback: String?
    /// With the aspect fit: that a grid icon is drawn off its grid (soft), and what pixel fit
    /// would do instead; nil when nothing is gained.
    public var softGrid: String?
}

/// Placement of grid art on whole device pixels.
public enum PixelFit {
    /// The pixel-fitted art must be at least this share of the aspect fit's width and height.
    public static let smallestShare = 0.75

    /// Pixels per grid unit at each frame: the largest whole number that fits the frame,
    /// or a reason it cannot (per frame, smallest scale first).
    static func unitPixels(grid: Rect, frame: Rect) -> (unit: Int?, problem: String?) {
        let whole = Int(min(frame.width / grid.width, frame.height / grid.height) + 1e-9)
        let aspect = Fit.aspectFit(width: grid.width, height: grid.height, into: frame)
        guard whole >= 1 else {
            return (nil, "the \(number(grid.width))x\(number(grid.height)) grid does not fit at 1 px per unit")
        }
        let share = Double(whole) * grid.width / aspect.width
        guard share >= smallestShare - 1e-9 else {
            return (nil, "at \(whole) px per unit the art would be \(number(grid.width * Double(whole))) px, only \(NumberText.percent(share)) of the \(number(aspect.width)) px frame (at least \(NumberText.percent(smallestShare)) needed)")
        }
        return (whole, nil)
    }

    /// The placement of `grid` art at `unit` pixels per unit, centred in `frame` on whole pixels.
    static func placement(grid: Rect, unit: Int, in frame: Rect) -> Rect {
        let width = grid.width * Double(unit), height = grid.height * Double(unit)
        return Rect(x: (frame.x + (frame.width - width) / 2).rounded(), y: (frame.y + (frame.height - height) / 2).rounded(),
                    width: width, height: height)
    }

    /// Where the art of a document with `size` and `grid` goes on each of `targets`.
    public static func plan(size: (width: Double, height: Double), grid: Rect?, targets: [RenderTarget]) -> FitPlan {
        let aspect = targets.map { Fit.aspectFit(width: size.width, height: size.height, into: $0.frame) }
        let wantsPixel = targets.contains { $0.fit == .pixel }
        guard let grid else {
            return FitPlan(placements: aspect, fallback: wantsPixel ? "the SVG has no whole-unit viewBox to align to" : nil)
        }
        let units = targets.map { unitPixels(grid: grid, frame: $0.frame) }
        let firstProblem = zip(targets, units).compactMap { target, unit in
            unit.problem.map { "\($0) on the \(target.width)x\(target.height) canvas" }
        }.first
        let pixel = zip(targets, units).map { target, unit in
            unit.unit.map { placement(grid: grid, unit: $0, in: target.frame) } ?? .zero
        }
        if wantsPixel {
            if let firstProblem { return FitPlan(placements: aspect, fallback: firstProblem + "; drawn with the aspect fit") }
            return FitPlan(placements: zip(targets, zip(pixel, aspect)).map { $0.fit == .pixel ? $1.0 : $1.1 })
        }
        return FitPlan(placements: aspect, softGrid: softNote(grid: grid, targets: targets, aspect: aspect,
                                                              pixel: firstProblem == nil ? pixel : nil))
    }

    /// The soft-grid note for the smallest target, when its unit is not a whole pixel count
    /// and pixel fit would hold.
    static func softNote(grid: Rect, targets: [RenderTarget], aspect: [Rect], pixel: [Rect]?) -> String? {
        guard let pixel, let index = targets.indices.min(by: { targets[$0].width < targets[$1].width }) else { return nil }
        let unit = aspect[index].width / grid.width
        guard abs(unit - unit.rounded()) > 0.01 else { return nil }
        return "one unit of the \(number(grid.width))x\(number(grid.height)) grid is \(number(unit)) px at "
            + "\(targets[index].width)x\(targets[index].height) px, so straight strokes straddle pixels; "
            + "--fit pixel draws it at \(number(pixel[index].width)) px"
    }

    static func number(_ value: Double) -> String { NumberText.decimal((value * 100).rounded() / 100) }
}

extension Rect {
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
