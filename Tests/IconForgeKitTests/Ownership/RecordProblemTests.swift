import Foundation
@testable import IconForgeKit
import XCTest

/// Why a record cannot be read is a case: what to do about it is asked of the case, and a run
/// that leaves the record where it is says so from the same case.
final class RecordProblemTests: XCTestCase {
    let url = URL(fileURLWithPath: "/project/Icons.xcassets/.iconforge.json")

    func testConflictMarkersAreTheirCaseWithTheirLineAndAreMendedByResolving() {
        let data = Data("{\n<<<<<<< ours\n\"assets\": {}\n=======\n>>>>>>> theirs\n}\n".utf8)
        guard case .unreadableRecord(_, let problem) = RecordFile.unparsed(url, data) else { return XCTFail("not unreadable") }
        XCTAssertEqual(problem, .conflictMarkers(line: 2))
        XCTAssertEqual(problem.mending, "resolve the conflict in it")
        XCTAssertEqual(BundleError.unreadableRecordLeft(path: url.path, problem: problem).reason,
                       "holds git conflict markers (line 2); resolve the conflict in it, or build, which sets it aside")
    }

    func testOtherProblemsAreFixed() {
        guard case .unreadableRecord(_, let problem) = RecordFile.unparsed(url, Data("[1]".utf8), detail: .notABuildState) else {
            return XCTFail("not unreadable")
        }
        guard case .notJSON = problem else { return XCTFail("\(problem)") }
        XCTAssertEqual(problem.mending, "fix it")
        guard case .unreadableRecord(_, let detail) = RecordFile.unparsed(url, Data("{}".utf8), detail: .notABuildState) else {
            return XCTFail("not unreadable")
        }
        XCTAssertEqual(detail, .notABuildState)
        XCTAssertEqual(detail.description, "is not a build state iconforge wrote")
    }
}
