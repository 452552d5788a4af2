import Foundation
import IconForgeKit
import XCTest

/// The review page in a real browser: headless Chromium opens `index.html` from disk; every
/// picture loads, no request leaves the review folder, no script fails, names stay text, the
/// filters and the keyboard work, and a page of a thousand changed icons is usable in 2 s.
final class ReviewPageBrowserTests: XCTestCase {
    override func setUpWithError() throws {
        try ReviewPageBrowser.require()
    }

    /// `iconforge diff` in a git repository: a changed icon in a catalog and Android resources,
    /// a recoloured button, an added icon drawn from a file named like markup (iconforge names it
    /// `-img src=x onerror=alert(1)-`), a removed icon.
    func testDiffPageOpensFromDiskWithEveryPictureAndNoRequestOutside() throws {
        let hostile = "<img src=x onerror=alert(1)>"
        let project = try GitProject(self, manifest: """
            outputs:
              - xcassets: Assets/App.xcassets
              - android: android/res
            icons:
              - source: art/
                scales: [1, 2]
                mirror: true
            buttons:
              - name: buy
                colour: 00bd00
                states: [normal]
                scales: [1, 2]
            """, svgs: ["house": DiffArt.square, "gone": DiffArt.bar])
        try project.build()
        try project.commit("base")
        try project.svg("house", DiffArt.smallSquare)
        try project.svg(hostile, DiffArt.disc)
        try FileManager.default.removeItem(at: project.folder.appendingPathComponent("art/gone.svg"))
        try write(try String(contentsOf: project.folder.appendingPathComponent("iconforge.yml"), encoding: .utf8)
            .replacingOccurrences(of: "00bd00", with: "ff0000"), to: "iconforge.yml", in: project.folder)
        try project.build()
        let run = try project.diff()
        XCTAssertEqual(run.status, 0, run.stderr)

        let folder = project.folder.appendingPathComponent("iconforge-review")
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(html.contains("<img src=x"), "the name reaches the page as markup")
        // Changed first, then added, then removed.
        let order = ["buttons/buy", "icons/house", "icons/-img src=x onerror=alert(1)-", "icons/gone"]
            .compactMap { html.range(of: "\"name\":\"\($0)\"")?.lowerBound }
        XCTAssertEqual(order.count, 4, "the page's data names \(order.count) of the 4 assets")
        XCTAssertEqual(order, order.sorted())
        // The bars (light and dark, mirrored) for both platforms, and the button at three widths.
        XCTAssertTrue(html.contains("iPhone tab bar: light · dark (classic) · light, right to left"))
        XCTAssertTrue(html.contains("Android navigation bar: light · dark"))
        XCTAssertTrue(html.contains("stretched to 88, 160, 300 points, after"))

        let report = try ReviewPageBrowser.check(folder.appendingPathComponent("index.html"), assets: 4,
                                                 names: ["icons/-img src=x onerror=alert(1)-", "buttons/buy", "icons/gone"])
        XCTAssertGreaterThan(report.pictures, 20)
    }

    /// A thousand changed icons (three scales each, in a catalog and in Android resources) and
    /// their bars, and names and paths written like markup: the folder stays under 50 MB, the
    /// page is usable within 2 s, and every name shows as the text it is.
    func testThousandChangedIconsAreUsableWithinTwoSeconds() throws {
        // ICONFORGE_REVIEW_PAGE_OUT=<folder> keeps the page there, to look at.
        let kept = ProcessInfo.processInfo.environment["ICONFORGE_REVIEW_PAGE_OUT"].map { URL(fileURLWithPath: $0) }
        let folder = try kept ?? makeTemporaryFolder(self)
        let review = try ReviewPageSample.review(changedIcons: 1000, named: ReviewPageSample.hostileNames)
        let started = Date()
        try ReviewPage().write(review, to: folder)
        let written = Date().timeIntervalSince(started)
        let bytes = try folderSize(folder)
        XCTAssertLessThan(bytes, 50_000_000, "the review folder holds \(bytes) bytes")

        let report = try ReviewPageBrowser.check(folder.appendingPathComponent("index.html"), assets: 1000,
                                                 names: ReviewPageSample.hostileNames.map { "icons/\($0)" })
        print("review page of 1,000 changed icons: written in \(Int(written * 1000)) ms, \(bytes / 1_000_000) MB, "
              + "\(report.pictures) pictures, usable in Chromium after \(report.usableMs) ms, name filter \(report.filterMs ?? 0) ms")
        XCTAssertLessThan(report.usableMs, 2000, "the page took \(report.usableMs) ms to be usable")
    }

    private func folderSize(_ folder: URL) throws -> Int {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])!
        return try files.compactMap { $0 as? URL }.reduce(0) { $0 + (try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) }
    }
}
