import Foundation
import XCTest

/// Runs Debian's `pngcheck` on a file, the independent judge of PNG validity.
enum PNGCheck {
    /// The installed pngcheck, if any.
    static var executable: URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent("pngcheck") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Skips the calling test when pngcheck is missing.
    static func requireInstalled() throws -> URL {
        guard let executable else { throw XCTSkip("pngcheck is not installed (apt-get install pngcheck)") }
        return executable
    }

    /// pngcheck's exit status and its one-line verdict for `file`.
    static func check(_ file: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try requireInstalled()
        process.arguments = ["-q", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
