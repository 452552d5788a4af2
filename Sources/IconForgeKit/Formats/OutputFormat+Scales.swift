import Foundation

extension OutputFormat {
    /// Why the scales asked for (`--scales`, `scales:`) change nothing this format writes for
    /// assets of `kind`, or nil when they choose its files. Found by asking the format for an
    /// asset's files at one scale and at all: Android writes every density whatever is asked,
    /// a PDF imageset and a symbol set one file with no scale.
    public func scalesUnused(for kind: RenderedAsset.Kind) -> String? {
        let every = Self.widestPlan(name: "a", group: nil, kind: kind, format: self)
        var one = every
        one.scales = [1]
        guard let all = try? files(of: every), let single = try? files(of: one), all.map(\.path) == single.map(\.path) else {
            return nil
        }
        let images = all.filter { if case .image = $0.content { return true } else { return false } }
        guard !images.isEmpty else { return "writes \(fileKind) files, which have no scale" }
        let rendered = pixelScales(requested: [1])
        return "writes every density (" + rendered.map { String(format: "%gx", $0) }.joined(separator: ", ") + ") whatever the scales"
    }
}
