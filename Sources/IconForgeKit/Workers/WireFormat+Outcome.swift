import Foundation

/// An output that crosses the worker wire in fixed-width fields: it comes back with most renders,
/// so it should cost no coder set-up (see `WireFormat+Finishing`).
protocol WireValue {
    func write(to writer: inout WireWriter)
    init(from reader: inout WireReader) throws
}

extension Data: WireValue {
    func write(to writer: inout WireWriter) { writer.blob(self) }
    init(from reader: inout WireReader) throws { self.init(try reader.blob()) }
}

/// A conversion's outcome on the wire, for every conversion alike: absent, its output in fixed-width
/// fields, or its refusal as the value it is (JSON: refusals are rare, and every case and string of
/// every refusal type arrives unchanged without a table per type to keep in step with its cases).
extension WireWriter {
    mutating func outcome<Output: WireValue, Refusal>(_ outcome: ConversionOutcome<Output, Refusal>?) {
        switch outcome {
        case nil: u8(0)
        case .converted(let output)?:
            u8(1)
            output.write(to: &self)
        case .refused(let refusal)?:
            u8(2)
            json(refusal)
        }
    }

    /// A value as its JSON, for the rare values (errors) whose every case should cross as itself.
    /// Keys go sorted, so one value is always the same bytes (the encoder's own order is not fixed).
    mutating func json<Value: Encodable>(_ value: Value) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        blob((try? encoder.encode(value)) ?? Data())
    }
}

extension WireReader {
    mutating func outcome<Output: WireValue, Refusal>() throws -> ConversionOutcome<Output, Refusal>? {
        switch try u8() {
        case 0: return nil
        case 1: return .converted(try Output(from: &self))
        case 2: return .refused(try json(Refusal.self))
        default: throw WorkerFailure.protocolError("unknown \(Output.self) outcome")
        }
    }

    mutating func json<Value: Decodable>(_ type: Value.Type) throws -> Value {
        guard let value = try? JSONDecoder().decode(type, from: Data(try blob())) else {
            throw WorkerFailure.protocolError("unreadable \(type)")
        }
        return value
    }
}
