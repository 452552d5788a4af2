import Foundation

extension PipelineBuilder {
    /// The report line of the Swift file the manifest asks for, generated from the catalog as
    /// it is on disk after the assets: written through the first output's session (recorded
    /// there, and refused when a file of the user's is in its place) when its text changed;
    /// `check` only compares.
    func swiftEntry(_ swift: Manifest.SwiftOutput, check: Bool, session: BuildSession? = nil) -> BuildReport.Entry {
        let sources = swift.catalogs.joined(separator: ", ")
        var entry = BuildReport.Entry(id: RecordID.swift, kind: "swift", source: sources, outcome: .unchanged)
        let url = manifest.resolve(swift.output).standardizedFileURL
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
            let data = Data(text.utf8)
            let existing = FileManager.default.contents(atPath: url.path)
            let recorded = session?.records.assets[RecordID.swift] != nil
            if existing != data {
                if check {
                    entry.outcome = existing == nil ? .missing : .stale
                    entry.reasons = [existing == nil ? "\(swift.output) does not exist" : "\(swift.output) differs from the catalog"]
                } else if let session {
                    try session.writeFile(data, to: url, id: RecordID.swift, replaces: false, consent: .none, only: true)
                    entry.outcome = .built
                    entry.reasons = [existing == nil ? "new" : "the catalog changed"]
                }
            } else if let session, !recorded {
                // Already the file iconforge would write: taken into the record, so it can be replaced later.
                try session.writeFile(data, to: url, id: RecordID.swift, replaces: false, consent: .none, only: true)
            }
            entry.files = [(swift.output, text.utf8.count)]
        } catch {
            entry.outcome = .failed
            entry.error = AssetError(error)
            entry.reasons = [entry.error!.description]
            onEvent(.failed(asset: RecordID.swift, error: entry.error!))
        }
        return entry
    }
}
