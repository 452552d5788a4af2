import Foundation
import XCTest

final class SmokeTests: XCTestCase {
    func testTemplatesListsTheBundledDocsIcon() throws {
        let run = try CLI.run(["templates"], in: try makeTemporaryFolder(self))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("docs.svg"), run.stdout)
    }
}
