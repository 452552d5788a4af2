/// ArgumentParser reads `-10` after an option as another option, so `--padding -10` was
/// "--padding: needs a value". A negative number right after a long option is attached to it
/// (`--padding=-10`) before parsing; the option's own check then says which values are valid.
/// Nothing else changes: after `--` every argument is an input, and a flag given a number
/// still says it takes no value.
enum NegativeValues {
    static func attach(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if argument.hasPrefix("--"), !argument.contains("="), index + 1 < arguments.count,
               isNegativeNumber(arguments[index + 1]) {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// `-10`, `-0.5`, `-1e3`: a minus sign and a number (not `-` alone, not `-v`).
    static func isNegativeNumber(_ word: String) -> Bool {
        guard word.count > 1, word.hasPrefix("-"), let first = word.dropFirst().first, first.isNumber || first == "." else { return false }
        return Double(word) != nil
    }
}
