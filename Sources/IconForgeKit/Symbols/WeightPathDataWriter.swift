import Foundation

/// Writes one path of each of a symbol's weights as the shortest path data that draws it at
/// `decimals` places, as `PathDataWriter` writes a VectorDrawable's (points rounded once on one
/// grid, relative or absolute, H, V and S where the rounded points allow, a repeated letter left
/// out, no separator before a minus), with one choice of letter per command for every weight:
/// Xcode interpolates between the weights command by command, so their path data keeps the same
/// letters in the same places. A command is an H only where it is horizontal in every weight,
/// and each is written in the form that makes the weights' strings shortest together.
///
/// Numbers keep their leading zero (`0.5`): the templates Apple's SF Symbols app exports always
/// write it, so nothing shows Xcode reads `.5` there.
struct WeightPathDataWriter {
    let decimals: Int

    /// The path data of each weight's `paths` (absolute, arcs allowed). Paths whose commands differ
    /// from weight to weight, which a symbol never has, are each written on their own.
    func write(_ paths: [[PathSegment]]) -> [String] {
        let weights = paths.map(ArcConversion.curves)
        guard let first = weights.first,
              weights.allSatisfy({ $0.map(\.command) == first.map(\.command) }) else {
            return weights.map(PathDataWriter(decimals: decimals).write)
        }
        let largest = weights.joined().lazy.map(\.largestNumber).max() ?? 0
        let grid = PathGrid(decimals: decimals, largest: largest)
        var states = [PathGrid.State](repeating: PathGrid.State(), count: weights.count)
        // For each segment, the letters every weight can write it with, each with every weight's command.
        let choices: [[[PathCommand]]] = first.indices.map { step in
            let options = weights.indices.map { weight in grid.commands(weights[weight][step], &states[weight]) }
            return options[0].map(\.letter).compactMap { letter in
                let commands = options.compactMap { $0.first { $0.letter == letter } }
                return commands.count == options.count ? commands : nil
            }
        }
        let picked = PathDataWriter.shortest(choices)
        return weights.indices.map { weight in
            PathDataWriter.render(zip(choices, picked).map { options, index in options[index][weight] })
        }
    }
}
