import Foundation

/// Why a record iconforge keeps (a bundle's record of what it wrote, a build state) cannot be
/// read: one case per problem, so what to do about it is asked of the case, not read back from
/// the words.
public enum RecordProblem: Sendable, Equatable, CustomStringConvertible {
    /// A link, named pipe or device where the record goes.
    case notPlain
    case tooLarge(bytes: Int, limit: Int)
    case notReadWhole
    /// The system's reason (`plainReason` of its errno).
    case unreadable(String)
    /// git's conflict markers, from the line given (counted from 1).
    case conflictMarkers(line: Int)
    case notJSON(ContentsJSON.Problem)
    /// JSON, but no record of the kind expected.
    case notARecord
    case notABuildState
    case noAssetsObject
    case incompleteAsset(String)

    public var description: String {
        switch self {
        case .notPlain: return "is not a plain file"
        case .tooLarge(let bytes, let limit): return "is \(ByteCount.format(bytes)), over the \(limit >> 20) MiB a record may be"
        case .notReadWhole: return "cannot be read whole"
        case .unreadable(let reason): return "cannot be read (\(reason))"
        case .conflictMarkers(let line): return "holds git conflict markers (line \(line))"
        case .notJSON(let problem): return problem.reason
        case .notARecord: return "is not a record iconforge wrote"
        case .notABuildState: return "is not a build state iconforge wrote"
        case .noAssetsObject: return "has no \"assets\" object, as every record iconforge writes does"
        case .incompleteAsset(let id): return "has an incomplete record of asset '\(id)'"
        }
    }

    /// What to do with a record unreadable for this.
    public var mending: String {
        if case .conflictMarkers = self { return "resolve the conflict in it" }
        return "fix it"
    }
}
