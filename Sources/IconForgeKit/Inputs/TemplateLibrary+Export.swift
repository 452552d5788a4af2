import Foundation

extension TemplateLibrary {
    /// Why a template could not be exported.
    public struct ExportError: Error, CustomStringConvertible, Sendable {
        public let reason: String
        public var description: String { reason }
    }

    /// Writes the bundled template `name` (`button` or `button.svg`) into `folder` (created
    /// when missing) under its own file name, and returns the file. A file already there is
    /// left alone unless it holds the same bytes: iconforge never rewrites a file it did not write.
    @discardableResult
    public static func export(_ name: String, to folder: URL) throws -> URL {
        guard let template = named(name) else {
            throw ExportError(reason: "no bundled template '\(name)' (see `iconforge templates`)")
        }
        let file = folder.appendingPathComponent(template.fileName)
        if let existing = FileManager.default.contents(atPath: file.path) {
            guard existing == template.data else {
                throw ExportError(reason: "\(file.path) already exists with other content; give another --out")
            }
            return file
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) {
            throw ExportError(reason: "\(file.path) already exists; give another --out")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(template.data, to: file)
        } catch {
            throw ExportError(reason: "\(folder.path): \(error.plainReason)")
        }
        return file
    }
}
