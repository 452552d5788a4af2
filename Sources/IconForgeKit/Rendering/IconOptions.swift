/// How tab-bar icons are sized and checked.
public struct IconOptions: Equatable, Sendable, Codable {
    /// Canvas width in points (30 for the classic tab bar).
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Pixel densities to write, e.g. `[1, 2, 3]`.
    public var scales: [Int]
    /// Inset of the art from every edge, in points.
    public var padding: Double
    /// How the art is placed on the canvas (`pixel` aligns grid icons to whole pixels).
    public var fit: FitMode
    /// The icon points along the reading direction (an arrow, reply, send): right-to-left
    /// languages show it mirrored (`--mirror`).
    public var mirrors = false

    public init(width: Double = 30, height: Double = 30, scales: [Int] = [1, 2, 3], padding: Double = 0,
                fit: FitMode = .aspect) {
        self.width = width
        self.height = height
        self.scales = scales
        self.padding = padding
        self.fit = fit
    }

    /// The canvas for one scale: pixel size rounded to whole pixels, art inset by the padding.
    public func target(scale: Int) -> RenderTarget {
        RenderTarget(width: Int((width * Double(scale)).rounded()),
                     height: Int((height * Double(scale)).rounded()),
                     padding: padding * Double(scale), fit: fit)
    }

    /// Why these options cannot be used, or nil when they can.
    public var problem: IconOptionProblem? {
        if !(width >= 1 && width <= 1024 && height >= 1 && height <= 1024) { return .sizeOutOfRange }
        if let problem = ScaleListProblem.check(scales) { return .scales(problem) }
        // NaN compares false with everything and would slip past the range check below.
        if !padding.isFinite { return .paddingNotFinite }
        if padding < 0 || padding * 2 >= min(width, height) {
            return .paddingOutOfRange(padding: padding, shorterSide: min(width, height))
        }
        return nil
    }
}
