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
    /// Keys are matched on their bytes and strings made from them without the generic UTF-8
    /// check where they are ASCII: other text is still checked, a key spelled near one is no
    /// key, and entries with more and fewer files than the one before read whole.
    func testKeysAndStringsReadOnTheirBytesAsTheDecoderReadsThem() throws {
        var record = BundleRecord()
        for index in 0 ..< 40 {
            let files = (0 ..< (index * 7) % 11).reduce(into: [String: String]()) { $0["f\(index)/\($1)\u{E9}.png"] = "\($1)" }
            record.manifests["../iconforge.yml", default: [:]]["icons/\(index)"] = RecordEntry(files: files, settings: ["k": "\u{1F600}"])
        }
        let data = Data(record.text.utf8)
        XCTAssertNotNil(BundleRecord.Plain.scanned(data))
        XCTAssertEqual(try BundleRecord.parse(data, from: url), record)

        let plain = Array(#"{"format":3,"pictures":{"a.png":"1"}}"#.utf8)
        func replacing(_ text: String, with bytes: [UInt8]) -> Data {
            var data = plain
            let range = data.firstRange(of: Array(text.utf8))!
            data.replaceSubrange(range, with: bytes)
            return Data(data)
        }
        XCTAssertNotNil(BundleRecord.Plain.scanned(Data(plain)))
        for bytes in [[0xC3], [0xFF], [0xED, 0xA0, 0x80], [0xC0, 0xAE]] as [[UInt8]] {
            // Not UTF-8: in a key, a table's key or a value, the fast reader refuses it as the decoder does.
            for text in ["format", "a.png", "1"] {
                let data = replacing(text, with: Array(text.utf8) + bytes)
                XCTAssertNil(BundleRecord.Plain.scanned(data), "\(text) + \(bytes)")
                XCTAssertThrowsError(try BundleRecord.parse(data, from: url), "\(text) + \(bytes)")
            }
        }
        for key in ["formaT", "forma", "formats", "pictures\u{301}"] {
            XCTAssertNil(BundleRecord.Plain.scanned(replacing("format", with: Array(key.utf8))), key)
        }
    }
    /// Strings are read eight bytes at a time until a quote, a backslash or a control character:
    /// one at any place of a long string, or a byte of a multi-byte character, reads as it does
    /// one byte at a time.
    func testAStringsBytesReadAsTheyDoOneAtATime() throws {
        let name = Array("abcdefghijklmnopqrstuvwxyz0123456789.png".utf8)
        for place in 0 ..< name.count {
            for inserted in [[0x5C], [0x5C, 0x6E], [0x00], [0x0A], [0x1F], [0x22], [0xC3, 0xA9], [0xE2, 0x80, 0x94], [0x7F], [0x20]] as [[UInt8]] {
                var key = name
                key.insert(contentsOf: inserted, at: place)
                let data = Data(Array(#"{"format":3,"pictures":{""#.utf8) + key + Array(#"":"1"}}"#.utf8))
                let scanned = BundleRecord.Plain.scanned(data)
                let label = "\(inserted) at \(place)"
                if inserted.first! < 0x20 || inserted.first! == 0x22 || inserted.first! == 0x5C {
                    XCTAssertNil(scanned, label)
                } else {
                    XCTAssertEqual(scanned?.pictures, [String(decoding: key, as: UTF8.self): "1"], label)
                    XCTAssertEqual(scanned?.pictures, try JSONDecoder().decode(BundleRecord.Plain.self, from: data).pictures, label)
                }
            }
        }
    }
}
