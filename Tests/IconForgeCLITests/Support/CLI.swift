import Foundation
@testable import IconForgeKit
import XCTest

/// Runs the built `iconforge` binary, as a user or CI would.
enum CLI {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
        /// stderr split into lines.
        var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The binary built beside the test bundle (override with ICONFORGE_BINARY).
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["ICONFORGE_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        return built("iconforge")
    }

    /// The program `name` built beside the test bundle.
    static func built(_ name: String) -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0 ..< 4 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent(name)
    }

    /// Runs `iconforge arguments...` in `directory`, waiting at most `timeout` seconds.
    /// `stdinStaysOpen`: standard input is a pipe nobody writes to or closes until the end.
    /// `environment`: variables set for this run, over the test's own.
    @discardableResult
    static func run(_ arguments: [String], in directory: URL, timeout: TimeInterval = 300, stdin: Data? = nil,
                    stdinStaysOpen: Bool = false, through executable: URL? = nil, environment: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = stdin == nil && !stdinStaysOpen ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(stdin)
            try input.fileHandleForWriting.close()
        }
        // Drain both pipes concurrently so a chatty child never blocks.
        let outData = PipeDrain(out.fileHandleForReading), errData = PipeDrain(err.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("iconforge \(arguments.joined(separator: " ")) did not finish in \(timeout) s", file: file, line: line)
        }
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: outData.wait(), as: UTF8.self),
                   stderr: String(decoding: errData.wait(), as: UTF8.self))
    }
}

extension CLI {
    /// Runs `iconforge arguments...` with each argument given as bytes: a file name that is not
    /// UTF-8 cannot be a Swift String, so the arguments are made by `printf` in a shell.
    @discardableResult
    static func run(bytes arguments: [[UInt8]], in directory: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let words = arguments.map { bytes in "\"$(printf '" + bytes.map { "\\" + String($0, radix: 8) }.joined() + "')\"" }
        return try run(["-c", "exec \"$0\" " + words.joined(separator: " "), binary.path], in: directory,
                       through: URL(fileURLWithPath: "/bin/sh"), file: file, line: line)
    }
}

/// Writes `data` to the file named by the bytes `name` in `folder` (a name that need not be UTF-8).
func write(_ data: Data, toBytes name: [UInt8], in folder: URL) throws {
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let handle = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { fopen($0.baseAddress!, "wb") } }
    guard let handle else { throw CocoaError(.fileWriteUnknown) }
    defer { fclose(handle) }
    _ = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
}

/// A fresh temporary folder, removed when the test ends.
func makeTemporaryFolder(_ testCase: XCTestCase, _ name: String = #function) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("iconforge-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
}

/// The repository's root folder.
var repositoryRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
