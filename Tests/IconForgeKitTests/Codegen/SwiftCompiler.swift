import Foundation
import Synchronization
import XCTest

/// Runs `swiftc` in Swift 6 language mode over generated code, against the stand-in modules.
enum SwiftCompiler {
    struct Outcome {
        let status: Int32
        let output: String
    }

    /// The platforms generated code is checked for: the modules it can import there.
    enum Platform: CaseIterable {
        case iOS, macOS, linux, swiftPackage
    }

    /// Folders of compiled stand-in modules, built once per test run.
    private static let modules = Mutex<[String: URL]>([:])

    /// `swiftc -emit-module` of `source` as a module named `name`; returns its folder.
    static func module(_ name: String, source: String) throws -> URL {
        if let folder = modules.withLock({ $0[name] }) { return folder }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-standin-\(getpid())-\(UUID().uuidString.prefix(8))/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name).swift")
        try Data(source.utf8).write(to: file)
        let outcome = try run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                               "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path, file.path])
        guard outcome.status == 0 else { throw NSError(domain: "swiftc", code: Int(outcome.status),
                                                       userInfo: [NSLocalizedDescriptionKey: outcome.output]) }
        modules.withLock { $0[name] = folder }
        return folder
    }

    /// Type-checks `files` as one module in Swift 6 mode, as they would build on `platform`.
    static func typecheck(_ files: [URL], on platform: Platform) throws -> Outcome {
        var arguments = ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "GeneratedAssets"]
        var sources = files
        switch platform {
        case .iOS, .swiftPackage:
            arguments += ["-I", try module("UIKit", source: StandInModules.uiKit).path,
                          "-I", try module("SwiftUI", source: StandInModules.swiftUI).path,
                          "-I", try module("ARKit", source: StandInModules.arKit).path]
        case .macOS:
            arguments += ["-I", try module("AppKit", source: StandInModules.appKit).path,
                          "-I", try module("SwiftUI", source: StandInModules.swiftUI).path]
        case .linux:
            break
        }
        if platform == .swiftPackage {
            arguments += ["-D", "SWIFT_PACKAGE"]
            let accessor = try module("PackageBundle", source: StandInModules.packageBundle)
                .appendingPathComponent("PackageBundle.swift")
            sources.append(accessor)
        }
        return try run(arguments + sources.map(\.path))
    }

    private static func run(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
