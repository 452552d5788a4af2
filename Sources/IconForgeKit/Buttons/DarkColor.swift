import Foundation

/// The base colour of a button's dark appearance (`--dark-color`): given, or derived.
public enum DarkColor: Equatable, Sendable {
    case color(RGBA)
    /// Derived from the light design's base colour so the button stands out from a dark
    /// background as much as the light one stands out from a white one (`derived(from:)`).
    case auto

    /// The dark base colour for the light base `light`.
    public func resolved(for light: RGBA) -> RGBA {
        switch self {
        case .color(let color): return color
        case .auto: return Self.derived(from: light)
        }
    }

    /// The colour, mixed from `light` towards black or white, whose WCAG contrast with black
    /// equals `light`'s contrast with white: a light, soft button stays soft on black, a
    /// strong one stays strong.
    public static func derived(from light: RGBA) -> RGBA {
        let contrast = light.contrastRatio(with: .white)
        let target = min(1, max(0, 0.05 * contrast - 0.05))
        let towards: RGBA = target < light.relativeLuminance ? .black : .white
        // Luminance is monotonic in the mixing amount: halve the interval to the target.
        var low = 0.0, high = 1.0
        for _ in 0 ..< 24 {
            let middle = (low + high) / 2
            let luminance = light.mixed(with: towards, amount: middle).relativeLuminance
            if (luminance > target) == (towards == .black) { low = middle } else { high = middle }
        }
        return light.mixed(with: towards, amount: (low + high) / 2)
    }
}
