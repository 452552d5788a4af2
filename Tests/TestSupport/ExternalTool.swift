import Foundation
import XCTest

/// A command-line tool the tests use as an independent judge: Debian's `pngcheck`, `aapt`,
/// `aapt2`, poppler's `pdfinfo` and `pdftoppm`, `qpdf` and `shellcheck`.
public struct ExternalTool: Sendable {
    public let name: String
    /// The Debian package providing it.
    public var package: String?

    public init(name: String, package: String? = nil) {
        self.name = name
        self.package = package
    }

    public static let pngcheck = ExternalTool(name: "pngcheck")
    public static let aapt = ExternalTool(name: "aapt")
    public static let aapt2 = ExternalTool(name: "aapt2", package: "aapt")
    public static let pdfinfo = ExternalTool(name: "pdfinfo", package: "poppler-utils")
    public static let pdftoppm = ExternalTool(name: "pdftoppm", package: "poppler-utils")
    public static let pdftocairo = ExternalTool(name: "pdftocairo", package: "poppler-utils")
    public static let pdfimages = ExternalTool(name: "pdfimages", package: "poppler-utils")
    public static let qpdf = ExternalTool(name: "qpdf")
    public static let shellcheck = ExternalTool(name: "shellcheck")

    /// The installed tool on PATH, if any.
    public var executable: URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The tool; a missing one skips the calling test, except under CI (which installs it), where a skip
    /// would hide a broken lookup, so it fails.
    public func require() throws -> URL {
        if let executable { return executable }
        let reason = "\(name) is not installed (apt-get install \(package ?? name))"
        if ProcessInfo.processInfo.environment["CI"] != nil { throw Missing(description: reason) }
        throw XCTSkip(reason)
    }

    /// Runs the tool on `arguments` (in `directory`, or this process's current folder): its
    /// exit status and everything it printed.
    public func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try require()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    public struct Missing: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }
}

/// Fails unless pngcheck accepts `file`.
public func assertPngcheckAccepts(_ file: URL, file source: StaticString = #filePath, line: UInt = #line) throws {
    let verdict = try ExternalTool.pngcheck.run(["-q", file.path])
    XCTAssertEqual(verdict.status, 0, "pngcheck rejects \(file.path): \(verdict.output)", file: source, line: line)
}

/// Crunches `source` into `output` with `aapt s`, as an Android build does; fails when aapt complains.
/// A missing aapt skips the test locally and fails it in CI (see `ExternalTool.require`).
public func aaptCrunch(_ source: URL, to output: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    let verdict = try ExternalTool.aapt.run(["s", "-i", source.path, "-o", output.path])
    XCTAssertEqual(verdict.status, 0, "aapt s \(source.lastPathComponent): \(verdict.output)", file: file, line: line)
    XCTAssertFalse(verdict.output.lowercased().contains("error"), verdict.output, file: file, line: line)
}

/// Compiles the whole `res` folder with `aapt2 compile`, as an Android build does; fails when aapt2
/// refuses any resource (XML, VectorDrawable, PNG or 9-patch).
public func aapt2Compile(_ res: URL, in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
    let output = folder.appendingPathComponent("compiled-\(UUID().uuidString.prefix(8)).zip")
    let verdict = try ExternalTool.aapt2.run(["compile", "--dir", res.path, "-o", output.path])
    XCTAssertEqual(verdict.status, 0, "aapt2 compile \(res.path): \(verdict.output)", file: file, line: line)
    XCTAssertFalse(verdict.output.lowercased().contains("error"), verdict.output, file: file, line: line)
}

/// Fails unless `qpdf --check` finds `pdf` clean (no warnings, no damaged cross-references).
public func assertQpdfAccepts(_ pdf: URL, file source: StaticString = #filePath, line: UInt = #line) throws {
    let verdict = try ExternalTool.qpdf.run(["--check", pdf.path])
    XCTAssertEqual(verdict.status, 0, "qpdf --check \(pdf.path): \(verdict.output)", file: source, line: line)
    XCTAssertTrue(verdict.output.contains("No syntax or stream encoding errors found"), verdict.output, file: source, line: line)
    XCTAssertFalse(verdict.output.contains("WARNING"), verdict.output, file: source, line: line)
}

/// The PDF's objects and page content as text (qpdf's QDF form, streams uncompressed), to look for
/// `/Annots`, `/SMask` and the drawing operators.
public func pdfText(_ pdf: URL) throws -> String {
    let expanded = try ExternalTool.qpdf.run(["--qdf", "--object-streams=disable", pdf.path, "-"])
    return expanded.output
}

/// pdfinfo's fields of `pdf` (`Page size`, `Pages`, ...); fails when pdfinfo cannot read it.
public func pdfinfoFields(_ pdf: URL, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
    let info = try ExternalTool.pdfinfo.run([pdf.path])
    XCTAssertEqual(info.status, 0, "pdfinfo \(pdf.path): \(info.output)", file: file, line: line)
    var fields: [String: String] = [:]
    for entry in info.output.split(separator: "\n") {
        guard let colon = entry.firstIndex(of: ":") else { continue }
        fields[String(entry[..<colon])] = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return fields
}
