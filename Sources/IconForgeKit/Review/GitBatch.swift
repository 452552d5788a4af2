import Foundation

/// Reads what `git cat-file --batch` prints: for each object asked for, `<name> <type> <size>`,
/// a line feed, the bytes, a line feed; `<name> missing` for one it does not have.
enum GitBatch {
    static func parse(_ data: Data) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        var index = data.startIndex
        while index < data.endIndex {
            guard let end = data[index...].firstIndex(of: UInt8(ascii: "\n")),
                  let header = String(data: data[index ..< end], encoding: .utf8) else { throw truncated }
            let fields = header.split(separator: " ")
            index = end + 1
            if fields.count == 2, fields[1] == "missing" { continue }
            // The size is git's word, not checked against the bytes until here: `size + 1` would
            // overflow for Int.max.
            guard fields.count == 3, let size = Int(fields[2]), size >= 0, data.endIndex - index > size else { throw truncated }
            contents[String(fields[0])] = Data(data[index ..< index + size])
            index += size + 1
        }
        return contents
    }

    private static var truncated: ReviewError { .gitFailed(command: "git cat-file", reason: "its output was cut off") }
}
