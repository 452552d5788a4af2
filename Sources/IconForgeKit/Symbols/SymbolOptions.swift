import Foundation

/// How an SVG becomes a custom symbol: its placement in Apple's template and the stroke
/// widths of the weights Xcode interpolates between.
public struct SymbolOptions: Equatable, Sendable, Codable {
    /// The name in the template's notes ("Generated from ...").
    public var name: String
    /// The art box, as insets from the SVG's canvas (viewBox) in its user units: its height
    /// spans Capline-S to Baseline-S and its sides are every weight's margins. nil: the
    /// whole canvas spans capline to baseline and the margins follow each weight's ink, with
    /// optical padding.
    public var symbolInsets: SymbolInsets?
    /// Ultralight-S and Black-S strokes as multiples of the drawn stroke width (Regular-S).
    public var ultralightStrokeScale: Double
    public var blackStrokeScale: Double
    /// Designer-drawn Ultralight and Black (`--ultralight`, `--black`): SVGs used as drawn for
    /// those weights, instead of the icon's strokes at the scales above; each must interpolate
    /// with Regular (the icon), path for path and point for point.
    public var ultralightDrawing: Data?
    public var blackDrawing: Data?

    public init(name: String = "symbol", symbolInsets: SymbolInsets? = nil, ultralightStrokeScale: Double = 0.3,
                blackStrokeScale: Double = 2.2) {
        self.name = name
        self.symbolInsets = symbolInsets
        self.ultralightStrokeScale = ultralightStrokeScale
        self.blackStrokeScale = blackStrokeScale
    }

    /// Why these options cannot be used, or nil when they can.
    public var problem: String? {
        guard ultralightStrokeScale.isFinite, blackStrokeScale.isFinite, ultralightStrokeScale > 0,
              ultralightStrokeScale < 1, blackStrokeScale > 1, blackStrokeScale <= 10 else {
            return "symbol stroke scales must be between 0 and 1 (Ultralight) and between 1 and 10 (Black)"
        }
        if let insets = symbolInsets {
            let all = [insets.top, insets.left, insets.bottom, insets.right]
            guard all.allSatisfy({ $0.isFinite && abs($0) <= 1e6 }) else { return "symbol insets must be finite numbers" }
        }
        return nil
    }
}

/// Insets from the SVG's canvas, in its user units (like CSS margins: top, left, bottom, right).
public struct SymbolInsets: Equatable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
