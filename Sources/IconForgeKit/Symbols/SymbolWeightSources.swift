import Foundation

/// An icon's designer-drawn weights (`--ultralight`, `--black`; `ultralight:`, `black:` in a
/// manifest): the SVGs used as drawn for those weights of its symbol, Regular being the icon.
public struct SymbolWeightSources: Equatable, Sendable {
    public var ultralight: IconSource?
    public var black: IconSource?

    public init(ultralight: IconSource? = nil, black: IconSource? = nil) {
        self.ultralight = ultralight
        self.black = black
    }

    public var isEmpty: Bool { ultralight == nil && black == nil }

    /// `options` drawing these weights.
    func applied(to options: SymbolOptions) -> SymbolOptions {
        var options = options
        options.ultralightDrawing = ultralight?.data
        options.blackDrawing = black?.data
        return options
    }

    /// What rebuilds the icon when a drawing changes: each one's SHA-256, or "" without any.
    var fingerprint: String {
        [("ultralight", ultralight), ("black", black)].compactMap { key, source in
            source.map { ";\(key)=\(SHA256.hex($0.data))" }
        }.joined()
    }
}
