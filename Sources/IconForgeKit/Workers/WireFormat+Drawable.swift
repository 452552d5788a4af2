import Foundation

/// The VectorDrawable's options on the wire (its outcome is a `ConversionOutcome`, whose coding
/// is `WireFormat+Outcome`'s).
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
}
