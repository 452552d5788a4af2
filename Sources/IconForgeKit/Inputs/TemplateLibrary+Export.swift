import Foundation

extension TemplateLibrary {
    /// Why a template could not be exported: one case per problem, with the file or folder it
    /// is about (`path`), which the command line names instead of the template.
    public enum ExportError: Error, CustomStringConvertible, Sendable {
        case noTemplate(String)
        case existsWithOtherContent(file: String)
        case exists(file: String)
        /// The folder could not be made or the file written (Foundation's error, worded by `plainReason`).
        case cannotWrite(folder: String, any Error)

        /// The folder the line names in place of the template, when it is about that folder.
        public var path: String? {
            if case .cannotWrite(let folder, _) = self { return folder }
            return nil
        }

        /// Why, without `path`.
        public var reason: String {
            switch self {
            case .noTemplate(let name): return "no bundled template '\(name)' (see `iconforge templates`)"
            case .existsWithOtherContent(let file): return "\(file) already exists with other content; give another --out"
            case .exists(let file): return "\(file) already exists; give another --out"
            case .cannotWrite(_, let error): return error.plainReason
            }
        }

        public var description: String { path.map { "\($0): \(reason)" } ?? reason }
    }

    /// Writes the bundled template `name` (`button` or `button.svg`) into `folder` (created
    /// when missing) under its own file name, and returns the file. A file already there is
    /// left alone unless it holds the same bytes: iconforge never rewrites a file it did not write.
    @discardableResult
    public static func export(_ name: String, to folder: URL) throws -> URL {
        guard let template = named(name) else {
            throw ExportError.noTemplate(name)
        }
        let file = folder.appendingPathComponent(template.fileName)
        if let existing = FileManager.default.contents(atPath: file.path) {
            guard existing == template.data else {
                throw ExportError.existsWithOtherContent(file: file.path)
            }
            return file
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) {
            throw ExportError.exists(file: file.path)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(template.data, to: file)
        } catch {
            throw ExportError.cannotWrite(folder: folder.path, error)
        }
        return file
    }
}
