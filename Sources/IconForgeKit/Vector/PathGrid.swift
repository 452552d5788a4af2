import Foundation

/// Points rounded once onto a grid of 10^-decimals, as whole numbers of grid steps, and the
/// ways each segment can be written from the rounded current point (`PathDataWriter`).
struct PathGrid {
    struct Spot: Equatable {
        var x: Int64
        var y: Int64

        static func - (a: Spot, b: Spot) -> Spot { Spot(x: a.x - b.x, y: a.y - b.y) }

        /// `control` reflected about this point, as S and T reflect the previous control point.
        func reflecting(_ control: Spot) -> Spot { Spot(x: 2 * x - control.x, y: 2 * y - control.y) }
    }

    /// What the commands before left: the rounded current point, the subpath's start, and the
    /// control points S and T would reflect (nil after anything but a cubic, or a quadratic).
    struct State {
        var current = Spot(x: 0, y: 0)
        var start = Spot(x: 0, y: 0)
        var cubicControl: Spot?
        var quadControl: Spot?
    }

    let decimals: Int
    private let scale: Double

    /// `decimals` places, fewer where a coordinate as large as `largest` would have more grid steps
    /// than a Double counts exactly. `GeometryLimits` bounds the art on the canvas, not in a
    /// group's own units: under a group that shrinks them (a viewBox starting at 4e126), they
    /// can pass 1e15, and the grid's step then grows past one unit, keeping a Double's precision.
    init(decimals: Int, largest: Double = 0) {
        var exponent = decimals
        while exponent > -308, !(largest * pow(10, Double(exponent)) < 1e15) { exponent -= 1 }
        self.decimals = max(exponent, 0)
        scale = pow(10, Double(exponent))
    }

    func spot(_ point: Point) -> Spot { Spot(x: steps(point.x), y: steps(point.y)) }

    /// `value` in whole grid steps: within ±1e15 for every value up to `largest`; anything else
    /// (not finite) is held at ±2^60, so no value can trap, and differences of two still fit.
    func steps(_ value: Double) -> Int64 {
        let scaled = (value * scale).rounded()
        if let steps = Int64(exactly: scaled), steps.magnitude <= 1 << 60 { return steps }
        return scaled < 0 ? -(1 << 60) : scaled > 0 ? 1 << 60 : 0
    }

    /// `steps` grid steps as the shortest decimal: `-1.25`, `0.5`, `3` (a leading zero is kept).
    func text(_ steps: Int64) -> String { PathData.number(Double(steps) / scale, decimals) }

    func text(_ spot: Spot) -> [String] { [text(spot.x), text(spot.y)] }

    /// Every way to write `segment` after `state`, which it then advances.
    func commands(_ segment: PathSegment, _ state: inout State) -> [PathCommand] {
        let current = state.current
        func pair(_ letter: Character, _ points: [Spot]) -> [PathCommand] {
            [PathCommand(letter: letter, numbers: points.flatMap(text)),
             PathCommand(letter: Character(letter.lowercased()), numbers: points.flatMap { text($0 - current) })]
        }
        var options: [PathCommand]
        var cubicControl: Spot?, quadControl: Spot?
        switch segment {
        case .move(let p):
            let end = spot(p)
            options = pair("M", [end])
            state.current = end
            state.start = end
        case .line(let p):
            let end = spot(p)
            options = pair("L", [end])
            if end.y == current.y {
                options += [PathCommand(letter: "H", numbers: [text(end.x)]), PathCommand(letter: "h", numbers: [text(end.x - current.x)])]
            }
            if end.x == current.x {
                options += [PathCommand(letter: "V", numbers: [text(end.y)]), PathCommand(letter: "v", numbers: [text(end.y - current.y)])]
            }
            state.current = end
        case .cubic(let a, let b, let p):
            let first = spot(a), second = spot(b), end = spot(p)
            options = pair("C", [first, second, end])
            // S reflects the previous cubic's second control point, or takes the current point.
            if first == state.cubicControl.map(current.reflecting) ?? current { options += pair("S", [second, end]) }
            cubicControl = second
            state.current = end
        case .quad(let a, let p):
            let control = spot(a), end = spot(p)
            options = pair("Q", [control, end])
            if control == state.quadControl.map(current.reflecting) ?? current { options += pair("T", [end]) }
            quadControl = control
            state.current = end
        case .arc(let rx, let ry, let rotation, let large, let sweep, let p):
            let end = spot(p), radii = [steps(rx), steps(ry)]
            // A circle's arc is the same whatever its axis is turned by.
            let turn = radii[0] == radii[1] ? "0" : VectorNumber.text(rotation, places: 4)
            let head = radii.map(text) + [turn, large ? "1" : "0", sweep ? "1" : "0"]
            options = [PathCommand(letter: "A", numbers: head + text(end)),
                       PathCommand(letter: "a", numbers: head + text(end - current))]
            state.current = end
        case .close:
            options = [PathCommand(letter: "Z", numbers: [])]
            state.current = state.start
        }
        state.cubicControl = cubicControl
        state.quadControl = quadControl
        return options
    }
}
