// The Contents.json readers (the bundle writer's and codegen's): any bytes are an object or an
// error with a reason, never a trap.
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let members = JSONValue(parsing: data)?.members {
        // Written back as Xcode would: must not trap either.
        _ = JSONValue.object(members).xcodeText
    }
    _ = ContentsJSON.object(data)
    return 0
}
