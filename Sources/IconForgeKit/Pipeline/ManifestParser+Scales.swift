import Foundation

extension ManifestParser {
    /// `scales:` that no output of its assets uses (Android writes every density, a PDF or
    /// symbol catalog files with no scale) is an error naming its line, as `--scales` is on
    /// the command line: it would otherwise be passed over without a word.
    static func checkScales(_ top: [String: ManifestNode], _ manifest: Manifest) throws {
        let defaults = try top["defaults"]?.mapping("defaults", allowed: ["icons", "buttons"]) ?? [:]
        let iconDefaults = try defaults["icons"]?.mapping("icon defaults", allowed: iconKeys)
        if let node = iconDefaults?["scales"] {
            let symbol = iconDefaults?["symbol"]?.node.bool ?? false
            if let unused = unusedScales(.icons, symbol: symbol, in: manifest) { throw node.error(.scalesUnused(unused)) }
        }
        if let node = try defaults["buttons"]?.mapping("button defaults", allowed: buttonKeys)["scales"],
           let unused = unusedScales(.buttons, symbol: false, in: manifest) {
            throw node.error(.scalesUnused(unused))
        }
        // An entry written as a bare path (`- art/home.svg`) has no keys.
        for (node, entry) in zip(try top["icons"]?.list("icons") ?? [], manifest.icons) {
            guard node.node.mapping != nil, let scales = try node.mapping("an icon entry", allowed: iconKeys)["scales"] else { continue }
            if let unused = unusedScales(.icons, symbol: entry.symbol, in: manifest) { throw scales.error(.scalesUnused(unused)) }
        }
        for node in try top["buttons"]?.list("buttons") ?? [] {
            guard let scales = try node.mapping("a button entry", allowed: buttonKeys)["scales"] else { continue }
            if let unused = unusedScales(.buttons, symbol: false, in: manifest) { throw scales.error(.scalesUnused(unused)) }
        }
    }

    /// Each output taking `kind` and why it uses no scales (`symbol`: icons written as symbols
    /// into catalogs), or nil when one uses them.
    private static func unusedScales(_ kind: Manifest.AssetKind, symbol: Bool,
                                     in manifest: Manifest) -> [(output: String, reason: String)]? {
        var reasons: [(output: String, reason: String)] = []
        for output in manifest.outputs where output.assets.contains(kind) {
            let format = symbol ? output.format.symbolForm ?? output.format : output.format
            guard let bundle = try? format.output(root: manifest.resolve(output.path), options: output.options),
                  let reason = bundle.scalesUnused(for: kind == .icons ? .tabIcon : .button) else { return nil }
            reasons.append((output.path, reason))
        }
        return reasons.isEmpty ? nil : reasons
    }
}
