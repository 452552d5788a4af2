import Foundation

/// The symbol template's share of a worker frame: the options asked for, and the template with
/// its warnings or the refusal (its case and strings, so it arrives as the same value).
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

    mutating func symbolOutcome(_ outcome: SymbolOutcome?) {
        switch outcome {
        case nil: u8(0)
        case .converted(let template)?:
            u8(1)
            blob(template.svg)
            int(template.warnings.count)
            for warning in template.warnings {
                string(warning.kind.rawValue)
                string(warning.detail)
            }
        case .refused(let error)?:
            u8(2)
            switch error {
            case .invalidXML(let message): u8(0); string(message)
            case .notSVG(let root): u8(1); string(root)
            case .noDimensions: u8(2)
            case .unsupported(let element, let reason): u8(3); string(element); string(reason)
            case .invalidValue(let attribute, let value): u8(4); string(attribute); string(value)
            case .outOfRange(let what): u8(5); string(what)
            case .tooComplex(let what): u8(6); string(what)
            case .nothingToDraw: u8(7)
            case .invalidOptions(let message): u8(8); string(message)
            case .weightMismatch(let weight, let difference): u8(9); string(weight); string(difference)
            case .weightSource(let weight, let reason): u8(10); string(weight); string(reason)
            }
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

    mutating func symbolOutcome() throws -> SymbolOutcome? {
        switch try u8() {
        case 0: return nil
        case 1:
            let svg = Data(try blob())
            var warnings: [SymbolWarning] = []
            // A plain loop: `map` would reserve room for a garbled count before reading a byte.
            for _ in 0 ..< (try int()) {
                guard let kind = SymbolWarning.Kind(rawValue: try string()) else {
                    throw WorkerFailure.protocolError("unknown symbol warning")
                }
                warnings.append(SymbolWarning(kind: kind, detail: try string()))
            }
            return .converted(SymbolTemplateOutput(svg: svg, warnings: warnings))
        case 2:
            switch try u8() {
            case 0: return .refused(.invalidXML(try string()))
            case 1: return .refused(.notSVG(root: try string()))
            case 2: return .refused(.noDimensions)
            case 3: return .refused(.unsupported(element: try string(), reason: try string()))
            case 4: return .refused(.invalidValue(attribute: try string(), value: try string()))
            case 5: return .refused(.outOfRange(try string()))
            case 6: return .refused(.tooComplex(try string()))
            case 7: return .refused(.nothingToDraw)
            case 8: return .refused(.invalidOptions(try string()))
            case 9: return .refused(.weightMismatch(weight: try string(), difference: try string()))
            case 10: return .refused(.weightSource(weight: try string(), reason: try string()))
            default: throw WorkerFailure.protocolError("unknown symbol refusal")
            }
        default: throw WorkerFailure.protocolError("unknown symbol outcome")
        }
    }
}
