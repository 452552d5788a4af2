import ArgumentParser
import Foundation
import IconForgeKit

/// A value type whose bad values get a message naming the form it takes ("use 30 or WxH"):
/// its options parse through `parse` (ArgumentParser alone says only "not a valid value").
protocol DescribedArgument: ExpressibleByArgument {
    /// The valid form, as the message says it after "use".
    static var form: String { get }
}

extension DescribedArgument {
    static func parse(_ text: String) throws -> Self {
        guard let value = Self(argument: text) else { throw ValidationError("use \(form)") }
        return value
    }

    /// `(default: 1,2,3)`, for the help: ArgumentParser shows no default for an option that
    /// parses through a function.
    var shownDefault: String { "(default: \(defaultValueDescription))" }
}

/// `1,2,3` as a list of scales.
struct ScaleList: DescribedArgument {
    static let form = "scales from 1 to 4, comma-separated (1,2,3)"
    /// 1x, 2x and 3x. Spelled as values, not parsed: parsing trims each part with Foundation's
    /// whitespace set, whose first use cost 0.2 ms of every `icon` call's help strings.
    static let standard = ScaleList(values: [1, 2, 3])

    let values: [Int]

    init(values: [Int]) {
        self.values = values
    }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        values = parts.map { $0! }
    }

    var defaultValueDescription: String { values.map(String.init).joined(separator: ",") }
}

/// `30` (square) or `WxH`, in points.
struct PointSize: DescribedArgument {
    static let form = "30 (a square, in points) or WxH (40x30)"

    let width: Double
    let height: Double
    /// The argument as given.
    let text: String

    init?(argument: String) {
        text = argument
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.allSatisfy({ $0 != nil && $0!.isFinite }) else { return nil }
        switch numbers.count {
        case 1: (width, height) = (numbers[0]!, numbers[0]!)
        case 2: (width, height) = (numbers[0]!, numbers[1]!)
        default: return nil
        }
    }

    var defaultValueDescription: String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return width == height ? number(width) : "\(number(width))x\(number(height))"
    }
}

extension IconPreset: ArgumentCases {}

extension BundleFormat: ArgumentCases {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }
}

/// A byte size: `1GiB`, `512MiB`, `16M`, `4096`.
struct ByteSize: DescribedArgument {
    static let form = "a size such as 512MiB, 2GiB or 4096 (bytes)"
    /// Each worker's default address-space limit.
    static let memoryLimit = ByteSize(bytes: 1 << 30)
    /// The default largest input.
    static let inputLimit = ByteSize(bytes: 16 << 20)

    let bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        guard let bytes = ByteCount.parse(argument) else { return nil }
        self.bytes = bytes
    }

    /// `1GiB`: the size without its space. The scalars are filtered, not Foundation's
    /// `replacingOccurrences` called, whose first use cost 0.2 ms of every `icon` call's help strings.
    var defaultValueDescription: String {
        String(String.UnicodeScalarView(ByteCount.format(bytes).unicodeScalars.filter { $0 != " " }))
    }
}

/// `--set KEY=VALUE`: a setting of the output format, as the manifest names it.
struct SettingArgument: DescribedArgument {
    static let form = "KEY=VALUE, a setting of the format as the manifest names it (theme=light)"

    let key: String
    let value: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        key = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }

    /// `--set`'s help: what it is, and every format's settings (made once: a parse builds the
    /// options more than once, and the summary asks every format).
    static let help = ArgumentHelp("A setting of the output format, as the manifest names it; repeatable (\(FormatRegistry.settingsSummary)).",
                                   valueName: "key=value")
}

extension FormatOptions {
    /// `--set` settings, each named by its option in errors.
    init(_ settings: [SettingArgument]) {
        self.init()
        for setting in settings { self[setting.key] = .init(setting.value, origin: .set(key: setting.key)) }
    }
}

extension BundleFormat {
    /// The format at `root` reading `options`; a setting it cannot use is a usage error naming the option.
    func checkedOutput(root: URL, options: FormatOptions) throws -> any OutputFormat {
        do {
            return try output(root: root, options: options)
        } catch let error as FormatOptionError {
            // `--set theme=x`: the reason names the setting already, after `--set`.
            throw ValidationError(error.option.map { "\($0) \(error.reason)" } ?? error.reason)
        }
    }
}
