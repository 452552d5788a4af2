// `iconforge diff`'s readers of git's output for the old side: `ls-tree -z` (GitTree) and
// `cat-file --batch` (GitBatch). A repository's names and blobs are anyone's, and git's output can
// be cut off. Any bytes are entries or one ReviewError, never a trap; what is read, printed
// again as git prints it, reads back as the same.
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)

    let entries = GitTree.entries(data)
    let listed = Data(entries.map { "100644 blob \($0.blob)\t\($0.path)\0" }.joined().utf8)
    let again = GitTree.entries(listed)
    guard again.map(\.path) == entries.map(\.path), again.map(\.blob) == entries.map(\.blob) else {
        fatalError("ls-tree entries did not read back as printed")
    }

    do {
        let contents = try GitBatch.parse(data)
        var printed = Data()
        for (name, bytes) in contents.sorted(by: { $0.key < $1.key }) {
            printed += Data("\(name) blob \(bytes.count)\n".utf8) + bytes + Data("\n".utf8)
        }
        guard (try? GitBatch.parse(printed)) == contents else { fatalError("cat-file output did not read back as printed") }
    } catch let error as ReviewError {
        guard case .gitFailed = error else { fatalError("not git's failure: \(error)") }
    } catch {
        fatalError("not a ReviewError: \(error)")
    }
    return 0
}
