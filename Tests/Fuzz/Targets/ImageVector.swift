// `iconforge diff`'s reader of a committed Compose ImageVector file (ImageVectorSVG), which turns
// it into SVG for librsvg to draw: the `.kt` file comes from a commit, anyone's. Any bytes are an
// SVG or one ImageVectorReadError, never a trap or a hang; the SVG is well-formed XML holding only
// the elements the reader writes, with no reference out of the document (no `href`), whatever
// the file's strings and numbers hold.
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let svg: String
    do {
        svg = try ImageVectorSVG.svg(from: data, pixels: 48)
    } catch is ImageVectorReadError {
        return 0
    } catch {
        fatalError("not ImageVectorReadError: \(error)")
    }
    // Tests/TestSupport/RedrawnSVGCheck.swift, compiled in by run.sh.
    if let problem = RedrawnSVGCheck.problem(in: svg) { fatalError("\(problem): \(svg)") }
    return 0
}
