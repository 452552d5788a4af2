import Foundation
import XCTest

/// The README and the pages under docs/ link to each other and into the repository: every relative
/// link must reach a file, and every `#anchor` into a page one of its headings, as GitHub renders them.
final class DocumentationLinkTests: XCTestCase {
    func testEveryRelativeLinkInTheReadmeAndTheDocsResolves() throws {
        let pages = MarkdownLinks.documentationPages(root: repositoryRoot)
        XCTAssertTrue(pages.contains("docs/existing-bundles.md"), pages.description)
        let problems = try MarkdownLinks.problems(root: repositoryRoot, pages: pages)
        XCTAssertEqual(problems, [], "broken links:\n" + problems.joined(separator: "\n"))
    }

    func testTheReadmeStaysAFrontPageThatStartsWithTheSetUpCommands() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        XCTAssertLessThanOrEqual(lines.count, 300, "README.md is a front page: put the detail into a page under docs/")
        let firstBlock = lines.drop(while: { !$0.hasPrefix("```") }).dropFirst().prefix(while: { !$0.hasPrefix("```") })
        XCTAssertEqual(firstBlock.map { $0.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces) },
                       ["./build-assets.sh", "swift test --disable-swift-testing"])
    }

    func testAMissingFileAnAnchorWithoutAHeadingAndALinkOutOfTheRepositoryAreReported() throws {
        let root = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "# Top\n\n## `iconforge icon <svg>...`\n\n## Top\n".write(to: root.appendingPathComponent("docs/a.md"),
                                                                        atomically: true, encoding: .utf8)
        let readme = """
            # Front
            [ok](docs/a.md#iconforge-icon-svg) [ok](docs/a.md#top-1) [ok](#front) [web](https://example.com/x#y)
            [gone](docs/b.md) [bad](docs/a.md#icon) [self](#back) ![out](../secret.png)
            ```
            [inside a fence](nowhere.md)
            ```
            `[a code span](nowhere.md)`
            """
        try readme.write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let problems = try MarkdownLinks.problems(root: root, pages: MarkdownLinks.documentationPages(root: root))
        XCTAssertEqual(problems, [
            "README.md:3: docs/b.md: no such file",
            "README.md:3: docs/a.md#icon: no heading 'icon' in docs/a.md",
            "README.md:3: #back: no heading 'back' in README.md",
            "README.md:3: ../secret.png: leads out of the repository",
        ])
    }

    func testHeadingAnchorsFollowGitHubsSlugs() {
        XCTAssertEqual(MarkdownLinks.slug("`iconforge icon <svg>...`"), "iconforge-icon-svg")
        XCTAssertEqual(MarkdownLinks.slug("In the manifest: `swift:`, `android:` and `preset:`"),
                       "in-the-manifest-swift-android-and-preset")
        XCTAssertEqual(MarkdownLinks.slug("`--check`"), "--check")
        XCTAssertEqual(MarkdownLinks.slug("`build-assets.sh` in CI"), "build-assetssh-in-ci")
        XCTAssertEqual(MarkdownLinks.slug("The state file is data, not authority"), "the-state-file-is-data-not-authority")
        XCTAssertEqual(MarkdownLinks.slug("See [CI](ci.md) & café ホーム_2"), "see-ci--café-ホーム_2")
        XCTAssertEqual(MarkdownLinks.anchors(in: "# A\n```\n# not a heading\n```\n## A\n#nope\n### A ###\n"), ["a", "a-1", "a-2"])
    }
}
