@testable import IconForgeKit
import XCTest

final class SwiftIdentifierTests: XCTestCase {
    /// The names SwiftGen and iconforge used to disagree on (SwiftGen's column).
    func testAllCapsWordsAreNamedAsSwiftGenNamesThem() {
        XCTAssertEqual(SwiftIdentifier.property("UPPER_CASE"), "upperCase")
        XCTAssertEqual(SwiftIdentifier.property("NEW-ICON"), "newIcon")
        XCTAssertEqual(SwiftIdentifier.property("iOS-Logo"), "iosLogo")
        XCTAssertEqual(SwiftIdentifier.type("HTTP-API"), "HttpApi")
        XCTAssertEqual(SwiftIdentifier.property("HTTPIcon"), "httpIcon")
    }

    /// StencilSwiftKit's `SwiftIdentifierTests.testSwiftIdentifier_WithPretty`.
    func testPrettyIdentifiersMatchStencilSwiftKitsTests() {
        let expectations = [
            "hello": "Hello", "42hello": "_42hello", "some$URL": "SomeURL", "with space": "WithSpace",
            "apples.count": "ApplesCount", ".SFNSDisplay": "SFNSDisplay", "Show-NavCtrl": "ShowNavCtrl",
            "HEADER_TITLE": "HeaderTitle", "multiLine\nKey": "MultiLineKey", "foo_bar.baz.qux-yay": "FooBarBazQuxYay",
            "25 Ultra Light": "_25UltraLight", "26_extra_ultra_light": "_26ExtraUltraLight",
            "12 @ 34 % 56 + 78 Hello world": "_12345678HelloWorld",
            // `testEmojis`, `testForbiddenChars`: emoji are identifier characters, punctuation separates.
            "some😎🎉emoji": "Some😎🎉emoji",
            "hello$world^this*contains%a=lot@of<forbidden>chars!does#it/still:work.anyway?":
                "HelloWorldThisContainsALotOfForbiddenCharsDoesItStillWorkAnyway",
        ]
        for (input, expected) in expectations {
            XCTAssertEqual(SwiftGenNaming.pretty(input), expected, input)
        }
    }

    /// StencilSwiftKit's `StringFiltersTests.testLowerFirstWord`.
    func testLowerFirstWordMatchesStencilSwiftKitsTests() {
        let expectations = [
            "string": "string", "String": "string", "strIng": "strIng", "strING": "strING", "X": "x", "x": "x",
            "SomeCapString": "someCapString", "someCapString": "someCapString", "string_with_words": "string_with_words",
            "String_with_words": "string_with_words", "String_With_Words": "string_With_Words",
            "STRing_with_words": "stRing_with_words", "string_wiTH_WOrds": "string_wiTH_WOrds", "": "",
            "URLChooser": "urlChooser", "a__b__c": "a__b__c", "__y_z!": "__y_z!",
            "PLEASESTOPSCREAMING": "pleasestopscreaming", "PLEASESTOPSCREAMING!": "pleasestopscreaming!",
            "PLEASE_STOP_SCREAMING": "please_STOP_SCREAMING", "PLEASE_STOP_SCREAMING!": "please_STOP_SCREAMING!",
        ]
        for (input, expected) in expectations {
            XCTAssertEqual(SwiftGenNaming.lowerFirstWord(input), expected, input)
        }
    }

    /// StencilSwiftKit's `testEscapeReservedKeywords`, and keywords newer than its list.
    func testKeywordsAreEscapedAsSwiftGenEscapesThem() {
        XCTAssertEqual(SwiftIdentifier.escaped("self"), "`self`")
        XCTAssertEqual(SwiftIdentifier.escaped("Type"), "`Type`")
        XCTAssertEqual(SwiftIdentifier.escaped("foo"), "foo")
        XCTAssertEqual(SwiftIdentifier.escaped("Bar"), "Bar")
        XCTAssertEqual(SwiftIdentifier.property("private"), "`private`")
        XCTAssertEqual(SwiftIdentifier.property("Default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.property("set"), "`set`")
        XCTAssertEqual(SwiftIdentifier.property("await"), "`await`")
    }

    /// Constants as SwiftGen wrote them for real catalogs, read from apps' committed
    /// `Assets.swift` files (hex colour names, digits, separators).
    func testConstantsEqualSwiftGensForRealCatalogNames() {
        let expectations = [
            "007AFF&A7CCF5": "_007AffA7Ccf5", "111111&FFFFFF": "_111111Ffffff", "1979FF": "_1979Ff", "4C4C4C": "_4C4C4C",
            "666666&&9B9B9B": "_6666669B9B9B", "AccountBg": "accountBg", "3d_rotation_24px": "_3dRotation24px",
            "accessibility_24px": "accessibility24px", "No-Image-Placeholder": "noImagePlaceholder", "10": "_10",
            "ic_login": "icLogin", "Exclamation Mark": "exclamationMark", "README": "readme", "AccentColor": "accentColor",
        ]
        for (input, expected) in expectations {
            XCTAssertEqual(SwiftIdentifier.property(input), expected, input)
        }
        XCTAssertEqual(SwiftIdentifier.type("24Vision"), "_24Vision")
        XCTAssertEqual(SwiftIdentifier.type("Exotic"), "Exotic")
        XCTAssertEqual(SwiftIdentifier.type("my buttons"), "MyButtons")
        XCTAssertEqual(SwiftIdentifier.property("2up"), "_2up")
        XCTAssertEqual(SwiftIdentifier.property("tab-home"), "tabHome")
    }

    func testLettersOfEveryScriptStay() {
        XCTAssertEqual(SwiftIdentifier.property("ホーム"), "ホーム")
        XCTAssertEqual(SwiftIdentifier.property("設定"), "設定")
        XCTAssertEqual(SwiftIdentifier.property("café"), "café")
        XCTAssertEqual(SwiftIdentifier.property("cafe\u{301}"), "café")  // decomposed, as some file systems store it
        XCTAssertEqual(SwiftIdentifier.type("été-icons"), "ÉtéIcons")
    }

    func testInvisibleCharactersSeparateWordsInsteadOfEnteringNames() {
        // SwiftGen keeps these inside the identifier (Swift's grammar allows them); the name
        // in code would then differ from what a person can type.
        XCTAssertEqual(SwiftIdentifier.property("ev\u{202E}il"), "evIl")
        XCTAssertEqual(SwiftIdentifier.property("soft\u{AD}hyphen"), "softHyphen")
        XCTAssertEqual(SwiftIdentifier.property("a\u{200B}b"), "ab")  // `A_B` has no lowercase: SwiftGen capitalises
        XCTAssertEqual(SwiftIdentifier.property("tab\u{2066}home\u{2069}"), "tabHome")
    }

    func testNothingUsableBecomesAssetOrAssets() {
        XCTAssertEqual(SwiftIdentifier.property("---"), "asset")
        XCTAssertEqual(SwiftIdentifier.type("!!"), "Assets")
        XCTAssertEqual(SwiftIdentifier.property("_"), "asset")
    }
}
