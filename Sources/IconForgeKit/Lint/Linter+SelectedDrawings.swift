import Foundation

extension Linter {
    /// Whether `icon`'s selected drawing `selected` jumps when the tab is selected: both drawn at
    /// 1x with the box they share, as `icon` writes them, and their ink boxes compared
    /// (`SelectedDrawingLint`); nil when they line up.
    public func lintPair(_ icon: IconSource, selected: IconSource) throws -> IconWarning? {
        let targets = [iconOptions.target(scale: 1)]
        func render(_ source: IconSource, with other: IconSource) throws -> AlphaPlane {
            let result = try rasterizer.render(RenderRequest(svg: source.data, targets: targets,
                                                             baseURL: allowsExternalFiles ? source.fileURL : nil,
                                                             fitCompanion: other.data))
            guard let image = result.images.first else { throw RenderError.imageCount(expected: 1, got: 0) }
            return image.alphaPlane
        }
        return SelectedDrawingLint.check(icon: try render(icon, with: selected), selected: try render(selected, with: icon))
    }

    /// For each of `sources` (nil: not read), the index of its selected drawing by `suffix`
    /// (`SelectedPairing`), by position; and the warning of each drawing that `icon` leaves an
    /// icon of its own because its icon is itself a selected drawing, in `icon`'s words.
    public static func selectedPartners(_ sources: [IconSource?], suffix: String) -> (partners: [Int: Int], unpaired: [Int: IconWarning]) {
        let read = sources.indices.filter { sources[$0] != nil }
        let pairing = SelectedPairing.pairing(read, suffix: suffix) { sources[$0]!.name }
        let partners = pairing.pairs.compactMap { pair in pair.selected.map { (read[pair.icon], read[$0]) } }
        let unpaired = pairing.unpaired.map { unpaired in
            (read[unpaired.drawing], SelectedPairing.warning(unpaired, suffix: suffix) { sources[read[$0]]!.displayName })
        }
        return (Dictionary(uniqueKeysWithValues: partners), Dictionary(uniqueKeysWithValues: unpaired))
    }
}
