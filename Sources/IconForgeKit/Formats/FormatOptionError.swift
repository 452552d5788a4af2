/// A setting a format cannot use: where it was given and why, in one line.
public struct FormatOptionError: Error, Sendable, Equatable, CustomStringConvertible {
    public let key: String
    public let origin: FormatOptions.Origin
    public let problem: FormatOptionProblem

    public init(key: String, origin: FormatOptions.Origin, _ problem: FormatOptionProblem) {
        self.key = key
        self.origin = origin
        self.problem = problem
    }

    /// The setting as the line names it: its option (`--android-theme`, `--set theme`) on the
    /// command line, its key in a manifest.
    var shown: String {
        switch origin {
        case .option(let option): return option
        case .set(let key): return "--set \(key)"
        case .manifest: return key
        }
    }

    /// Whether the setting was given on the command line.
    var isOption: Bool {
        if case .manifest = origin { return false }
        return true
    }

    /// The option the command line names ahead of the reason (`--android-theme`, `--set`), or
    /// nil when the setting is the manifest's or the reason names its option already.
    public var option: String? {
        if case .notASetting = problem { return nil }
        switch origin {
        case .option(let option): return option
        case .set: return "--set"
        case .manifest: return nil
        }
    }

    public var reason: String {
        switch problem {
        case .notASetting(_, let form?):
            if isOption { return "\(shown) goes with --\(form)" }
            return "\(shown) goes with \(form): true"
        case .notASetting(let format, nil):
            let own = format.settings.map(\.key)
            return "\(shown) is not a setting of \(format) outputs (" + (own.isEmpty ? "they take none" : "theirs: \(own.joined(separator: ", "))") + ")"
        case .notABoolean(let what, let text): return "\(what) must be true or false, not '\(text)'"
        case .notAChoice(let what, let names, let text):
            let list = names.count == 2 ? names.joined(separator: " or ")
                : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            return "\(what) must be \(list), not '\(text)'"
        case .notASize(let what, let unit, let text): return "\(what) must be a number of \(unit) or WIDTHxHEIGHT, not '\(text)'"
        case .sizeOutOfRange(let what, let unit, let range):
            return "\(what) must be between \(Int(range.lowerBound)) and \(Int(range.upperBound)) \(unit)"
        case .notAResourcePrefix(let text):
            return "prefix must be lower-case letters, digits and _, starting with a letter "
                + "(an Android resource name's start, such as nav_), not '\(PrintableText.escaped(text))'"
        case .vectorFallbackNotPNG: return "vector-fallback must be png"
        case .notAPackage(let text):
            return "package must be a Kotlin package name, identifiers joined by dots (such as "
                + "com.example.icons), not '\(PrintableText.escaped(text))'"
        case .notAReceiver(let text):
            return "receiver must be a Kotlin identifier, letters, digits and _ starting with a "
                + "letter (such as TabIcons), not '\(PrintableText.escaped(text))'"
        case .unusable(let reason): return reason
        case .notSymbolInsets(let text):
            // On the command line the option names itself ahead of the reason.
            return "\(isOption ? "" : key + " ")must be one number or four (top,left,bottom,right) in the SVG's units, "
                + "each between -1000000 and 1000000, not '\(text)'"
        }
    }

    public var description: String { reason }
}

/// Why a format cannot use a setting's value, one case per problem with the values it names;
/// `FormatOptionError` words it with where the setting was given.
public enum FormatOptionProblem: Sendable, Equatable {
    /// A key the format does not take; `form`: its vector or symbol form that does, if one does.
    case notASetting(BundleFormat, form: String?)
    /// `what`: the setting in words (`android theme`); `text`: the value as given.
    case notABoolean(String, text: String)
    case notAChoice(String, choices: [String], text: String)
    case notASize(String, unit: String, text: String)
    case sizeOutOfRange(String, unit: String, range: ClosedRange<Double>)
    case notAResourcePrefix(String)
    case vectorFallbackNotPNG
    case notAPackage(String)
    case notAReceiver(String)
    case notSymbolInsets(String)
    /// A format's own refusal of a value, in its words: for a setting of a new format that none
    /// of the cases above words (docs/architecture.md's example).
    case unusable(String)
}
