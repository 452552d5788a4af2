// The stamp cache reader (StampCache.Contents.parse, through StampCache.load): the cache folder is
// the user's, shared by every project, and a file in it may be cut short, damaged or another
// release's. A damaged cache must only make a build slower: any bytes are contents or one
// StampCache.Unusable, never a trap; contents of UTF-8 text, written again, read back the same.
import Foundation
@testable import IconForgeKit

let url = URL(fileURLWithPath: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    .appendingPathComponent("iconforge-fuzz-stamps-\(getpid())/0123456789abcdef0123456789abcdef.stamps")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let parsed = StampCache.Contents.parse(data)
    if case .success(let contents) = parsed, String(validating: data, as: UTF8.self) != nil {
        // Written as a build writes it (its paths hold no newline: each is one line).
        guard case .success(let again) = StampCache.Contents.parse(contents.text(owner: "fuzz")), again == contents else {
            fatalError("stamp cache contents did not read back as written")
        }
    }
    // Read from a file as a build reads it: the same answer.
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard (try? data.write(to: url)) != nil else { return 0 }
    switch (StampCache.load(url), parsed) {
    case (.success(let loaded?), .success(let contents)) where loaded == contents: break
    case (.failure(let loaded), .failure(let reason)) where loaded == reason: break
    case (let loaded, _): fatalError("the file read as \(loaded), its bytes as \(parsed)")
    }
    return 0
}
