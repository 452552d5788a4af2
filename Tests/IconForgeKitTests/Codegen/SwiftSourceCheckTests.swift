@testable import IconForgeKit
import XCTest

/// The last check before a generated file is written catches what escaping would have to.
final class SwiftSourceCheckTests: XCTestCase {
    func testGeneratedFilesPass() throws {
        let catalog = CatalogNamespace(name: "A", assets: [
            CatalogAsset(assetName: "x\ny", name: "x\ny", path: "/x", kind: .image(isTemplate: true, capInsets: nil)),
            CatalogAsset(assetName: "c", name: "c", path: "/c", kind: .color),
            CatalogAsset(assetName: "d", name: "d", path: "/d", kind: .data),
            CatalogAsset(assetName: "s", name: "s", path: "/s", kind: .symbol),
            CatalogAsset(assetName: "r", name: "r", path: "/r", kind: .arResourceGroup),
        ])
        let source = try SwiftCodeGenerator(accessLevel: "public").generate(catalog, catalogName: "A.xcassets")
        XCTAssertNil(SwiftSourceCheck.problem(in: source))
    }

    func testEachKindOfMalformedCodeIsFoundWithItsLine() {
        let cases = [
            "enum A {\n    static let x = ImageAsset(name: \"a\nb\")\n}\n": "line 2: a string literal that does not close, or a bad escape",
            "let x = \"a\u{202E}b\"\n": "line 1: a raw \\u{202E} character",
            "let x = \"tab\there\"\n": "line 1: a raw \\u{9} character",
            "let x = \"\\q\"\n": "line 1: a string literal that does not close, or a bad escape",
            "let x = \"\\u{110000}\"\n": "line 1: a string literal that does not close, or a bad escape",
            "static let 2up = 1\n": "line 1: the name `2up` after a declaration is not an identifier",
            "enum `a b` {}\n": "line 1: a backticked name that is not an identifier",
            "enum A {\n": "the braces do not balance",
            "}\n{\n": "line 1: a closing brace without an opening one",
            "// from A\u{2066}.xcassets\n": "line 1: a raw \\u{2066} character",
        ]
        for (source, expected) in cases {
            XCTAssertEqual(SwiftSourceCheck.problem(in: source), expected, source)
        }
        XCTAssertNil(SwiftSourceCheck.problem(in: "let a = \"\\u{A}\\\"\\\\\\(name)\" // }\nenum `class` {}\n"))
    }

    /// Thousands of names drawn from what a file system allows (controls, direction marks,
    /// combining marks, digits, punctuation, scripts, emoji): every name becomes an identifier
    /// and a literal that pass the check, or a collision error naming both; never a failed check.
    func testRandomNamesAlwaysGiveWellFormedCode() throws {
        let pool: [UInt32] = Array(0x1 ... 0x7F) + [0x85, 0xA0, 0xAD, 0xE9, 0x301, 0x61C, 0x200B, 0x200D, 0x200E, 0x2028,
                                                     0x202A, 0x202E, 0x2066, 0x2069, 0x3042, 0x30DB, 0x8A2D, 0xFEFF,
                                                     0xE000, 0x1F60E, 0x1F3F4, 0xE0067, 0xE007F, 0x10FFFD]
        var state: UInt64 = 0x2545F4914F6CDD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0 ..< 60 {
            let names = (0 ..< 40).map { index -> String in
                let scalars = (0 ..< 1 + next(12)).compactMap { _ in Unicode.Scalar(pool[next(pool.count)]) }
                return String(String.UnicodeScalarView(scalars)) + (index.isMultiple(of: 3) ? "" : "\(index)")
            }
            for name in names {
                let property = SwiftIdentifier.property(name)
                XCTAssertTrue(SwiftIdentifier.isPlain(property) || SwiftIdentifier.keywords.contains(String(property.dropFirst().dropLast())),
                              "\(name.unicodeScalars.map(\.value)) -> \(property)")
            }
            let catalog = CatalogNamespace(name: "R\(round)", assets: names.enumerated().map { index, name in
                CatalogAsset(assetName: name, name: name, path: "/\(index)", kind: .image(isTemplate: false, capInsets: nil))
            })
            do {
                _ = try SwiftCodeGenerator().generate(catalog, catalogName: names[0])
            } catch let error as CatalogError {
                XCTAssertTrue(error.reason.contains("is also the name of"), "round \(round): \(error)")
            }
        }
    }
}
