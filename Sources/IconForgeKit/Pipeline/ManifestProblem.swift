import Foundation

/// What is wrong with a manifest, one case per problem with the values it names; `description`
/// words it for `ManifestError`'s one line. `what` is the setting or section as the line names it
/// ("size", "an icon entry").
public enum ManifestProblem: Sendable, CustomStringConvertible {
    // Reading the file.
    case noSuchManifest
    case unreadable(InputError)
    case empty
    /// libyaml's complaint in plain words (`YAMLErrorWording`), and its column when known.
    case syntax(String, column: Int?)
    case controlCharacter
    case notUTF8(String)
    /// What Yams said, when it is none of the above.
    case invalidYAML(String)

    // The shape of a value (`ManifestNode`).
    case notAMapping(String)
    case keyNotAName(String)
    case unknownKey(String, in: String, allowed: [String])
    case repeatedKey(String, in: String)
    case notAList(String)
    case notAString(String)
    /// `found`: the value as written, nil for a list or mapping.
    case notANumber(String, found: String?)
    case notASize(String, found: String)
    case notWholeNumbers(String)
    case notABoolean(String)
    case notASingleValue(String)
    case emptyColour(String)
    case notAColour(String, ColorError)
    case badName(String, AssetNameProblem)
    /// Two keys that say one thing (`size` and `preset`, `colour` and `color`).
    case both(String, String)

    // The manifest as a whole.
    case noOutputs
    case outputListedTwice(path: String, line: Int)
    case assetsWithoutOutput(Manifest.AssetKind)
    case previewTooLarge(button: String, ButtonPreviewProblem)
    case previewsInsideOutput(path: String, format: BundleFormat, output: String)
    /// `reasons`: each output taking the assets, and why it writes no scales.
    case scalesUnused([(output: String, reason: String)])

    // Outputs.
    case noFormat
    case noVectorForm(BundleFormat)
    case noSymbolForm(BundleFormat)
    case vectorAndSymbol
    case notAnAssetKind(String)
    case formatSetting(FormatOptionError)

    // Icon entries.
    case unknownPreset(String)
    case notAFit(String)
    case emptySelectedSuffix
    case iconOptions(IconOptionProblem)
    case noIconTemplate(String)
    case sourceOrTemplate
    /// `name` or `selected`, or a weight's drawing (`ultralight`, `black`), on an entry of many icons.
    case nameNeedsOneSource
    case selectedNeedsOneSource
    case weightNeedsOneSource(String)
    case badSymbolInsets(String)
    case symbolInsetsWithoutSymbol

    // Button entries.
    case unknownButtonState(String)
    case notAStretch
    /// `owner`: the button's name, nil for the button defaults.
    case buttonOutOfRange(owner: String?, ButtonGeometry.OutOfRange)
    case buttonNeedsName
    case buttonNeedsColour(String)
    case buttonImage(String, ButtonImageProblem)

    // `swift:`.
    case swiftNeedsOutput
    /// `unknown`: the catalog named that is not an output; `catalogs`: those that are.
    case swiftNeedsCatalog(unknown: String?, catalogs: [String])

    // Two things in one place.
    /// `role`: the output, previews folder, contact sheet or Swift file, as `OutputPaths` names it.
    case place(String, OutputPlaceClash)
    /// Two assets writing one file of an output; `spelling`: how their names differ when only
    /// Unicode normalization tells them apart.
    case sameFile(asset: String, source: String, other: String, otherSource: String, otherLine: Int, file: String,
                  spelling: String?)

    // What the entries name, once read (`BuildPlan`).
    case selectedUnreadable(path: String, InputError)
    case weightUnreadable(key: String, path: String, InputError)
    case weightWithoutSymbol(String)
    case noBundledTemplate(String)
    case noMatch(String)
    case sourceUnreadable(String, InputError)
    case buttonTemplate(String, ButtonTemplateError)
    case buttonTemplateUnreadable(String, InputError)

