import Foundation

extension ManifestParser {
    /// One entry of `outputs:`: its format (or its vector or symbol form), path, `assets:`,
    /// `replace:`, and the format's own settings, which the format checks.
    static func output(_ node: ManifestNode, sections: [String: FormatOptions]) throws -> Manifest.Output {
        let formats = BundleFormat.allCases.map(\.rawValue)
        var entry = try node.mapping("an output", allowed: formats + ["assets", "vector", "symbol", "replace"]
                                   + FormatRegistry.settingKeys)
        let selection = entry.removeValue(forKey: "assets")
        let vector = entry.removeValue(forKey: "vector"), replace = entry.removeValue(forKey: "replace")
        let symbol = entry.removeValue(forKey: "symbol")
        let named = entry.filter { formats.contains($0.key) }
        guard named.count == 1, let (key, value) = named.first, let format = BundleFormat(rawValue: key) else {
            throw node.error(.noFormat)
        }
        entry.removeValue(forKey: key)
        var output = Manifest.Output(format: format, path: try value.string("the \(key) path"), line: value.line ?? 0)
        if let selection { output.assets = try assetKinds(selection) }
        if let replace {
            guard let flag = replace.node.bool else { throw replace.error(.notABoolean("replace")) }
            output.replaces = flag
        }
        if let vector {
            guard let flag = vector.node.bool else { throw vector.error(.notABoolean("vector")) }
            if flag {
                guard let form = format.vectorForm else {
                    throw vector.error(.noVectorForm(format))
                }
                output.format = form
            }
        }
        if let symbol {
            guard let flag = symbol.node.bool else { throw symbol.error(.notABoolean("symbol")) }
            if flag {
                guard let form = format.symbolForm else {
                    throw symbol.error(.noSymbolForm(format))
                }
                if output.format != format { throw symbol.error(.vectorAndSymbol) }
                output.format = form
            }
        }
        // The rest are the format's own settings, over those of its section; it reads them.
        let type = output.format.type
        let section = type.section.flatMap { sections[$0] }?.only(output.format.settings.map(\.key)) ?? FormatOptions()
        output.options = type.manifestDefaults.overlaid(by: section).overlaid(by: try options(entry))
        try check(output.options, of: output.format)
        return output
    }

    /// The formats' sections (`android:`), each a mapping of settings, checked by every format reading it.
    static func formatSections(_ top: [String: ManifestNode]) throws -> [String: FormatOptions] {
        var sections: [String: FormatOptions] = [:]
        for (section, keys) in FormatRegistry.sections {
            guard let node = top[section] else { continue }
            let options = try self.options(try node.mapping(section, allowed: keys))
            for format in FormatRegistry.allKeys.filter({ $0.type.section == section }) {
                try check(options.only(format.settings.map(\.key)), of: format)
            }
            sections[section] = options
        }
        return sections
    }

    /// Settings as given, each a single value (a YAML boolean read as `true` or `false`).
    static func options(_ keys: [String: ManifestNode]) throws -> FormatOptions {
        var options = FormatOptions()
        for (key, node) in keys {
            let text = node.node.bool.map { $0 ? "true" : "false" } ?? node.node.scalar?.string
            guard let text else { throw node.error(.notASingleValue(key)) }
            options[key] = .init(text, origin: .manifest(file: node.file, line: node.line))
        }
        return options
    }

    /// Lets `format` read `options` as it will when building, so a bad setting stops the
    /// manifest with its line rather than the build halfway.
    static func check(_ options: FormatOptions, of format: BundleFormat) throws {
        do {
            _ = try format.output(root: URL(fileURLWithPath: "/"), options: options)
        } catch let error as FormatOptionError {
            guard case .manifest(let file, let line) = error.origin else { throw error }
            throw ManifestError(file: file, line: line, .formatSetting(error))
        }
    }

    /// An output's `assets:`: `all`, `icons`, `buttons`, or a list of them.
    static func assetKinds(_ node: ManifestNode) throws -> Set<Manifest.AssetKind> {
        var kinds = Set<Manifest.AssetKind>()
        for item in try node.list("assets") {
            let text = try item.string("assets")
            if text == "all" {
                kinds.formUnion(Manifest.AssetKind.allCases)
            } else if let kind = Manifest.AssetKind(rawValue: text) {
                kinds.insert(kind)
            } else {
                throw item.error(.notAnAssetKind(text))
            }
        }
        return kinds
    }
}
