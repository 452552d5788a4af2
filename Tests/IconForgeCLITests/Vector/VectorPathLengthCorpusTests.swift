import Foundation
import IconForgeKit
import XCTest

/// How long the VectorDrawables' `pathData` strings are over the whole corpus, opt-in
/// (`ICONFORGE_PATH_LENGTHS=1`, under a minute): Android Lint's `VectorPath` check warns about
/// every one of 800 characters or more on every build of the app. docs/vectors.md quotes the figures.
final class VectorPathLengthCorpusTests: XCTestCase {
    func testPrintsThePathDataLengthsOfTheCorpus() throws {
        guard ProcessInfo.processInfo.environment["ICONFORGE_PATH_LENGTHS"] == "1" else {
            throw XCTSkip("set ICONFORGE_PATH_LENGTHS=1 to measure the corpus's pathData lengths")
        }
        let corpus = try requireCorpus()
        let paths = try relativeFiles(in: corpus).filter { $0.hasSuffix(".svg") }
        var lengths: [Int] = [], bytes = 0, longest = (0, ""), icons = Set<String>(), clipped = 0
        for path in paths {
            let xml = try VectorDrawable.convert(svg: try Data(contentsOf: corpus.appendingPathComponent(path)))
            bytes += xml.count
            let text = String(decoding: xml, as: UTF8.self)
            if text.contains("<clip-path") { clipped += 1 }
            for length in Self.pathDataLengths(text) {
                lengths.append(length)
                if length >= 800 { icons.insert(path) }
                if length > longest.0 { longest = (length, path) }
            }
        }
        print("""
            corpus: \(paths.count) SVGs, \(lengths.count) pathData strings, \(lengths.reduce(0, +)) characters, \
            drawables \(bytes) bytes, \(clipped) with a <clip-path>
            pathData of 800 characters or more: \(lengths.filter { $0 >= 800 }.count) in \(icons.count) icons; \
            400 or more: \(lengths.filter { $0 >= 400 }.count); longest \(longest.0) (\(longest.1))
            """)
    }

    /// The length of every `android:pathData` value in the drawable's XML.
    static func pathDataLengths(_ xml: String) -> [Int] {
        xml.components(separatedBy: "android:pathData=\"").dropFirst().map { $0.prefix { $0 != "\"" }.count }
    }
}
