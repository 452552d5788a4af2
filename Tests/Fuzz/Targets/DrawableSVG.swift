// `iconforge diff`'s reader of a committed VectorDrawable (VectorDrawableSVG), which turns it into
// SVG for librsvg to draw: the drawable comes from a commit, anyone's. Any bytes are an SVG or
// one VectorDrawableSVG.Unsupported, never a trap; the SVG is well-formed XML holding only the
// elements the reader writes, with no reference out of the document (no `href`), whatever the
// drawable's attributes hold.
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let svg: String
    do {
        svg = try VectorDrawableSVG.svg(from: data, pixels: 48)
    } catch is VectorDrawableSVG.Unsupported {
        return 0
    } catch {
        fatalError("not VectorDrawableSVG.Unsupported: \(error)")
    }
    // Tests/TestSupport/RedrawnSVGCheck.swift, compiled in by run.sh.
    if let problem = RedrawnSVGCheck.problem(in: svg) { fatalError("\(problem): \(svg)") }
    return 0
}
