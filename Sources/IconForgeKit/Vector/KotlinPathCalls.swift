import Foundation

/// Writes a path as the calls of Compose's `PathBuilder` (`moveTo(12f, 2f)`, `curveToRelative(...)`,
/// `close()`), one a line, from the same rounded points as the VectorDrawable's `pathData`
/// (`PathGrid`): each segment becomes the call with the shortest numbers of those that draw it
/// exactly, absolute or relative, as a reflective or horizontal/vertical shorthand where the
/// rounded points allow it.
/// The points drawn are the drawable's, so both outputs draw the same outline.
struct KotlinPathCalls {
    let decimals: Int

    /// The builder's function for each path data letter (its `…Relative` form for lower case).
    static let functions: [Character: String] = [
        "M": "moveTo", "L": "lineTo", "H": "horizontalLineTo", "V": "verticalLineTo", "C": "curveTo",
        "S": "reflectiveCurveTo", "Q": "quadTo", "T": "reflectiveQuadTo", "A": "arcTo", "Z": "close",
    ]

    /// One call per segment of `segments` (absolute, as `PathParser` gives them).
    func calls(_ segments: [PathSegment]) -> [String] {
        let largest = segments.lazy.map(\.largestNumber).max() ?? 0
        let grid = PathGrid(decimals: decimals, largest: largest)
        var state = PathGrid.State()
        return segments.map { segment in
            // The fewest characters of numbers, as in path data (the function's name is no cost:
            // `…Relative` would never win); the first of equals, absolute before relative.
            Self.call(grid.commands(segment, &state).min { $0.length(after: nil) < $1.length(after: nil) }!)
        }
    }

    /// `command` as a builder call: numbers as Float literals, an arc's two flags as Booleans.
    static func call(_ command: PathCommand) -> String {
        let upper = Character(command.letter.uppercased())
        let name = functions[upper]! + (command.letter == upper || upper == "Z" ? "" : "Relative")
        let arguments = command.numbers.enumerated().map { position, number -> String in
            if upper == "A" && (position == 3 || position == 4) { return number == "1" ? "true" : "false" }
            return number + "f"
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }
}
