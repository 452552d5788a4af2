// The worker wire: any bytes are a request, a reply or one protocol error, never a trap (a dying
// worker's half-written frame, or a garbled one, reaches these readers). What decodes is written
// again and must read back as the same bytes.
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    // Compared as bytes, written once more: a NaN never equals itself, and text that is not UTF-8
    // comes back with replacement characters the first time.
    if let request = try? WorkerMessages.decodeRequest(bytes) {
        let written = WorkerMessages.encode(request)
        guard let again = try? WorkerMessages.decodeRequest(written), WorkerMessages.encode(again) == written else {
            fatalError("a request did not survive being written again")
        }
    }
    if case .success(let result)? = try? WorkerMessages.decodeReply(bytes) {
        let written = WorkerMessages.encode(.success(result))
        guard case .success(let again)? = try? WorkerMessages.decodeReply(written),
              WorkerMessages.encode(.success(again)) == written else {
            fatalError("a reply did not survive being written again")
        }
    }
    return 0
}
