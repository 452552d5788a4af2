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
            if let unused = unusedScales(.icons, symbol: symbol, in: manifest) { throw node.error("scales: \(unused)") }
        }
        if let node = try defaults["buttons"]?.mapping("button defaults", allowed: buttonKeys)["scales"],
           let unused = unusedScales(.buttons, symbol: false, in: manifest) {
            throw node.error("scales: \(unused)")
        }
        // An entry written as a bare path (`- art/home.svg`) has no keys.
        for (node, entry) in zip(try top["icons"]?.list("icons") ?? [], manifest.icons) {
            guard node.node.mapping != nil, let scales = try node.mapping("an icon entry", allowed: iconKeys)["scales"] else { continue }
            if let unused = unusedScales(.icons, symbol: entry.symbol, in: manifest) { throw scales.error("scales: \(unused)") }
        }
        for node in try top["buttons"]?.list("buttons") ?? [] {
            guard let scales = try node.mapping("a button entry", allowed: buttonKeys)["scales"] else { continue }
            if let unused = unusedScales(.buttons, symbol: false, in: manifest) { throw scales.error("scales: \(unused)") }
        }
    }

    /// Why no output taking `kind` uses the scales (`symbol`: icons written as symbols into
    /// catalogs), or nil when one does.
    private static func unusedScales(_ kind: Manifest.AssetKind, symbol: Bool, in manifest: Manifest) -> String? {
        var reasons: [String] = []
        for output in manifest.outputs where output.assets.contains(kind) {
            let format = symbol ? output.format.symbolForm ?? output.format : output.format
            guard let bundle = try? format.output(root: manifest.resolve(output.path), options: output.options),
                  let reason = bundle.scalesUnused(for: kind == .icons ? .tabIcon : .button) else { return nil }
            reasons.append("the output \(output.path) \(reason)")
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: ", and ") + "; leave 'scales' out"
    }
}
