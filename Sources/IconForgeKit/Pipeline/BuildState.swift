import Foundation

/// What iconforge wrote into one output, kept as `.iconforge-state.json` in the output's
/// folder: per asset, the fingerprints it was built from and every file it wrote with
/// the file's SHA-256. It decides what to rebuild, detects hand edits, and is the only
/// record of ownership pruning trusts. Printed deterministically (sorted keys, no times).
public struct BuildState: Equatable, Sendable {
    /// One asset's record.
    public struct Record: Equatable, Sendable {
        /// SHA-256 of the source bytes (SVG, or template plus parameters).
        public var source: String
        /// SHA-256 of the options that shape the output.
        public var options: String
        /// The iconforge version that wrote it.
        public var version: String
        /// Paths relative to the output folder, mapped to the SHA-256 of their content.
        public var files: [String: String]

        public init(source: String, options: String, version: String, files: [String: String]) {
            self.source = source
            self.options = options
            self.version = version
            self.files = files
        }
    }

    public static let fileName = ".iconforge-state.json"
    static let formatVersion = 1

    /// Records by asset id (e.g. `icons/docs`).
    public var assets: [String: Record] = [:]

    public init(assets: [String: Record] = [:]) {
        self.assets = assets
    }

    /// Reads the state in `folder`; an empty state when there is none yet.
    public static func load(from folder: URL) throws -> BuildState {
        let url = folder.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return BuildState() }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              root["format"] as? Int == formatVersion,
              let assets = root["assets"] as? [String: [String: Any]] else {
            throw BuildStateError(path: url.path, reason: "unreadable build state (delete it to rebuild everything)")
        }
        var state = BuildState()
        for (id, fields) in assets {
            guard let source = fields["source"] as? String, let options = fields["options"] as? String,
                  let version = fields["version"] as? String, let files = fields["files"] as? [String: String] else {
                throw BuildStateError(path: url.path, reason: "asset '\(id)' has an incomplete record (delete the file to rebuild everything)")
            }
            state.assets[id] = Record(source: source, options: options, version: version, files: files)
        }
        return state
    }

    /// The state as JSON text: sorted keys, so identical builds give identical files.
    public var text: String {
        let records = assets.mapValues { record -> JSONValue in
            .object([
                "files": .object(record.files.mapValues { .string($0) }),
                "options": .string(record.options),
                "source": .string(record.source),
                "version": .string(record.version),
            ])
        }
        return JSONValue.object([
            "assets": .object(records),
            "format": .int(Self.formatVersion),
            "generator": .string("iconforge"),
        ]).xcodeText
    }

    /// Writes the state into `folder` atomically.
    public func save(to folder: URL) throws {
        let url = folder.appendingPathComponent(Self.fileName)
        do {
            try AtomicFile.write(Data(text.utf8), to: url)
        } catch {
            throw BuildStateError(path: url.path, reason: "cannot write the build state: \((error as NSError).localizedDescription)")
        }
    }

    /// Every file some asset in this state owns.
    public var ownedFiles: Set<String> { Set(assets.values.flatMap(\.files.keys)) }
}

/// Why a build state could not be read or written.
public struct BuildStateError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}
