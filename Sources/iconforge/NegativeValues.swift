/// ArgumentParser reads `-10` after an option as another option, so `--padding -10` was
/// "--padding: needs a value", and so were `--size -5x40`, `--dark-color -1,0,0` and
/// `--symbol-insets -2,0,0,0`. A value starting with a minus sign and a digit, right after a
/// long option, is attached to it (`--padding=-10`) before parsing; the option's own check
/// then says which values are valid. Nothing else changes: after `--` every argument is an
/// input, a flag given such a value still says it takes no value, and no option of iconforge
/// is a dash and a digit, so `-v` and `-o` stay options.
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
               isNegativeValue(arguments[index + 1]) {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// A value that starts with a minus sign and a number: `-10`, `-0.5`, `-.5`, `-1e3`, and
    /// the lists and sizes that start so (`-2,0,0,0`, `-1,0,0`, `-5x40`). Not `-` alone, not `-v`.
    static func isNegativeValue(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars.prefix(3))
        guard scalars.count > 1, scalars[0] == "-" else { return false }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0" ... "9").contains(scalar) }
        return isDigit(scalars[1]) || scalars[1] == "." && scalars.count > 2 && isDigit(scalars[2])
    }
}
