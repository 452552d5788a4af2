import Foundation

/// Reads what `git cat-file --batch` prints, as it comes (`read`, then `finish`): for each object
/// asked for, `<name> <type> <size>`, a line feed, the bytes, a line feed; `<name> missing` for
/// one it does not have. An object over `limit` bytes is passed over as its bytes arrive, never
/// held (a commit is anyone's, and may hold a blob of gigabytes): it is left out, as a file
/// over the limit is on the current side.
struct GitBatch {
    /// The most bytes an object may have to be kept.
    let limit: Int
    /// The objects read whole, by name.
    private var contents: [String: Data] = [:]
    /// The header line read so far.
    private var line = Data()
    /// The object whose bytes are coming: its name, how many bytes are still to come (its size
    /// and the line feed after it), and its bytes so far when it is kept.
    private var object: (name: String, left: Int, bytes: Data?)?
    /// A header that is no header: the output is not cat-file's, or was cut off.
    private var broken = false

    init(limit: Int) { self.limit = limit }

    /// Everything in `data`, at once.
    static func parse(_ data: Data, limit: Int = RecordFile.limit) throws -> [String: Data] {
        var batch = GitBatch(limit: limit)
        batch.read(data)
        return try batch.finish()
    }

    /// Reads the next piece of the output, wherever it was cut.
    mutating func read(_ chunk: Data) {
        var index = chunk.startIndex
        while index < chunk.endIndex, !broken {
            if var current = object {
                let count = min(current.left, chunk.endIndex - index)
                // The last byte of the `left` is the line feed after the object's bytes.
                current.bytes?.append(chunk[index ..< index + min(count, current.left - 1)])
                current.left -= count
                index += count
                if current.left == 0 {
                    if let bytes = current.bytes { contents[current.name] = bytes }
                    object = nil
                } else {
                    object = current
                }
                continue
            }
            guard let end = chunk[index...].firstIndex(of: UInt8(ascii: "\n")) else {
                line.append(chunk[index...])
                return
            }
            line.append(chunk[index ..< end])
            index = end + 1
            header(line)
            line = Data()
        }
    }

    /// The objects read, by name (those over the limit, or missing, left out); an error when
    /// the output stopped inside an object or a header, or held a line that is no header.
    func finish() throws -> [String: Data] {
        guard !broken, object == nil, line.isEmpty else { throw Self.truncated }
        return contents
    }

    private mutating func header(_ line: Data) {
        guard let text = String(data: line, encoding: .utf8) else { return broken = true }
        let fields = text.split(separator: " ")
        if fields.count == 2, fields[1] == "missing" { return }
        // The size is git's word: `size + 1` would overflow for Int.max.
        guard fields.count == 3, let size = Int(fields[2]), size >= 0, size < Int.max else { return broken = true }
        var bytes: Data?
        if size <= limit {
            bytes = Data()
            bytes?.reserveCapacity(size)
        }
        object = (String(fields[0]), size + 1, bytes)
    }

    private static var truncated: ReviewError { .gitFailed(command: "git cat-file", reason: "its output was cut off") }
}
