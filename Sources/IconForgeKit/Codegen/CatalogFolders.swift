import Foundation

/// A catalog's folders as code generation may walk them. A symbolic link is followed only
/// while it stays inside the catalog and does not lead back to a folder being read: a link
/// out (`root -> /`) or a loop (`Loop -> ..`, `Self -> .`) is an error naming the link,
/// because the constants would not match what Xcode compiles, and walking it could take
/// minutes or never end. Reading the links' targets costs nothing for the plain folders
/// and files that are almost every catalog.
struct CatalogFolders {
    /// Deeper than any catalog Xcode writes; a bound on work, whatever the links do.
    static let maximumDepth = 64
    /// `Contents.json` files are a few KB; a larger one is not one.
    static let maximumContentsBytes = 4 << 20

    /// The catalog folder, as given, and as the file system resolves it.
    let root: URL
    let realRoot: String

    init(root: URL) {
        self.root = root
        realRoot = RealPath.of(root.path)
    }

    /// A folder of the catalog: its URL as reached, and its real path.
    struct Folder {
        let url: URL
        let real: String
    }

    var rootFolder: Folder { Folder(url: root, real: realRoot) }

    /// The folders directly in `folder`, sorted by name (generated code never depends on
    /// directory order), hidden entries left out. `ancestors` are the real paths of the
    /// folders being read, `folder` last.
    func subfolders(of folder: Folder, ancestors: [String]) throws -> [(name: String, folder: Folder)] {
        guard ancestors.count <= Self.maximumDepth else {
            throw CatalogError(folder.url.path, .nestedTooDeep(Self.maximumDepth))
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            throw CatalogError(folder.url.path, .system(error))
        }
        return try names.compactMap { name in
            let url = folder.url.appendingPathComponent(name)
            var info = stat()
            guard lstat(url.path, &info) == 0 else { return nil }
            if (info.st_mode & S_IFMT) == S_IFDIR { return (name, Folder(url: url, real: folder.real + "/" + name)) }
            guard (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
            let target = try insideTarget(of: url)
            guard stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
            if ancestors.contains(where: { RealPath.isInside($0, target) }) {
                throw CatalogError(url.path, .linkLoop(target: display(target)))
            }
            return (name, Folder(url: url, real: target))
        }
    }

    /// The `Contents.json` of `folder` as a JSON object; nil when there is none and it is not `required`.
    func contents(of folder: URL, required: Bool) throws -> [String: Any]? {
        let file = folder.appendingPathComponent("Contents.json")
        var info = stat()
        guard lstat(file.path, &info) == 0 else {
            if required { throw CatalogError(file.path, .missing) }
            return nil
        }
        let path = (info.st_mode & S_IFMT) == S_IFLNK ? try insideTarget(of: file) : file.path
        let data: Data
        switch InputFile.readNow(path, maximumBytes: Self.maximumContentsBytes) {
        case .success(let read): data = read
        case .failure(.tooLarge): throw CatalogError(file.path, .contentsTooLarge(limit: Self.maximumContentsBytes))
        case .failure(.isDirectory): throw CatalogError(file.path, .folderNotFile)
        case .failure(.notRegular(let kind)): throw CatalogError(file.path, .notRegular(kind))
        case .failure(let error): throw CatalogError(file.path, .unreadable(error))
        }
        switch ContentsJSON.object(data) {
        case .success(let dictionary): return dictionary
        case .failure(let problem): throw CatalogError(file.path, .notAnObject(problem))
        }
    }

    /// The real path a link inside the catalog leads to, or an error when it leads out.
    private func insideTarget(of link: URL) throws -> String {
        let target = RealPath.of(link.path)
        guard RealPath.isInside(target, realRoot) else {
            throw CatalogError(link.path, .linkOut(target: target))
        }
        return target
    }

    /// A real path inside the catalog as the catalog's path plus the rest (`App.xcassets/Tabs`).
    private func display(_ real: String) -> String {
        real == realRoot ? root.path : root.path + real.dropFirst(realRoot.count)
    }
}
