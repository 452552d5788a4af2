import Foundation

/// The relative links of Markdown pages, checked the way GitHub renders them: a link's file must
/// exist inside the repository, and a `#fragment` into a Markdown page must be the slug of one of
/// that page's headings.
enum MarkdownLinks {
    struct Link: Equatable {
        let target: String
        let line: Int
    }

    /// Inline links and images, `[text](target)` and `![alt](target "title")`, outside fenced code
    /// blocks and code spans.
    static func links(in text: String) -> [Link] {
        var result: [Link] = []
        for (index, line) in proseLines(of: text) {
            let prose = withoutCodeSpans(line)
            var rest = prose[...]
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                var target = after[..<close].trimmingCharacters(in: .whitespaces)
                if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }  // a "title"
                if target.hasPrefix("<"), target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
                result.append(Link(target: target, line: index + 1))
                rest = after[close...]
            }
        }
        return result
    }

    /// Whether `target` leaves the page for another site (or mail) rather than a repository file.
    static func isExternal(_ target: String) -> Bool {
        guard let colon = target.firstIndex(of: ":") else { return false }
        let scheme = target[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
            && !scheme.contains("/")
    }

    /// The anchors GitHub gives the headings of `text`, in order (`-1`, `-2`... for repeats).
    static func anchors(in text: String) -> [String] {
        var seen: [String: Int] = [:]
        var result: [String] = []
        for (_, line) in proseLines(of: text) {
            guard let heading = headingText(line) else { continue }
            let base = slug(heading)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            result.append(count == 0 ? base : "\(base)-\(count)")
        }
        return result
    }

    /// GitHub's heading slug: the rendered text (code marks and link targets gone), lower-cased;
    /// letters, numbers, `_` and `-` kept, every space a `-`, everything else dropped.
    static func slug(_ heading: String) -> String {
        let rendered = withoutLinkTargets(heading).replacingOccurrences(of: "`", with: "")
        var result = ""
        for scalar in rendered.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber,
                 .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation:
                result.unicodeScalars.append(scalar)
            case .dashPunctuation where scalar == "-":
                result.append("-")
            case .spaceSeparator where scalar == " ":
                result.append("-")
            default:
                continue
            }
        }
        return result
    }

    /// Every broken relative link of the Markdown files `pages` (paths relative to `root`), one
    /// line each: `docs/a.md:12: b.md#c: no heading 'c' in docs/b.md`.
    static func problems(root: URL, pages: [String]) throws -> [String] {
        var anchorsByPage: [String: Set<String>] = [:]
        func anchors(of url: URL) throws -> Set<String> {
            let key = url.standardizedFileURL.path
            if let known = anchorsByPage[key] { return known }
            let found = Set(Self.anchors(in: try String(contentsOf: url, encoding: .utf8)))
            anchorsByPage[key] = found
            return found
        }
        let rootPath = root.standardizedFileURL.path
        var problems: [String] = []
        for page in pages {
            let pageURL = root.appendingPathComponent(page)
            for link in links(in: try String(contentsOf: pageURL, encoding: .utf8)) where !isExternal(link.target) {
                let place = "\(page):\(link.line): \(link.target)"
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let fragment = parts.count > 1 ? String(parts[1]) : nil
                let target = path.isEmpty ? pageURL : pageURL.deletingLastPathComponent().appendingPathComponent(path)
                let targetPath = target.standardizedFileURL.path
                guard targetPath == rootPath || targetPath.hasPrefix(rootPath + "/") else {
                    problems.append("\(place): leads out of the repository")
                    continue
                }
                guard FileManager.default.fileExists(atPath: targetPath) else {
                    problems.append("\(place): no such file")
                    continue
                }
                guard let fragment, target.pathExtension.lowercased() == "md" else { continue }
                let anchor = fragment.removingPercentEncoding ?? fragment
                if !(try anchors(of: target)).contains(anchor) {
                    let shown = String(targetPath.dropFirst(rootPath.count + 1))
                    problems.append("\(place): no heading '\(anchor)' in \(shown)")
                }
            }
        }
        return problems
    }

    /// README.md and every `.md` below `docs/`, relative to `root`, sorted.
    static func documentationPages(root: URL) -> [String] {
        var pages = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        if let walker = FileManager.default.enumerator(atPath: docs.path) {
            for case let path as String in walker where path.hasSuffix(".md") { pages.append("docs/" + path) }
        }
        return pages.sorted()
    }

    /// The lines outside fenced code blocks, with their 0-based numbers.
    private static func proseLines(of text: String) -> [(Int, String)] {
        var fence: String?
        var result: [(Int, String)] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let marker = String(trimmed.prefix(while: { $0 == "`" || $0 == "~" }))
            if let open = fence {
                if marker.count >= open.count, marker.first == open.first, trimmed.count == marker.count { fence = nil }
                continue
            }
            if marker.count >= 3, Set(marker).count == 1 {
                fence = marker
                continue
            }
            result.append((index, line))
        }
        return result
    }

    /// An ATX heading's text (`## Text ##` gives `Text`), or nil.
    private static func headingText(_ line: String) -> String? {
        let indent = line.prefix(while: { $0 == " " })
        guard indent.count < 4 else { return nil }
        let rest = line.dropFirst(indent.count)
        let hashes = rest.prefix(while: { $0 == "#" })
        guard (1 ... 6).contains(hashes.count) else { return nil }
        let body = rest.dropFirst(hashes.count)
        guard body.isEmpty || body.first == " " || body.first == "\t" else { return nil }
        var text = body.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("#") { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `line` with every code span (`` `...` ``, any number of backticks) removed.
    private static func withoutCodeSpans(_ line: String) -> String {
        var result = ""
        var rest = line[...]
        while let start = rest.firstIndex(of: "`") {
            result += rest[..<start]
            let ticks = rest[start...].prefix(while: { $0 == "`" })
            let after = rest[ticks.endIndex...]
            guard let end = after.range(of: String(ticks)) else {
                result += rest[start...]
                return result
            }
            rest = after[end.upperBound...]
        }
        return result + rest
    }

    /// `[text](target)` reduced to `text`, as a heading renders.
    private static func withoutLinkTargets(_ text: String) -> String {
        var result = text
        while let open = result.range(of: "]("), let close = result[open.upperBound...].firstIndex(of: ")") {
            result.replaceSubrange(open.lowerBound ... close, with: "]")
        }
        return result.replacingOccurrences(of: "[", with: "").replacingOccurrences(of: "]", with: "")
    }
}
