import Foundation

/// The settings a user gave one bundle format, as given: keys of its manifest output (and of the
/// manifest section named for the format, `android:`), or command-line options (`--set
/// theme=light`, `--android-theme light`). Only the format reads them, into a value of its own
/// (`OutputFormat.init(root:options:)`); the manifest parser and the commands pass them along.
public struct FormatOptions: Sendable, Equatable {
    /// One setting as given.
    public struct Value: Sendable, Equatable {
        public var text: String
        /// Where it was given, for errors.
        public var origin: Origin

        public init(_ text: String, origin: Origin) {
            self.text = text
            self.origin = origin
        }
    }

    /// Where a setting was given.
    public enum Origin: Sendable, Equatable {
        /// A command-line option (`--android-theme`).
        case option(String)
        /// `--set KEY=VALUE` on the command line, by its key.
        case set(key: String)
        /// A line of the manifest.
        case manifest(file: String, line: Int?)
    }

    /// The settings by key (`theme`, `state-list`).
    public private(set) var values: [String: Value] = [:]

    public init(_ values: [String: Value] = [:]) {
        self.values = values
    }

    public subscript(key: String) -> Value? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// These settings with `other`'s over them (an output's own keys over its section's).
    public func overlaid(by other: FormatOptions) -> FormatOptions {
        FormatOptions(values.merging(other.values) { _, theirs in theirs })
    }

    /// Only the settings named in `keys`.
    public func only(_ keys: [String]) -> FormatOptions {
        FormatOptions(values.filter { keys.contains($0.key) })
    }

    /// `key` as true or false; nil when not given.
    public func bool(_ key: String, what: String) throws -> Bool? {
        guard let value = values[key] else { return nil }
        switch value.text.lowercased() {
        case "true": return true
        case "false": return false
        default: throw FormatOptionError(key: key, origin: value.origin, .notABoolean(what, text: value.text))
        }
    }

    /// `key` as one of `Choice`'s raw values; nil when not given.
    public func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, what: String) throws -> Choice?
        where Choice.RawValue == String {
        guard let value = values[key] else { return nil }
        guard let choice = Choice(rawValue: value.text) else {
            throw FormatOptionError(key: key, origin: value.origin,
                                    .notAChoice(what, choices: Choice.allCases.map(\.rawValue), text: value.text))
        }
        return choice
    }

    /// `key` as a size, `24` (square) or `24x32`, each side within `range`; nil when not given.
    public func size(_ key: String, what: String, unit: String, within range: ClosedRange<Double>) throws
        -> (width: Double, height: Double)? {
        guard let value = values[key] else { return nil }
        guard let size = Self.size(value.text) else {
            throw FormatOptionError(key: key, origin: value.origin, .notASize(what, unit: unit, text: value.text))
        }
        guard range.contains(size.width), range.contains(size.height) else {
            throw FormatOptionError(key: key, origin: value.origin, .sizeOutOfRange(what, unit: unit, range: range))
        }
        return size
    }

    /// `30` (square) or `"40x44"`: one or two finite numbers.
    static func size(_ text: String) -> (width: Double, height: Double)? {
        let numbers = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard (1 ... 2).contains(numbers.count), numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return (numbers[0]!, numbers.last!!)
    }
}

/// A setting of a format: its key (in the manifest, and for `--set key=value`) and what it does.
public struct FormatSetting: Sendable, Equatable {
    public let key: String
    public let help: String

    public init(_ key: String, _ help: String) {
        self.key = key
        self.help = help
    }
}
