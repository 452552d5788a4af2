import Foundation

/// Shell-style file patterns (`art/*.svg`), expanded with glob(3), sorted.
enum Glob {
    /// True when `path` contains pattern characters.
    static func isPattern(_ path: String) -> Bool {
        path.contains { "*?[".contains($0) }
    }

    /// The files matching `pattern`, sorted; an empty list when none match.
    static func expand(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0 ..< Int(result.gl_pathc)).compactMap { index in
            result.gl_pathv[index].map { String(cString: $0) }
        }.sorted()
    }
}
