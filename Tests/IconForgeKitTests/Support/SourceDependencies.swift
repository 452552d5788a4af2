import Foundation

/// Which folders of a Swift module refer to which, worked out from the source text: each
/// folder's top-level declarations (types, type aliases, functions, constants, not private),
/// and every identifier of another folder's declaration that a folder's code spells. The
/// members an extension adds to another folder's type (or to Foundation's) count as that
/// extension's folder's when their name is declared nowhere else in the module.
///
/// Lexical, not the compiler's view: comments and string literals (not their interpolations)
/// are left out, and a name after a `.` is a member, never a top-level declaration. That is
/// enough to tell `Formats` using `WriteContext` from `Ownership`, which is what the layer
/// order asks.
struct SourceDependencies {
    /// A reference from one folder into another: the name and the file that spells it.
    struct Use: Hashable, Comparable {
        let name: String
        let file: String

        static func < (a: Use, b: Use) -> Bool { (a.name, a.file) < (b.name, b.file) }
    }

    /// Folder -> the folder it refers to -> what it uses there.
    private(set) var uses: [String: [String: Set<Use>]] = [:]
    /// Every folder that holds a source file.
    private(set) var folders: Set<String> = []

    /// `files`: each file's path below the module's folder (its first component is its folder)
    /// and its text.
    init(files: [(path: String, text: String)]) {
        let scanned = files.map { (path: $0.path, folder: Self.folder(of: $0.path), tokens: SwiftTokens($0.text)) }
        folders = Set(scanned.map(\.folder))
        var declared: [String: Set<String>] = [:]
        var memberCount: [String: Int] = [:]
        var extensionMembers: [String: Set<String>] = [:]
        for file in scanned {
            for name in file.tokens.topLevelNames { declared[name, default: []].insert(file.folder) }
            for name in file.tokens.declaredNames { memberCount[name, default: 0] += 1 }
        }
        for file in scanned {
            for (type, name) in file.tokens.extensionMembers where !(declared[type]?.contains(file.folder) ?? false) {
                extensionMembers[name, default: []].insert(file.folder)
            }
        }
        extensionMembers = extensionMembers.filter { memberCount[$0.key] == 1 && declared[$0.key] == nil }
        for file in scanned {
            for (name, afterDot) in file.tokens.identifiers {
                let homes = afterDot ? extensionMembers[name] : (declared[name] ?? extensionMembers[name])
                for home in homes ?? [] where home != file.folder {
                    uses[file.folder, default: [:]][home, default: []].insert(Use(name: name, file: file.path))
                }
            }
        }
    }

    /// The module's sources under `root` (`Sources/IconForgeKit`).
    static func reading(_ root: URL) throws -> SourceDependencies {
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try SourceDependencies(files: paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        })
    }

    static func folder(of path: String) -> String {
        path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : "."
    }

    /// What breaks `order` (lowest first; a folder may refer only to folders before it): a
    /// folder not in it, each pair of folders that refer to each other, and each reference to a
    /// folder later in the order, naming what is used and where.
    func problems(order: [String]) -> [String] {
        var found = folders.subtracting(order).sorted().map { "\($0) is in no layer: place it in the order" }
        for (folder, targets) in uses.sorted(by: { $0.key < $1.key }) {
            for (target, used) in targets.sorted(by: { $0.key < $1.key }) {
                if folder < target, let back = uses[target]?[folder] {
                    found.append("\(folder) and \(target) refer to each other: \(folder) uses \(Self.list(used)); "
                                 + "\(target) uses \(Self.list(back))")
                }
                if let from = order.firstIndex(of: folder), let to = order.firstIndex(of: target), to > from {
                    found.append("\(folder) uses \(target), a layer above it: \(Self.list(used))")
                }
            }
        }
        return found
    }

    private static func list(_ used: Set<Use>) -> String {
        let byName = Dictionary(grouping: used, by: \.name)
        return byName.keys.sorted().map { name in
            "\(name) (\(byName[name]!.map(\.file).sorted().joined(separator: ", ")))"
        }.joined(separator: ", ")
    }
}

/// A Swift file's code as words: comments and string literals dropped, interpolations kept,
/// each identifier with whether a `.` comes before it and the brace depth it sits at.
struct SwiftTokens {
    private struct Word {
        let text: String
        let afterDot: Bool
        let depth: Int
    }

    private var words: [Word] = []

