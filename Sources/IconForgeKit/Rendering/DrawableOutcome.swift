import Foundation

/// What converting an SVG into a VectorDrawable gave, as a value that travels back from the
/// render worker: the drawable's bytes, or the converter's one-line refusal.
public enum DrawableOutcome: Codable, Equatable, Sendable {
    case converted(Data)
    case refused(VectorDrawableError)

    /// Converts `svg` here (a worker, where a converter crash costs one input).
    public init(svg: Data, options: VectorDrawableOptions) {
        do {
            self = .converted(try VectorDrawable.convert(svg: svg, options: options))
        } catch let error as VectorDrawableError {
            self = .refused(error)
        } catch {
            self = .refused(.invalidXML("\(error)"))
        }
    }
}
