import Foundation
import XCTest

/// A fresh temporary folder, removed when the test ends.
func makeTemporaryFolder(_ testCase: XCTestCase) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("iconforge-kit-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
}
