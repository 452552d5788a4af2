import Foundation
import IconForgeKit
import XCTest

/// Writes `text` to `name` in `folder` and returns the file.
@discardableResult
func write(_ text: String, to name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
}

/// Writes `data` to `url` compressed with the real gzip tool (as `.svgz` files are made).
func gzip(_ data: Data, to url: URL) throws {
    let plain = url.deletingPathExtension().appendingPathExtension("plain")
    try data.write(to: plain)
    defer { try? FileManager.default.removeItem(at: plain) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-9", "-c", plain.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let compressed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "gzip \(plain.lastPathComponent)")
    try compressed.write(to: url)
}

/// A plain SVG icon that raises no warning: a filled 20x20 disc.
let discSVG = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>"#

/// The decoded PNG at `path` in `folder`.
func decodePNG(_ path: String, in folder: URL) throws -> DecodedPNG {
    try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(path))
}

/// The `counts` object of a `build --json` report (`built`, `unchanged`, `failed`, ...).
func buildCounts(_ run: CLI.Run, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Int] {
    let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
                               run.stderr, file: file, line: line)
    return try XCTUnwrap(report["counts"] as? [String: Int], file: file, line: line)
}
