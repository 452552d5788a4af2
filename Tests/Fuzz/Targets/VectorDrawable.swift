// The SVG to VectorDrawable converter: any SVG either converts or throws; it never traps, and
// what it writes holds no NaN or infinity (Android crashes inflating such a drawable).
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let svg = Data(bytes: start, count: count)
    guard let xml = try? VectorDrawable.convert(svg: svg) else { return 0 }
    let text = String(decoding: xml, as: UTF8.self)
    for bad in ["nan", "inf"] where text.lowercased().contains("\"" + bad) || text.contains("-" + bad) {
        fatalError("the drawable holds \(bad): \(text.prefix(400))")
    }
    return 0
}
