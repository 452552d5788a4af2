import Foundation

/// One bundle a manifest writes: where it lives, how image sets are placed in it, and the
/// conversion between its files' URLs and the relative paths its build state records.
public struct BuildOutput: Sendable {
    public let format: BundleFormat
    /// The path as the manifest gives it, for reports.
    public let path: String
    public let root: URL
    /// The kinds of asset it takes (the manifest output's `assets:`).
    public var assets: Set<Manifest.AssetKind> = Set(Manifest.AssetKind.allCases)
    /// `replace: true`: the user's consent to take over sets, entries and files in the way.
    public var replaces = false

    /// The format writing this output.
    public let bundle: any OutputFormat
    /// What, besides the format, changes the files this output makes of an asset: part of
    /// each asset's options hash, so changing it rebuilds.
    public let optionsKey: String
    /// The format settings the output is written with, recorded as what named its files.
    public let settings: [String: String]

    /// The output at `root`, with the format's settings read from `options`.
    public init(format: BundleFormat, path: String, root: URL, options: FormatOptions = FormatOptions()) throws {
        self.format = format
        self.path = path
        self.root = root.standardizedFileURL
        bundle = try format.output(root: self.root, options: options)
        settings = options.recorded
        optionsKey = bundle.settingsKey
    }

    /// Whether `asset` goes into this output.
    public func takes(_ asset: PlannedAsset) -> Bool { assets.contains(asset.selectionKind) }

    /// `url` relative to the output folder (`../x` for a file beside it).
    func relativePath(_ url: URL) -> String {
        RelativePath.of(url.path, from: root.path)
    }

    /// The file at a recorded relative path. Plain string joins: a no-op build looks up
    /// thousands of files, and Foundation's URL and path normalisation cost a stat each.
    func filePath(_ relative: String) -> String {
        root.path + "/" + relative
    }

    /// The file at a recorded relative path with `..` resolved lexically, to compare files
    /// recorded by different outputs.
    func absolutePath(_ relative: String) -> String {
        var parts: [Substring] = root.path.split(separator: "/")
        for part in relative.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The recorded path shown to people: the manifest's output path joined with it,
    /// `..` resolved lexically.
    func displayPath(_ relative: String) -> String {
        LexicalPath.join(path, relative)
    }

    /// The size of a recorded file in bytes, 0 when it is gone.
    func size(_ relative: String) -> Int {
        var info = stat()
        return stat(filePath(relative), &info) == 0 ? Int(info.st_size) : 0
    }
}

extension OutputFormat {
    /// The format with the settings its files depend on (`compose;compose=com.example,TabIcons`):
    /// two outputs with one key make the same files of an asset, so a build encodes them once;
    /// two outputs of one format with other settings (an android `res/` and a `composeResources`,
    /// compose outputs of two packages) are encoded each their own way. A form goes by its own
    /// name (`xcassets-pdf`), as when each form was a format type: build states written then
    /// stay fresh.
    var settingsKey: String {
        formatKey.rawValue + (fingerprint.isEmpty ? "" : ";" + fingerprint)
    }
}
