import Foundation

extension JSONValue: Decodable {
    /// Reads any JSON value. Booleans stay booleans and whole numbers stay integers, so a file
    /// read and printed again keeps its values as written.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// The document in `data`, or nil when it is not JSON.
    public init?(parsing data: Data) {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return nil }
        self = value
    }

    /// A value `JSONSerialization` read (its booleans are numbers of type `c`); nil for anything
    /// it never gives.
    init?(serialized value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case is NSNull: self = .null
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" { self = .bool(number.boolValue) }
            else if type == "d" || type == "f" { self = .double(number.doubleValue) }
            else { self = .int(number.intValue) }
        case let items as [Any]:
            let values = items.compactMap(JSONValue.init(serialized:))
            guard values.count == items.count else { return nil }
            self = .array(values)
        case let members as [String: Any]:
            let values = members.compactMapValues(JSONValue.init(serialized:))
            guard values.count == members.count else { return nil }
            self = .object(values)
        default: return nil
        }
    }

    /// The members of an object; nil for other values.
    public var members: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The text of a string; nil for other values.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
