import Foundation

/// What a conversion a render worker makes beside the pixels gave, as a value that travels back:
/// its output, or its one-line refusal. The VectorDrawable and the symbol template are two of them.
public enum ConversionOutcome<Output, Refusal>: Codable, Equatable, Sendable
where Output: Codable & Equatable & Sendable, Refusal: Error & Codable & Equatable & Sendable {
    case converted(Output)
    case refused(Refusal)

    /// Runs `convert` here (a worker, where a crash costs one input); an error that is not a
    /// `Refusal` becomes one through `unexpected`.
    init(_ convert: () throws -> Output, unexpected: (Error) -> Refusal) {
        do {
            self = .converted(try convert())
        } catch let refusal as Refusal {
            self = .refused(refusal)
        } catch {
            self = .refused(unexpected(error))
        }
    }
}

/// The VectorDrawable's bytes, or the converter's refusal.
public typealias DrawableOutcome = ConversionOutcome<Data, VectorDrawableError>

/// The custom-symbol template and its warnings, or the refusal.
public typealias SymbolOutcome = ConversionOutcome<SymbolTemplateOutput, SymbolError>

extension ConversionOutcome where Output == Data, Refusal == VectorDrawableError {
    /// Converts `svg` into a VectorDrawable.
    public init(svg: Data, options: VectorDrawableOptions) {
        self.init({ try VectorDrawable.convert(svg: svg, options: options) }, unexpected: { .invalidXML("\($0)") })
    }
}

extension ConversionOutcome where Output == SymbolTemplateOutput, Refusal == SymbolError {
    /// Makes `svg`'s custom-symbol template.
    public init(svg: Data, options: SymbolOptions) {
        self.init({ try SymbolTemplate.make(svg: svg, options: options) }, unexpected: { .invalidXML("\($0)") })
    }
}
