import Foundation
@testable import IconForgeKit
import XCTest

/// A symbol set as `icon --symbol` writes it (the symbol catalog format, through the bundle
/// session) is read by codegen as a `SymbolAsset`, and the generated code compiles with the
/// symbol's accessors for iOS and macOS.
final class SymbolSetCodegenTests: XCTestCase {
    func testAWrittenSymbolSetBecomesASymbolAssetThatCompiles() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-symbol-codegen-\(getpid())-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("App.xcassets")
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2">"#
            + #"<path d="M3 10 12 3l9 7v11H3z"/></svg>"#
        let format = try BundleFormat.xcassets.symbolForm!.output(root: catalog)
        let builder = IconBuilder(options: IconOptions(), format: format)
        let outcomes = builder.build([IconSource(displayName: "tab-home.svg", name: "tab-home", data: Data(svg.utf8))])
        XCTAssertNil(outcomes[0].error.map { "\($0)" })
        XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("tab-home.symbolset/tab-home.svg").path))

        let generated = folder.appendingPathComponent("Assets.swift")
        let contents = try SwiftCodeGenerator().write(catalogs: [catalog], to: generated)
        XCTAssertEqual(contents.allAssets.map(\.kind), [.symbol])
        let code = try String(contentsOf: generated, encoding: .utf8)
        XCTAssertTrue(code.contains("SymbolAsset(name: \"tab-home\")"), code)
        let usage = folder.appendingPathComponent("Usage.swift")
        for (platform, imports) in [(SwiftCompiler.Platform.iOS, "import UIKit\ntypealias PlatformImage = UIKit.UIImage\n"),
                                    (.macOS, "import AppKit\ntypealias PlatformImage = AppKit.NSImage\n")] {
            let configured = platform == .iOS
                ? "let bold: PlatformImage = Asset.tabHome.image(with: UIKit.UIImage.SymbolConfiguration(weight: .bold))\n_ = bold\n" : ""
            try Data((imports + "import SwiftUI\nfunc use() {\nlet name: String = Asset.tabHome.name\n"
                      + "let image: PlatformImage = Asset.tabHome.image\nlet view: SwiftUI.Image = Asset.tabHome.swiftUIImage\n"
                      + configured + "_ = (name, image, view)\n}\n").utf8).write(to: usage)
            let outcome = try SwiftCompiler.typecheck([generated, usage], on: platform)
            XCTAssertEqual(outcome.status, 0, outcome.output)
        }
    }

    /// A symbol with its `.fill` variant beside it (as `icon --symbol --selected` writes them) is
    /// one `SymbolAsset` with `selectedName`, whose selected image, tab bar item and SwiftUI
    /// image in a tab's state compile for iOS; the variant keeps a constant of its own.
    func testAFillVariantBesideASymbolIsItsSelectedImageAndCompiles() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-symbol-fill-codegen-\(getpid())-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("App.xcassets")
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 10 12 3l9 7v11H3z"/></svg>"#
        let format = try BundleFormat.xcassets.symbolForm!.output(root: catalog)
        let outcomes = IconBuilder(options: IconOptions(), format: format).build(["tab-home", "tab-home.fill", "tab-away"].map {
            IconSource(displayName: "\($0).svg", name: $0, data: Data(svg.utf8))
        })
        XCTAssertEqual(outcomes.compactMap { $0.error.map { "\($0)" } }, [])
        let generated = folder.appendingPathComponent("Assets.swift")
        _ = try SwiftCodeGenerator().write(catalogs: [catalog], to: generated)
        let code = try String(contentsOf: generated, encoding: .utf8)
        XCTAssertTrue(code.contains("SymbolAsset(name: \"tab-home\", selectedName: \"tab-home.fill\")"), code)
        XCTAssertTrue(code.contains("SymbolAsset(name: \"tab-home.fill\")"), code)
        XCTAssertTrue(code.contains("SymbolAsset(name: \"tab-away\")"), code)
        let usage = folder.appendingPathComponent("Usage.swift")
        try Data(("import UIKit\nimport SwiftUI\nfunc use() {\n"
                  + "let selected: UIKit.UIImage = Asset.tabHome.selectedImage\n"
                  + "let item: UIKit.UITabBarItem = Asset.tabHome.tabBarItem(title: \"Home\")\n"
                  + "let view: SwiftUI.Image = Asset.tabHome.swiftUIImage(selected: true)\n"
                  + "let name: String? = Asset.tabHome.selectedName\n_ = (selected, item, view, name)\n}\n").utf8).write(to: usage)
        let outcome = try SwiftCompiler.typecheck([generated, usage], on: .iOS)
        XCTAssertEqual(outcome.status, 0, outcome.output)
    }
}
