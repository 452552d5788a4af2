import Foundation

/// What making an SVG's custom-symbol template gave, as a value that travels back from the
/// render worker: the template and its warnings, or the one-line refusal.
public enum SymbolOutcome: Codable, Equatable, Sendable {
    case converted(SymbolTemplateOutput)
    case refused(SymbolError)

    /// Makes the template here (a worker, where a crash in the SVG reading costs one input).
    public init(svg: Data, options: SymbolOptions) {
        do {
            self = .converted(try SymbolTemplate.make(svg: svg, options: options))
        } catch let error as SymbolError {
            self = .refused(error)
        } catch {
            self = .refused(.invalidXML("\(error)"))
        }
    }
}
