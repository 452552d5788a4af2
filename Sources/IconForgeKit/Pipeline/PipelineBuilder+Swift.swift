import Foundation

extension PipelineBuilder {
    /// The report line of the Swift file the manifest asks for, generated from the catalog as
    /// it is on disk after the assets: written when its text changed (`check` only compares).
    func swiftEntry(_ swift: Manifest.SwiftOutput, check: Bool) -> BuildReport.Entry {
        let sources = swift.catalogs.joined(separator: ", ")
        var entry = BuildReport.Entry(id: "swift", kind: "swift", source: sources, outcome: .unchanged)
        let url = manifest.resolve(swift.output)
        let generator = SwiftCodeGenerator(enumName: swift.enumName, accessLevel: swift.isPublic ? "public" : "internal",
                                           forceCatalogEnums: swift.forceCatalogEnums)
        let catalogs = swift.catalogs.map(manifest.resolve)
        if check, let absent = swift.catalogs.first(where: { !FileManager.default.fileExists(atPath: manifest.resolve($0).path) }) {
            entry.outcome = .missing
            entry.reasons = ["its catalog \(absent) has not been built"]
            return entry
        }
        do {
            let text = try generator.source(catalogs: catalogs).text
            let existing = FileManager.default.contents(atPath: url.path)
            if existing != Data(text.utf8) {
                if check {
                    entry.outcome = existing == nil ? .missing : .stale
                    entry.reasons = [existing == nil ? "\(swift.output) does not exist" : "\(swift.output) differs from the catalog"]
                } else {
                    try AtomicFile.write(Data(text.utf8), to: url)
                    entry.outcome = .built
                    entry.reasons = [existing == nil ? "new" : "the catalog changed"]
                }
            }
            entry.files = [(swift.output, text.utf8.count)]
        } catch {
            entry.outcome = .failed
            entry.error = String(describing: error)
            entry.reasons = [entry.error!]
            onEvent(.failed(asset: "swift", reason: entry.error!))
        }
        return entry
    }
}
