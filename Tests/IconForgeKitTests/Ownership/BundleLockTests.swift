import Foundation
@testable import IconForgeKit
import XCTest

/// Taking a bundle's lock clears a killed run's temporaries, in the bundle and beside it, when
/// that run left its mark, and only then: a run that finds no mark lists no folder and writes
/// nothing, so the bundle folder's own stat stays as it was.
final class BundleLockTests: XCTestCase {
    private let stale = ".iconforge-tmp-999999999-1-home@2x.png"

    /// A bundle and a previews folder, each holding a dead process's temporary; with the mark
    /// of the run that left them when `marked`.
    private func plant(marked: Bool) throws -> (bundle: URL, previews: URL, temporaries: [String]) {
        let root = try makeTemporaryFolder(self)
        let bundle = root.appendingPathComponent("Icons.xcassets"), previews = root.appendingPathComponent("previews")
        let set = bundle.appendingPathComponent("Tabs/home.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: previews, withIntermediateDirectories: true)
        let temporaries = [set.appendingPathComponent(stale).path, previews.appendingPathComponent(stale).path]
        for path in temporaries { try Data("half".utf8).write(to: URL(fileURLWithPath: path)) }
        if marked { try Data().write(to: bundle.appendingPathComponent(WritingMark.fileName)) }
        return (bundle, previews, temporaries)
    }

    func testAKilledRunsMarkHasItsTemporariesClearedAndGoesWhenTheLockIsReleased() throws {
        let (bundle, previews, temporaries) = try plant(marked: true)
        let lock = try BundleLock(folder: bundle, beside: [previews])
        XCTAssertEqual(temporaries.filter(FileManager.default.fileExists), [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: bundle.appendingPathComponent(WritingMark.fileName).path))
        lock.release()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: bundle.path), ["Tabs"])
    }

    func testWithoutAMarkNothingIsWalkedAndTheBundleIsUntouched() throws {
        let (bundle, previews, temporaries) = try plant(marked: false)
        let before = try FileManager.default.attributesOfItem(atPath: bundle.path)[.modificationDate] as? Date
        usleep(20_000)
        let lock = try BundleLock(folder: bundle, beside: [previews])
        lock.release()
        XCTAssertEqual(temporaries.filter(FileManager.default.fileExists), temporaries, "no mark: no folder was listed")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: bundle.path)[.modificationDate] as? Date, before)
    }
}