    init(_ source: String) {
        var code: [UInt8] = []
        Self.strip(Array(source.utf8), into: &code)
        var depth = 0, index = 0, lastSignificant: UInt8 = 0
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
            } else if Self.startsIdentifier(byte) {
                var end = index
                while end < code.count, Self.continuesIdentifier(code[end]) { end += 1 }
                let text = String(decoding: code[index..<end], as: UTF8.self)
                words.append(Word(text: text, afterDot: lastSignificant == UInt8(ascii: "."), depth: depth))
                lastSignificant = code[end - 1]
                index = end
                continue
            }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t") { lastSignificant = byte }
            index += 1
        }
    }

    private static let declarationKeywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias", "func", "let", "var"]
    private static let hidingModifiers: Set<String> = ["private", "fileprivate"]
    private static let modifiers: Set<String> = ["public", "internal", "package", "open", "final", "indirect", "static",
                                                 "nonisolated", "mutating", "private", "fileprivate", "override", "lazy"]

    /// The names this file declares at the top level that other files can see.
    var topLevelNames: [String] {
        declarations(at: 0).filter { !$0.hidden }.map(\.name)
    }

    /// Every name declared with `func`, `let`, `var`, `case` or a type keyword, at any depth.
    var declaredNames: [String] {
        zip(words, words.dropFirst()).compactMap { keyword, name in
            (Self.declarationKeywords.contains(keyword.text) || keyword.text == "case") && !name.afterDot ? name.text : nil
        }
    }

    /// (extended type, member name) for each visible member a top-level extension declares.
    var extensionMembers: [(String, String)] {
        var result: [(String, String)] = []
        // Members sit at depth 1 inside an extension's braces.
        var current: String?
        for (index, word) in words.enumerated() {
            if word.depth == 0 {
                if word.text == "extension", index + 1 < words.count { current = words[index + 1].text }
                else if Self.declarationKeywords.contains(word.text) { current = nil }
                continue
            }
            guard let type = current, word.depth == 1, Self.declarationKeywords.contains(word.text),
                  index + 1 < words.count, !words[index + 1].afterDot, !isHidden(before: index) else { continue }
            result.append((type, words[index + 1].text))
        }
        return result
    }

    /// Each identifier in the code, and whether a `.` comes right before it.
    var identifiers: [(String, Bool)] { words.map { ($0.text, $0.afterDot) } }

    private func declarations(at depth: Int) -> [(name: String, hidden: Bool)] {
        words.indices.dropLast().compactMap { index in
            let word = words[index], name = words[index + 1]
            guard word.depth == depth, name.depth == depth, Self.declarationKeywords.contains(word.text), !word.afterDot,
                  Self.startsIdentifier(name.text.utf8.first!) else { return nil }
            return (name.text, isHidden(before: index))
        }
    }

    /// Whether `private` or `fileprivate` is among the modifiers before the keyword at `index`.
    private func isHidden(before index: Int) -> Bool {
        var at = index - 1
        while at >= 0, Self.modifiers.contains(words[at].text) {
            if Self.hidingModifiers.contains(words[at].text) { return true }
            at -= 1
        }
        return false
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Copies `source`'s code into `code`, leaving out comments and string literals; the code
    /// of a string's interpolations stays. A literal becomes a space.
    private static func strip(_ source: [UInt8], into code: inout [UInt8]) {
        var index = 0
        _ = copyCode(source, from: &index, into: &code, untilParenthesis: false)
    }

    /// Copies code from `index` until the end, or until the `)` closing an interpolation.
    private static func copyCode(_ s: [UInt8], from index: inout Int, into code: inout [UInt8], untilParenthesis: Bool) -> Bool {
        var parentheses = 0
        while index < s.count {
            let byte = s[index]
            if byte == UInt8(ascii: "/"), index + 1 < s.count, s[index + 1] == UInt8(ascii: "/") {
                while index < s.count, s[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < s.count, s[index + 1] == UInt8(ascii: "*") {
                var nesting = 0
                repeat {
                    if s[index] == UInt8(ascii: "/"), index + 1 < s.count, s[index + 1] == UInt8(ascii: "*") { nesting += 1; index += 2 }
                    else if s[index] == UInt8(ascii: "*"), index + 1 < s.count, s[index + 1] == UInt8(ascii: "/") { nesting -= 1; index += 2 }
                    else { index += 1 }
                } while nesting > 0 && index < s.count
                code.append(UInt8(ascii: " "))
                continue
            }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                var quote = index, hashes = 0
                while quote < s.count, s[quote] == UInt8(ascii: "#") { hashes += 1; quote += 1 }
                if quote < s.count, s[quote] == UInt8(ascii: "\"") {
                    index = quote
                    skipString(s, from: &index, hashes: hashes, into: &code)
                    code.append(UInt8(ascii: " "))
                    continue
                }
            }
            if untilParenthesis {
                if byte == UInt8(ascii: "(") { parentheses += 1 }
                if byte == UInt8(ascii: ")") {
                    if parentheses == 0 { index += 1; return true }
                    parentheses -= 1
                }
            }
            code.append(byte)
            index += 1
        }
        return false
    }

    /// Skips the literal whose opening quote is at `index`, copying its interpolations' code.
    private static func skipString(_ s: [UInt8], from index: inout Int, hashes: Int, into code: inout [UInt8]) {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
        let multiline = index + 2 < s.count && s[index + 1] == quote && s[index + 2] == quote
        index += multiline ? 3 : 1
        func matches(_ at: Int, _ bytes: [UInt8]) -> Bool {
            at + bytes.count <= s.count && Array(s[at..<at + bytes.count]) == bytes
        }
        let close = (multiline ? [quote, quote, quote] : [quote]) + Array(repeating: hash, count: hashes)
        let escape = [backslash] + Array(repeating: hash, count: hashes)
        while index < s.count {
            if matches(index, escape) {
                index += escape.count
                if index < s.count, s[index] == UInt8(ascii: "(") {
                    index += 1
                    code.append(UInt8(ascii: " "))
                    _ = copyCode(s, from: &index, into: &code, untilParenthesis: true)
                    code.append(UInt8(ascii: " "))
                } else {
                    index += 1
                }
                continue
            }
            if matches(index, close) { index += close.count; return }
            index += 1
        }
    }
}
