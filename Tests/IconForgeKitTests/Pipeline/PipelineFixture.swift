import Foundation
import IconForgeKit
import XCTest

/// A throwaway project folder with SVG sources and an `iconforge.yml`, built in-process.
struct PipelineFixture {
    let folder: URL

    init(_ testCase: XCTestCase) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-pipeline-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let folder = folder
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    }

    /// A simple shape as SVG; `variant` changes the drawing (and so the source hash).
    static func svg(_ variant: Int = 0) -> String {
        let inset = 2 + variant
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
          <rect x="\(inset)" y="\(inset)" width="\(24 - 2 * inset)" height="\(12 - inset)" rx="2" fill="black"/>
          <circle cx="12" cy="18" r="4" fill="black"/>
        </svg>
        """
    }

    func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    func read(_ path: String) -> Data? { FileManager.default.contents(atPath: url(path).path) }

    /// Writes `manifest` as iconforge.yml and parses it.
    func manifest(_ text: String) throws -> Manifest {
        try write(text, to: "iconforge.yml")
        return try ManifestParser.load(url("iconforge.yml"))
    }

    /// Builds (or checks) the current iconforge.yml.
    func run(check: Bool = false) throws -> BuildReport {
        let manifest = try ManifestParser.load(url("iconforge.yml"))
        let builder = PipelineBuilder(manifest: manifest, rasterizer: LibrsvgRasterizer())
        return check ? try builder.check() : try builder.build()
    }

    /// Every file under the folder (relative path -> bytes), to prove a run wrote nothing.
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if let data = read(path) { files[path] = data }
        }
        return files
    }
}

extension BuildReport {
    /// Ids of the entries with `outcome`, sorted.
    func ids(_ outcome: Entry.Outcome) -> [String] {
        entries.filter { $0.outcome == outcome }.map(\.id).sorted()
    }
}
