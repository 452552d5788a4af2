/// Why a Compose `.kt` file could not be read back into a drawing (`ImageVectorSVG`). The file
/// may come from anyone's commit, so every way it can be wrong ends here, never in a trap.
public enum ImageVectorReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is larger than the reader takes.
    case tooLarge(bytes: Int, limit: Int)
    /// Calls, blocks or groups nested deeper than the reader follows.
    case tooDeep(limit: Int)
    /// Not the Kotlin the compose output writes: `expected` what, near `near` (a piece of the file).
    case syntax(expected: String, near: String)
    /// A number that is no finite value (`1e999f`), or a colour past 32 bits.
    case badNumber(String)
    /// A call, argument or value the reader does not know, which it refuses rather than draw less.
    case unsupported(String)
    /// A split-off function called a second time, or from itself: the compose output calls each once.
    case repeatedFunction(String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            return "the file is \(ByteCount.format(bytes)), over the \(ByteCount.format(limit)) an ImageVector is read up to"
        case .tooDeep(let limit): return "its calls nest more than \(limit) deep"
        case .syntax(let expected, let near): return "expected \(expected) near '\(PrintableText.escaped(near))'"
        case .badNumber(let text): return "the number '\(PrintableText.escaped(text))' is out of range"
        case .unsupported(let what): return "not what the compose output writes: \(PrintableText.escaped(what))"
        case .repeatedFunction(let name): return "the function \(PrintableText.escaped(name))() is called more than once"
        }
    }
}
