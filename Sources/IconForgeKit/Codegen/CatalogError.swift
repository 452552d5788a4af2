import Foundation

/// Why a catalog could not be read for code generation, or the code not be written: the file or
/// folder it is about, and the problem.
public struct CatalogError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let problem: CatalogProblem

    public init(_ path: String, _ problem: CatalogProblem) {
        self.path = path
        self.problem = problem
    }

    /// The problem in words, after the path.
    public var reason: String { problem.description }
    public var description: String { "\(path): \(reason)" }
}

/// What is wrong with a catalog codegen reads, or with the code it would write; one case per
/// problem, with the values it names.
public enum CatalogProblem: Sendable, CustomStringConvertible {
    case noSuchCatalog
    case notAFolder
    case notACatalog
    case nestedTooDeep(Int)
    /// Foundation's or the system's error (a folder that cannot be listed), worded by `plainReason`.
    case system(any Error)
    /// A link to `target`, a folder it is in.
    case linkLoop(target: String)
    case linkOut(target: String)
    case missing
    case contentsTooLarge(limit: Int)
    case folderNotFile
    case notRegular(String)
    case unreadable(InputError)
    case notAnObject(ContentsJSON.Problem)
    case capInsetNotPixels(String)
    /// `reason`: `SwiftCodeGenerator.enumNameProblem`'s words.
    case enumName(String)
    case failedCheck(String)
    case hidesGeneratedType(String)
    case sameSwiftName(String, other: String)

    public var description: String {
        switch self {
        case .noSuchCatalog: return "no such catalog"
        case .notAFolder: return "is a file, not a folder (an .xcassets catalog is a folder)"
        case .notACatalog: return "not an asset catalog (no Contents.json and not named .xcassets)"
        case .nestedTooDeep(let depth): return "folders nested more than \(depth) deep"
        case .system(let error): return error.plainReason
        case .linkLoop(let target): return "a symbolic link back to \(target), a folder it is in (a loop); codegen does not follow it"
        case .linkOut(let target): return "a symbolic link out of the catalog (to \(target)); codegen reads only what is inside it"
        case .missing: return "missing"
        case .contentsTooLarge(let limit): return "over \(ByteCount.format(limit)), too large for a Contents.json"
        case .folderNotFile: return "is a folder, not a file"
        case .notRegular(let kind): return "is \(kind), not a regular file"
        case .unreadable(let error): return error.description
        case .notAnObject(let problem): return problem.reason
        case .capInsetNotPixels(let key): return "cap-insets \(key) is not a number of pixels"
        case .enumName(let reason): return reason
        case .failedCheck(let problem): return "the generated Swift failed its check (\(problem)); nothing was written"
        case .hidesGeneratedType(let name): return "its enum \(name) would hide the generated type \(name); rename it"
        case .sameSwiftName(let identifier, let other): return "its Swift name `\(identifier)` is also the name of \(other); rename one"
        }
    }
}
