/// Why a list of pixel densities (`--scales`, `scales:`) cannot be used, for icons and buttons alike.
public enum ScaleListProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case outOfRange(Int)
    case repeated

    /// The problem with `scales`, or nil when every scale is 1 to 4 and none repeats.
    public static func check(_ scales: [Int]) -> ScaleListProblem? {
        if scales.isEmpty { return .empty }
        if let bad = scales.first(where: { !(1 ... 4).contains($0) }) { return .outOfRange(bad) }
        if Set(scales).count != scales.count { return .repeated }
        return nil
    }

    public var description: String {
        switch self {
        case .empty: return "give at least one scale"
        case .outOfRange(let scale): return "scale \(scale) is not between 1 and 4"
        case .repeated: return "scales repeat"
        }
    }
}
