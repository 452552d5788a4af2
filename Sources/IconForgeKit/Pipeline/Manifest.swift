import Foundation

/// A project's asset declaration, read from `iconforge.yml` (see `ManifestParser`).
/// Relative paths are resolved against the manifest's folder.
public struct Manifest: Sendable {
    /// The kinds of asset an output can take (its `assets:` key).
    public enum AssetKind: String, CaseIterable, Sendable {
        case icons, buttons
    }

    /// One bundle to write.
    public struct Output: Sendable, Equatable {
        public var format: BundleFormat
        /// The catalog, folder or `res/` folder, relative to the manifest's folder.
        public var path: String
        public var line: Int
        /// What goes into it: every asset unless `assets:` narrows it.
        public var assets: Set<AssetKind> = Set(AssetKind.allCases)
        /// `replace: true`: the user's consent to take over sets, entries and files in the way.
        public var replaces = false
        /// The format's own settings (its keys here, over those of its section, `android:`),
        /// passed along to it unread.
        public var options = FormatOptions()
    }

    /// Icons from files, globs or bundled templates, sharing one set of options.
    public struct IconEntry: Sendable, Equatable {
        /// Files or globs (relative to the manifest).
        public var sources: [String] = []
        /// Bundled template names.
        public var templates: [String] = []
        /// Asset name; only when the entry names exactly one source.
        public var name: String?
        /// The selected drawing of the entry's one source (`selected:`), relative to the manifest.
        public var selected: String?
        /// Pairs each source `X` with the source `X<suffix>` as its selected drawing (`selected-suffix:`).
        public var selectedSuffix: String?
        public var options: IconOptions
        public var group: String?
        public var line: Int
        /// `symbol: true`: written into `xcassets` outputs as custom symbols (other outputs
        /// write their usual icons), with `symbol-insets:` when given.
        public var symbol = false
        public var symbolInsets: SymbolInsets?
        /// `ultralight:` and `black:`: designer-drawn weights of the entry's one source's symbol,
        /// relative to the manifest.
        public var ultralight: String?
        public var black: String?
        /// Drawings already read, planned after `sources` as they are: what `iconforge icon`
        /// was given (stdin's included), read and paired before the manifest is made.
        public var drawings: [Drawing] = []
    }

    /// One icon's drawings, already read: the icon, its selected drawing and its symbol's
    /// designer-drawn weights.
    public struct Drawing: Sendable, Equatable {
        public var icon: IconSource
        public var selected: IconSource?
        public var weights = SymbolWeightSources()
    }

    /// One stretchable button, in each of its states.
    public struct ButtonEntry: Sendable {
        /// Colours, states, geometry, name and scales (see `ButtonOptions`).
        public var options: ButtonOptions
        /// A button template file (relative to the manifest), or nil for the bundled `button.svg`.
        public var template: String?
        public var group: String?
        public var line: Int
        /// The template already read (`iconforge button`'s, bundled or a file), used instead of `template`.
        public var read: ButtonTemplate?
    }

    /// The manifest file itself.
    public var file: URL
    public var outputs: [Output]
    public var icons: [IconEntry]
    public var buttons: [ButtonEntry]
    /// The overview picture, relative to the manifest; nil when switched off.
    public var contactSheet: String?
    /// The Swift file to generate, if any.
    public var swift: SwiftOutput?
    /// The folder each asset's `<name>-preview.png` goes to, relative to the manifest; nil: none.
    public var previews: String?

    /// The folder relative paths start from.
    public var folder: URL { file.deletingLastPathComponent() }

    /// `path` resolved against the manifest's folder.
    public func resolve(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }
}

/// Why a manifest cannot be used: the problem, and the file and line it names.
public struct ManifestError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let problem: ManifestProblem

    public init(file: String, line: Int?, _ problem: ManifestProblem) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// The problem in words, after the location.
    public var reason: String { problem.description }
    /// `iconforge.yml:12`, or just the file when the line is unknown.
    public var location: String { line.map { "\(file):\($0)" } ?? file }
    public var description: String { "\(location): \(reason)" }
}
