extension CatalogContents {
    /// `3 images, 1 color, 1 data set, 1 symbol, 1 AR resource group`: what got constants, by kind.
    public var assetSummary: String {
        let kinds = allAssets.map(\.kind.summaryName)
        let counted = Self.counted(kinds, order: ["image", "color", "data set", "symbol", "AR resource group"])
        return counted.isEmpty ? "no assets" : counted
    }

    /// `skipped 2 sets code does not load by name: 1 app icon set, 1 sprite atlas`, or nil.
    public var skippedSummary: String? {
        guard !skipped.isEmpty else { return nil }
        let kinds = skipped.map(\.kind)
        let order = kinds.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.sorted()
        return "skipped \(skipped.count) set\(skipped.count == 1 ? "" : "s") code does not load by name: "
            + Self.counted(kinds, order: order)
    }

    /// `2 images, 1 color`: each kind of `order` that occurs, with its count.
    private static func counted(_ kinds: [String], order: [String]) -> String {
        order.compactMap { kind in
            let count = kinds.filter { $0 == kind }.count
            return count == 0 ? nil : "\(count) \(kind)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}

extension CatalogAsset.Kind {
    /// How the summary counts an asset of this kind.
    var summaryName: String {
        switch self {
        case .image: return "image"
        case .color: return "color"
        case .data: return "data set"
        case .symbol: return "symbol"
        case .arResourceGroup: return "AR resource group"
        }
    }
}
