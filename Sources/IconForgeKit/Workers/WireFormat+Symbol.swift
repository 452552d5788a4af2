import Foundation

/// The symbol template's share of a worker frame: the options asked for, and the template with its
/// warnings (the outcome around it is a `ConversionOutcome`, whose coding is `WireFormat+Outcome`'s).
extension WireWriter {
    mutating func symbolOptions(_ options: SymbolOptions?) {
        u8(options == nil ? 0 : 1)
        guard let options else { return }
        string(options.name)
        double(options.ultralightStrokeScale)
        double(options.blackStrokeScale)
        u8(options.symbolInsets == nil ? 0 : 1)
        if let insets = options.symbolInsets { [insets.top, insets.left, insets.bottom, insets.right].forEach { double($0) } }
        for drawing in [options.ultralightDrawing, options.blackDrawing] {
            u8(drawing == nil ? 0 : 1)
            if let drawing { blob(drawing) }
        }
    }
}

extension WireReader {
    mutating func symbolOptions() throws -> SymbolOptions? {
        guard try u8() != 0 else { return nil }
        var options = SymbolOptions(name: try string(), ultralightStrokeScale: try double(), blackStrokeScale: try double())
        if try u8() != 0 {
            options.symbolInsets = SymbolInsets(top: try double(), left: try double(), bottom: try double(), right: try double())
        }
        options.ultralightDrawing = try u8() != 0 ? Data(try blob()) : nil
        options.blackDrawing = try u8() != 0 ? Data(try blob()) : nil
        return options
    }
}

extension SymbolTemplateOutput: WireValue {
    func write(to writer: inout WireWriter) {
        writer.blob(svg)
        writer.int(warnings.count)
        for warning in warnings {
            writer.string(warning.kind.rawValue)
            writer.string(warning.detail)
        }
    }

    init(from reader: inout WireReader) throws {
        let svg = Data(try reader.blob())
        var warnings: [SymbolWarning] = []
        // A plain loop: `map` would reserve room for a garbled count before reading a byte.
        for _ in 0 ..< (try reader.int()) {
            guard let kind = SymbolWarning.Kind(rawValue: try reader.string()) else {
                throw WorkerFailure.protocolError("unknown symbol warning")
            }
            warnings.append(SymbolWarning(kind: kind, detail: try reader.string()))
        }
        self.init(svg: svg, warnings: warnings)
    }
}
