import Foundation

/// Reads what `git ls-tree -z` prints: `<mode> SP <type> SP <object> TAB <path>`, each ended by
/// a NUL. Only blobs hold files (not submodules' commits, nor trees); a record that is not
/// this shape, or whose path is not UTF-8, is passed over.
enum GitTree {
    static func entries(_ data: Data) -> [GitRepository.Entry] {
        data.split(separator: 0).compactMap { record in
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")),
                  let head = String(data: record[record.startIndex ..< tab], encoding: .utf8) else { return nil }
            let fields = head.split(separator: " ")
            guard fields.count == 3, fields[1] == "blob",
                  let path = String(data: record[(tab + 1)...], encoding: .utf8) else { return nil }
            return GitRepository.Entry(path: path, blob: String(fields[2]))
        }
    }
}
