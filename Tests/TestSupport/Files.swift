import Foundation

/// Every file under `folder`, by path relative to it, sorted.
public func relativeFiles(in folder: URL) throws -> [String] {
    let base = folder.resolvingSymlinksInPath().path + "/"
    guard let walker = FileManager.default.enumerator(at: folder.resolvingSymlinksInPath(),
                                                      includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    var paths: [String] = []
    for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
        paths.append(String(url.resolvingSymlinksInPath().path.dropFirst(base.count)))
    }
    return paths.sorted()
}

/// Every file under `folder`, by path relative to it, with its bytes: a snapshot to compare byte for byte.
public func fileContents(in folder: URL) throws -> [String: Data] {
    Dictionary(uniqueKeysWithValues: try relativeFiles(in: folder).map {
        ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
    })
}
