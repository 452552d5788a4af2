import Foundation

/// The VectorDrawable's share of a worker frame: the options asked for, and the drawable's
/// bytes or the converter's refusal (its case and strings, so it arrives as the same value).
extension WireWriter {
    mutating func drawableOptions(_ options: VectorDrawableOptions?) {
        u8(options == nil ? 0 : 1)
        guard let options else { return }
        [options.width, options.height, options.padding].forEach { double($0) }
        u8(options.tint == nil ? 0 : 1)
        if let tint = options.tint { rgba(tint) }
        u8(options.autoMirrored ? 1 : 0)
        u8(options.language.rawValue)
    }

    mutating func drawableOutcome(_ outcome: DrawableOutcome?) {
        switch outcome {
        case nil: u8(0)
        case .converted(let data)?:
            u8(1)
            blob(data)
        case .refused(let error)?:
            u8(2)
            switch error {
            case .invalidXML(let message): u8(0); string(message)
            case .notSVG(let root): u8(1); string(root)
            case .noDimensions: u8(2)
            case .unsupported(let element, let reason): u8(3); string(element); string(reason)
            case .invalidValue(let attribute, let value): u8(4); string(attribute); string(value)
            case .invalidOptions(let message): u8(5); string(message)
            case .converterCrashed(let how): u8(6); string(how)
            case .pathTooLong(let characters): u8(7); int(characters)
            }
        }
    }
}

extension WireReader {
    mutating func drawableOptions() throws -> VectorDrawableOptions? {
        guard try u8() != 0 else { return nil }
        var options = VectorDrawableOptions(width: try double(), height: try double(), padding: try double(), tint: nil)
        if try u8() != 0 { options.tint = try rgba() }
        options.autoMirrored = try u8() != 0
        guard let language = VectorDrawableLanguage(rawValue: try u8()) else { throw WorkerFailure.protocolError("unknown drawable language") }
        options.language = language
        return options
    }

    mutating func drawableOutcome() throws -> DrawableOutcome? {
        switch try u8() {
        case 0: return nil
        case 1: return .converted(Data(try blob()))
        case 2:
            switch try u8() {
            case 0: return .refused(.invalidXML(try string()))
            case 1: return .refused(.notSVG(root: try string()))
            case 2: return .refused(.noDimensions)
            case 3: return .refused(.unsupported(element: try string(), reason: try string()))
            case 4: return .refused(.invalidValue(attribute: try string(), value: try string()))
            case 5: return .refused(.invalidOptions(try string()))
            case 6: return .refused(.converterCrashed(try string()))
            case 7: return .refused(.pathTooLong(characters: try int()))
            default: throw WorkerFailure.protocolError("unknown VectorDrawable refusal")
            }
        default: throw WorkerFailure.protocolError("unknown VectorDrawable outcome")
        }
    }
}
