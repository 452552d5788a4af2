import ArgumentParser
import IconForgeKit

/// A colour option, kept as typed so a bad value gets `ColorParser`'s one-line message.
struct ColorArgument: ExpressibleByArgument {
    let text: String

    init?(argument: String) {
        text = argument
    }

    var defaultValueDescription: String { text }

    /// The colour, nil for `auto`, or the reason it is not a colour.
    var parsed: Result<RGBA?, ColorError> {
        text.lowercased() == "auto" ? .success(nil) : ColorParser.parse(text).map { $0 }
    }
}

/// `normal,highlighted,disabled`.
struct StateList: ExpressibleByArgument {
    let values: [ButtonState]

    init?(argument: String) {
        let states = argument.split(separator: ",").map {
            ButtonState(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased())
        }
        guard !states.isEmpty, states.allSatisfy({ $0 != nil }) else { return nil }
        values = states.map { $0! }
    }

    var defaultValueDescription: String { values.map(\.rawValue).joined(separator: ",") }
}

/// `horizontal` (3-part) or `both` (9-part).
struct StretchArgument: ExpressibleByArgument {
    let mode: StretchMode

    init?(argument: String) {
        switch argument.lowercased() {
        case "horizontal", "3-part", "3-part-horizontal": mode = .horizontal
        case "both", "9-part": mode = .both
        default: return nil
        }
    }

    static var allValueStrings: [String] { ["horizontal", "both"] }

    var defaultValueDescription: String { mode == .both ? "both" : "horizontal" }
}
