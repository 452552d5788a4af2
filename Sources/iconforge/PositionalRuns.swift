/// swift-argument-parser copies a repeated positional array each time it appends a value, so
/// `iconforge icon art/*.svg` with 2,000 files spent a tenth of a second parsing, growing with
/// the square of the count. An input that follows another non-option word cannot be an
/// option's value (an option takes one value at most), so such runs are handed over as one argument,
/// joined by `separator`, and the command splits them again.
enum PositionalRuns {
    /// A noncharacter from a private-use plane: no file name a person types holds it.
    static let separator: Character = "\u{10FFFF}"

    /// The commands whose inputs are packed (each splits them with `unpack`).
    static let commands: Set<String> = ["icon", "lint"]

    /// `arguments` (the subcommand first) with each run of inputs after the first joined.
    /// Left as they are unless the subcommand is one of `commands`, or when an argument
    /// already holds the separator.
    static func pack(_ arguments: [String], commands: Set<String>) -> [String] {
        // The separator's scalars, not Characters: grapheme breaking over thousands of paths
        // was most of this, and a scalar cannot hide inside a cluster.
        guard let command = arguments.first, commands.contains(command), arguments.count > 3,
              !arguments.contains(where: { $0.unicodeScalars.contains(separatorScalar) }) else {
            return arguments
        }
        var packed = Array(arguments.prefix(2))
        var joining = false
        for index in 2 ..< arguments.count {
            let argument = arguments[index]
            let follows = !arguments[index - 1].hasPrefix("-")
            if argument.hasPrefix("-") || !follows {
                packed.append(argument)
                joining = false
            } else if joining {
                packed[packed.count - 1] += String(separator) + argument
            } else {
                packed.append(argument)
                joining = true
            }
        }
        return packed
    }

    /// The inputs as given, runs split again.
    static func unpack(_ inputs: [String]) -> [String] {
        inputs.flatMap { $0.unicodeScalars.split(separator: separatorScalar, omittingEmptySubsequences: false).map(String.init) }
    }

    private static let separatorScalar: Unicode.Scalar = "\u{10FFFF}"
}
