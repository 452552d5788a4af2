import Foundation

/// Shell-style file patterns (`art/*.svg`), expanded with glob(3), sorted. `*`, `?` and
/// `[...]` match; a backslash makes the next character plain (`\[ab\].svg` is the file `[ab].svg`).
/// Braces are not patterns.
enum Glob {
    /// True when `path` contains pattern characters.
    static func isPattern(_ path: String) -> Bool {
        path.contains { "*?[".contains($0) }
    }

    /// `path` with every pattern character (and backslash) escaped, so it matches only itself.
    static func escaped(_ path: String) -> String {
        guard path.contains(where: { "*?[\\".contains($0) }) else { return path }
        var out = ""
        for character in path {
            if "*?[\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// The paths matching `pattern`, sorted, and apart those whose bytes are not UTF-8 (no
    /// String can name them to open them), shown with `\xNN` escapes.
    static func expand(_ pattern: String) -> (paths: [String], undecodable: [String]) {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return ([], []) }
        var paths: [String] = [], undecodable: [String] = []
        for index in 0 ..< Int(result.gl_pathc) {
            guard let match = result.gl_pathv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(match).assumingMemoryBound(to: UInt8.self), count: strlen(match))
            if let path = String(validating: bytes, as: UTF8.self) {
                paths.append(path)
            } else {
                undecodable.append(PrintableText.escaped(bytes: bytes))
            }
        }
        return (paths.sorted(), undecodable.sorted())
    }
}
