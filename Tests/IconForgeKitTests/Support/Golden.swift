import Foundation
import XCTest

/// Reference files beside the tests, in `Goldens/`. Set ICONFORGE_RECORD=1 to rewrite them
/// from the current output (the test then fails once, asking for a run without it).
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["ICONFORGE_RECORD"] == "1" }

    /// The stored bytes of golden `name`, or nil after recording `actual` or when missing
    /// (both reported as failures).
    static func load(_ name: String, recording actual: () throws -> Data,
                     file: StaticString = #filePath, line: UInt = #line) throws -> Data? {
        let url = folder.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try actual().write(to: url)
            XCTFail("recorded \(name); run again without ICONFORGE_RECORD=1", file: file, line: line)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("no golden \(name); record it with ICONFORGE_RECORD=1 swift test", file: file, line: line)
            return nil
        }
        return data
    }

    /// Asserts that `text` equals golden `name` exactly.
    static func assertText(_ text: String, matches name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let stored = try load(name, recording: { Data(text.utf8) }, file: file, line: line) else { return }
        XCTAssertEqual(text, String(decoding: stored, as: UTF8.self), "differs from Goldens/\(name)", file: file, line: line)
    }
}
