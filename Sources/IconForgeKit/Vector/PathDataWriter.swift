import Foundation

/// Writes a path as the shortest `pathData` that draws it at `decimals` places: every point is
/// rounded once, on a grid of 10^-decimals, and each command is written absolute or relative,
/// as a shorthand (H, V, S, T) where the rounded points allow it, whichever makes the whole
/// string shortest; a command repeating the one before leaves its letter out, and a number
/// starting with a minus sign needs no separator.
///
/// Relative numbers are differences of rounded points, so they are exact on the grid and the
/// parsed point is the rounded point, however long the path: rounding errors never accumulate.
///
/// What older Android parsers read differently is never written (see docs/vectors.md): numbers
/// keep their leading zero (`0.5`, not `.5`, which Android Lint's `InvalidVectorPath` reports as
/// an error below API 23 and which API 21 and 22 cannot read after another fraction, `1.5.5`),
/// and a moveto is never followed by implicit linetos (API 21 and 22 read them as movetos).
struct PathDataWriter {
    let decimals: Int

    /// The path data of `segments` (absolute, as `PathParser` gives them).
    func write(_ segments: [PathSegment]) -> String {
        let largest = segments.lazy.map(\.largestNumber).max() ?? 0
        let grid = PathGrid(decimals: decimals, largest: largest)
        var state = PathGrid.State()
        let choices = segments.map { segment in grid.commands(segment, &state) }
        let picked = Self.shortest(choices.map { $0.map { [$0] } })
        return Self.render(zip(choices, picked).map { options, index in options[index] })
    }

    /// The index of the option written for each step: the cheapest sequence, found by dynamic
    /// programming over the letter written last (which decides whether the next command's
    /// letter, and a separator, can be left out). An option is one command for each of several
    /// paths written with the same letters (a symbol's weights), all of one letter, and costs
    /// their lengths together.
    static func shortest(_ choices: [[[PathCommand]]]) -> [Int] {
        guard !choices.isEmpty else { return [] }
        func length(_ option: [PathCommand], after previous: Character?) -> Int {
            option.reduce(0) { $0 + $1.length(after: previous) }
        }
        var cost = choices[0].map { length($0, after: nil) }
        var from: [[Int]] = [Array(repeating: 0, count: choices[0].count)]
        for step in choices.indices.dropFirst() {
            var next: [Int] = [], back: [Int] = []
            for option in choices[step] {
                var best = Int.max, bestIndex = 0
                for (index, previous) in choices[step - 1].enumerated() {
                    let total = cost[index] + length(option, after: previous.first?.letter)
                    if total < best { (best, bestIndex) = (total, index) }
                }
                next.append(best)
                back.append(bestIndex)
            }
            cost = next
            from.append(back)
        }
        var index = cost.indices.min { cost[$0] < cost[$1] } ?? 0
        var picked = [Int](repeating: 0, count: choices.count)
        for step in choices.indices.reversed() {
            picked[step] = index
            index = from[step][index]
        }
        return picked
    }

    /// `commands` as path data: a letter repeating the one before left out, no separator
    /// before a minus sign.
    static func render(_ commands: [PathCommand]) -> String {
        var out = ""
        var last: Character?
        for command in commands {
            let repeats = command.repeats(after: last)
            if !repeats { out.append(command.letter) }
            for (position, number) in command.numbers.enumerated() {
                if (position > 0 || repeats) && !number.hasPrefix("-") { out += " " }
                out += number
            }
            last = command.letter
        }
        return out
    }
}

/// One way to write a segment: its letter and its numbers as text.
struct PathCommand: Equatable {
    var letter: Character
    var numbers: [String]

    /// Whether the command may leave its letter out after `previous`: the same letter again,
    /// except a moveto (whose repeated pairs older Android parsers read as movetos) and a close.
    func repeats(after previous: Character?) -> Bool {
        previous == letter && !"MmZz".contains(letter)
    }

    /// Characters the command takes after a command lettered `previous`.
    func length(after previous: Character?) -> Int {
        let repeats = repeats(after: previous)
        var total = repeats ? 0 : 1
        for (position, number) in numbers.enumerated() {
            total += number.count
            if (position > 0 || repeats) && !number.hasPrefix("-") { total += 1 }
        }
        return total
    }
}

extension PathSegment {
    /// The largest magnitude the grid rounds for this segment: its points' coordinates, and an
    /// arc's radii.
    var largestNumber: Double {
        var numbers = points.flatMap { [abs($0.x), abs($0.y)] }
        if case .arc(let rx, let ry, _, _, _, _) = self { numbers += [abs(rx), abs(ry)] }
        return numbers.max() ?? 0
    }
}
