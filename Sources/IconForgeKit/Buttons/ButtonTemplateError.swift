/// Why a button template cannot be used: one case per problem, worded by `description`.
public enum ButtonTemplateError: Error, CustomStringConvertible, Sendable {
    case noSuchFile
    /// Neither a file nor a bundled template of that name (`lint`'s lookup).
    case noSuchFileOrTemplate
    case bundledIcon
    case bundledMissing
    case tooLarge(bytes: Int, limit: Int)
    /// Where and why the Mustache parser stopped, in words.
    case notMustache(String)
    case nestedTooDeep(Int)
    case repeatsTooFar(estimatedBytes: Double)
    case noColourPlaceholders
    /// What `ButtonLint` found: translucent, or no room for the caps.
    case unusable([IconWarning])
    case noResult
    case wrongSize(width: Int, height: Int)
    case noRender(state: String, scale: Double)

    public var description: String {
        switch self {
        case .noSuchFile: return "no such file"
        case .noSuchFileOrTemplate: return "no such file, and no bundled template of that name (see `iconforge templates`)"
        case .bundledIcon: return "is a bundled icon, not a button template (see `iconforge templates`)"
        case .bundledMissing: return "the bundled button.svg template is missing"
        case .tooLarge(let bytes, let limit):
            return "the template is \(ByteCount.format(bytes)), over the \(ByteCount.format(limit)) a button template may be"
        case .notMustache(let reason): return "not a valid Mustache template: \(reason)"
        case .nestedTooDeep(let depth):
            return "its sections are nested \(depth) deep; a button template may nest at most \(ButtonTemplate.maximumSectionDepth)"
        case .repeatsTooFar(let estimate):
            let size = estimate < 1e15 ? "about " + ByteCount.format(Int(estimate)) : "more than a petabyte"
            return "its sections would repeat into \(size) of SVG for each image, over the "
                + "\(ByteCount.format(ButtonTemplate.maximumRenderedBytes)) a button template may produce"
        case .noColourPlaceholders:
            return "uses none of the colour placeholders {{fill}}, {{stroke}}, {{#stops}}; "
                + "every state would look the same (see `iconforge templates --export button`)"
        case .unusable(let problems):
            return "not a usable button template: " + problems.map(\.description).joined(separator: "; ")
        case .noResult: return "the renderer delivered no result"
        case .wrongSize(let width, let height): return "the template did not render at \(width)x\(height) px"
        case .noRender(let state, let scale): return "no \(state) render at \(NumberText.decimal(scale))x"
        }
    }
}