    public var description: String {
        switch self {
        case .noSuchManifest: return "cannot read the manifest (no such file?)"
        case .unreadable(let error): return "\(error)"
        case .empty: return "the manifest is empty"
        case .syntax(let words, let column): return column.map { "\(words) (column \($0))" } ?? words
        case .controlCharacter: return "the manifest holds a control character; only text, tabs and line breaks can be in it"
        case .notUTF8(let problem): return "the manifest is not UTF-8 text (\(problem))"
        case .invalidYAML(let words): return "invalid YAML: \(words)"
        case .notAMapping(let what): return "\(what) must be a mapping of keys to values"
        case .keyNotAName(let what): return "\(what) has a key that is not a name"
        case .unknownKey(let name, let what, let allowed):
            return "unknown key '\(name)' in \(what) (expected one of: \(allowed.joined(separator: ", ")))"
        case .repeatedKey(let name, let what): return "key '\(name)' appears twice in \(what)"
        case .notAList(let what): return "\(what) must be a list"
        case .notAString(let what): return "\(what) must be a non-empty string"
        case .notANumber(let what, let found): return "\(what) must be a number, not '\(found ?? "a list or mapping")'"
        case .notASize(let what, let found): return "\(what) must be a number of points or WIDTHxHEIGHT, not '\(found)'"
        case .notWholeNumbers(let what): return "\(what) must be whole numbers like [1, 2, 3]"
        case .notABoolean(let what): return "\(what) must be true or false"
        case .notASingleValue(let what): return "\(what) must be a single value"
        case .emptyColour(let what):
            return "\(what) is empty (a '#' starts a YAML comment: write \"#00bd00\" in quotes, or 00bd00)"
        case .notAColour(let what, let error): return "\(what): \(error)"
        case .badName(let what, let problem): return "\(what) \(problem)"
        case .both(let one, let other): return "give '\(one)' or '\(other)', not both"
        case .noOutputs: return "the manifest declares no outputs (add 'outputs:')"
        case .outputListedTwice(let path, let line): return "output '\(path)' is already listed on line \(line)"
        case .assetsWithoutOutput(let kind):
            return "\(kind.rawValue) are declared but no output takes them (add 'assets: \(kind.rawValue)' to an output)"
        case .previewTooLarge(let button, let problem):
            return "button '\(button)': \(problem); give it a smaller size, or 'previews: false'"
        case .previewsInsideOutput(let path, let format, let output):
            return "previews '\(path)' cannot be inside the \(format.rawValue) output '\(output)'"
        case .scalesUnused(let outputs):
            return "scales: " + outputs.map { "the output \($0.output) \($0.reason)" }.joined(separator: ", and ")
                + "; leave 'scales' out"
        case .noFormat:
            return "each output names one format: \(FormatRegistry.names()) (e.g. '- xcassets: Assets/Icons.xcassets')"
        case .noVectorForm(let format): return "vector: true writes \(FormatRegistry.vectorNames), not \(format)"
        case .noSymbolForm(let format):
            return "symbol: true writes symbol sets into \(FormatRegistry.symbolNames) catalogs, not \(format)"
        case .vectorAndSymbol: return "give vector: true or symbol: true, not both"
        case .notAnAssetKind(let text): return "assets must be all, icons or buttons (or a list of them), not '\(text)'"
        case .formatSetting(let error): return error.reason
        case .unknownPreset(let text):
            return "unknown preset '\(text)' (expected one of: \(IconPreset.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .notAFit(let text): return "fit must be aspect or pixel, not '\(text)'"
        case .emptySelectedSuffix: return "selected-suffix needs a suffix, such as -fill"
        case .iconOptions(let problem): return problem.description
        case .noIconTemplate(let name): return "no bundled icon template '\(name)' (see `iconforge templates`)"
        case .sourceOrTemplate:
            return "an icon entry needs exactly one of 'source' (files or globs) or 'template' (bundled names)"
        case .selectedNeedsOneSource:
            return "'selected' needs an entry with exactly one source (not a glob); pair many with 'selected-suffix'"
        case .nameNeedsOneSource: return "'name' needs an entry with exactly one source (not a glob)"
        case .weightNeedsOneSource(let key):
            return "'\(key)' is a drawing of one icon: it needs an entry with exactly one source (not a glob)"
        case .badSymbolInsets(let text):
            return "symbol-insets must be one number or four (top,left,bottom,right) in the SVG's units, "
                + "each between -1000000 and 1000000, not '\(text)'"
        case .symbolInsetsWithoutSymbol: return "symbol-insets goes with symbol: true"
        case .unknownButtonState(let text):
            return "unknown button state '\(text)' (expected: \(ButtonState.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .notAStretch: return "stretch must be horizontal or both"
        case .buttonOutOfRange(let owner, let problem): return "\(owner.map { "button '\($0)'" } ?? "button defaults"): \(problem)"
        case .buttonNeedsName: return "a button entry needs a 'name'"
        case .buttonNeedsColour(let name): return "button '\(name)' needs a 'colour'"
        case .buttonImage(let name, let problem): return "button '\(name)': \(problem)"
        case .swiftNeedsOutput: return "swift needs an 'output' (the .swift file to write)"
        case .swiftNeedsCatalog(let unknown, let catalogs):
            return "swift reads an xcassets output: " + (catalogs.isEmpty ? "add one to 'outputs'"
                : "'\(unknown ?? "")' is not one; name one or more of \(catalogs.joined(separator: ", ")) as 'catalog'")
        case .place(let role, let clash): return "\(role) \(clash)"
        case .sameFile(let asset, let source, let other, let otherSource, let otherLine, let file, let spelling):
            return "\(asset) (\(source)) and \(other) (\(otherSource), line \(otherLine)) both write \(file)" + (spelling.map {
                ", the same name under Unicode normalization, as macOS compares names (\($0)); rename one of them"
            } ?? "; give one a 'name' or a 'group'")
        case .selectedUnreadable(let path, let error): return "selected \(path): \(error)"
        case .weightUnreadable(let key, let path, let error): return "\(key) \(path): \(error)"
        case .weightWithoutSymbol(let key):
            return "\(key) is a weight of a custom symbol; give the entry symbol: true, or its catalog output symbol: true"
        case .noBundledTemplate(let name): return "no bundled template '\(name)'"
        case .noMatch(let shown): return "no file matches '\(shown)'"
        case .sourceUnreadable(let shown, let error): return "\(shown): \(error)"
        case .buttonTemplate(let name, let error): return "button template \(name): \(error)"
        case .buttonTemplateUnreadable(let name, let error): return "button template \(name): \(error)"
        }
    }
}
