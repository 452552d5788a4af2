/// A path's level in a symbol's hierarchical rendering, read from how opaque the drawing paints
/// it: the system draws primary layers in the full tint and the others lighter.
enum SymbolLevel: String, Equatable, Sendable {
    case primary, secondary, tertiary

    /// The level of paint `opacity` opaque (its own opacity, its fill- or stroke-opacity, its
    /// colour's alpha and its groups' opacities multiplied): 1 is primary, from 0.5 up to 1
    /// secondary, below 0.5 tertiary.
    init(opacity: Double) {
        if opacity >= 1 { self = .primary } else if opacity >= 0.5 { self = .secondary } else { self = .tertiary }
    }

    /// The fill the SF Symbols app previews the level in, as its exports define
    /// `.hierarchical-N:<level>` in the template's `<style>`.
    var previewFill: String {
        switch self {
        case .primary: return "#212121"
        case .secondary: return "#4D4D4D"
        case .tertiary: return "#8E8E8E"
        }
    }
}

/// The layers of a symbol: each distinct level its paths take is one, numbered in drawing order.
struct SymbolLayers: Equatable {
    /// `levels[n]`: the level of layer n.
    let levels: [SymbolLevel]

    init(drawing order: [SymbolLevel]) {
        var levels: [SymbolLevel] = []
        for level in order where !levels.contains(level) { levels.append(level) }
        self.levels = levels
    }

    /// The layer `level` is drawn in.
    func index(of level: SymbolLevel) -> Int { levels.firstIndex(of: level) ?? 0 }

    /// The classes of a path of `level`: its monochrome layer and its hierarchical one.
    func classes(of level: SymbolLevel) -> String {
        let n = index(of: level)
        return "monochrome-\(n) hierarchical-\(n):\(level.rawValue)"
    }

    /// The `<style>` that defines every layer's classes: monochrome all black (as without
    /// layers), hierarchical in the SF Symbols app's preview greys.
    var style: String {
        var out = " <style>"
        out += levels.indices.map { ".monochrome-\($0) {fill:#000000}" }.joined(separator: "\n")
        out += "\n\n"
        out += levels.enumerated().map { ".hierarchical-\($0.offset):\($0.element.rawValue) {fill:\($0.element.previewFill)}" }
            .joined(separator: "\n")
        return out + "\n</style>\n"
    }
}
