/// Why a PNG could not be encoded or decoded.
public struct PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    public let reason: String
    public var description: String { reason }
}
