// The colour parser and the size parsers (byte counts such as 512MiB, manifest sizes such as
// 40x44): any text parses or is refused, never a trap.
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if case .success(let colour) = ColorParser.parse(text) {
        _ = colour.hex
        _ = ButtonPalette(fill: colour, stroke: nil).disabled
    }
    if let bytes = ByteCount.parse(text) { _ = ByteCount.format(bytes) }
    // A button whose size, radius and stroke come from the text, as the manifest gives them.
    let yaml = "outputs: [{png: out}]\nbuttons:\n  - {name: b, colour: \(text.debugDescription), size: \(text.debugDescription), "
        + "radius: \(text.debugDescription)}\n"
    _ = try? ManifestParser.parse(yaml, file: URL(fileURLWithPath: "/fuzz/iconforge.yml"))
    return 0
}
