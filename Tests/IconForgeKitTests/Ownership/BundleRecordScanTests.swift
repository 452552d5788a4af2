import Foundation
@testable import IconForgeKit
import XCTest

/// A record as iconforge writes it is read from its bytes (`BundleRecord.Plain.scanned`), and
/// anything outside that plain shape by `JSONDecoder`, to the same record.
final class BundleRecordScanTests: XCTestCase {
    private let url = URL(fileURLWithPath: "/tmp/.iconforge-record.json")

    func testARecordAsWrittenIsScannedToTheSameRecord() throws {
        var record = BundleRecord()
        record.commands["icons/a"] = RecordEntry(files: ["a.png": "1", "ä/b.png": "2"], settings: ["prefix": "p_"], source: "s",
                                                 options: "o", version: "0.1.0")
        record.manifests["../iconforge.yml"] = ["icons/c": RecordEntry(files: ["c.imageset/c.png": "3"], source: "s2")]
        record.pictures["c-preview.png"] = "4"
        record.setAside["icons/lie"] = ["../x": "5"]
        let data = Data(record.text.utf8)
        XCTAssertNotNil(BundleRecord.Plain.scanned(data), "the plain shape is scanned")
        XCTAssertEqual(try BundleRecord.parse(data, from: url), record)
    }

    func testWhatIsNotThePlainShapeIsLeftToTheDecoder() throws {
        let plain = #"{"format":3,"commands":{"assets":{"icons/a":{"files":{"a.png":"1"}}}}}"#
        XCTAssertNotNil(BundleRecord.Plain.scanned(Data(plain.utf8)), "compact text is still the plain shape")
        let others = [
            #"{"format":3,"commands":{"assets":{"icons/a":{"files":{"\u0061.png":"1"}}}}}"#,   // an escape
            #"{"format":3,"commands":{"assets":{"icons/a":{"files":{"a.png":"1"},"later":1}}}}"#, // a key of a later version
            #"{"format":3.0,"commands":{"assets":{"icons/a":{"files":{"a.png":"1"}}}}}"#,       // a number spelled otherwise
            #"{"format":3,"commands":{"assets":{"icons/a":{"files":{"a.png":"1"},"settings":null}}}}"#,
        ]
        for text in others {
            let data = Data(text.utf8)
            XCTAssertNil(BundleRecord.Plain.scanned(data), text)
            XCTAssertEqual(try BundleRecord.parse(data, from: url).commands["icons/a"]?.files, ["a.png": "1"], text)
        }
        for text in [#"{"format":3,"pictures":{"a.png":"1","a.png":"2"}}"#, #"{"format":3,"pictures":{"a.png":"1"}} x"#,
                     #"{"format":03}"#, #"{"format":3,"pictures":{"a.png":"1"#] {
            XCTAssertNil(BundleRecord.Plain.scanned(Data(text.utf8)), text)
        }
    }
}
