import ArgumentParser
import IconForgeKit

/// `1,2,3` as a list of scales.
struct ScaleList: ExpressibleByArgument {
    let values: [Int]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        values = parts.map { $0! }
    }

    var defaultValueDescription: String { values.map(String.init).joined(separator: ",") }
}

/// `30` (square) or `WxH`, in points.
struct PointSize: ExpressibleByArgument {
    let width: Double
    let height: Double

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.allSatisfy({ $0 != nil && $0!.isFinite }) else { return nil }
        switch numbers.count {
        case 1: (width, height) = (numbers[0]!, numbers[0]!)
        case 2: (width, height) = (numbers[0]!, numbers[1]!)
        default: return nil
        }
    }

    var defaultValueDescription: String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return width == height ? number(width) : "\(number(width))x\(number(height))"
    }
}

extension IconPreset: ExpressibleByArgument {}

extension BundleFormat: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }
}

/// A byte size: `1GiB`, `512MiB`, `16M`, `4096`.
struct ByteSize: ExpressibleByArgument {
    let bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        guard let bytes = ByteCount.parse(argument) else { return nil }
        self.bytes = bytes
    }

    var defaultValueDescription: String { ByteCount.format(bytes).replacingOccurrences(of: " ", with: "") }
}
