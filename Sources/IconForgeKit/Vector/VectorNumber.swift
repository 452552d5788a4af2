import Foundation

/// Numbers as the drawable writes them outside path data.
enum VectorNumber {
    /// `value` rounded to `places` decimals, without trailing zeros or a negative zero.
    static func text(_ value: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }
}
