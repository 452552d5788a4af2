// The manifest parser: any text is a manifest or one ManifestError, never a trap.
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let manifest = try ManifestParser.parse(text, file: URL(fileURLWithPath: "/fuzz/iconforge.yml"))
        // What the build derives first from each button: its geometry must be total.
        for button in manifest.buttons {
            _ = button.options.problem
            for scale in button.options.scales { _ = button.options.geometry.layout(scale: Double(scale)) }
        }
    } catch is ManifestError {
    } catch {
        fatalError("not a ManifestError: \(error)")
    }
    return 0
}
