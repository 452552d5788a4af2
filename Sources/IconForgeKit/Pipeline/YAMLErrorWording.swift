import Yams

/// libyaml's syntax errors ("did not find expected '-' indicator") said in plain words for a
/// person editing a manifest, with the line they concern and the column. The line is where the
/// mistake starts when libyaml knows it (an unclosed quote or bracket, a key without its ':'),
/// not where it noticed. Problems not worded here keep libyaml's text after "invalid YAML".
enum YAMLErrorWording {
    /// The manifest error for `error`.
    static func manifestError(_ error: YamlError, file: String) -> ManifestError {
        switch error {
        case .scanner(let context, let problem, let mark, let yaml), .parser(let context, let problem, let mark, let yaml),
             .composer(let context, let problem, let mark, let yaml):
            let (words, useContext) = plain(problem, context: context?.text, at: character(at: mark, in: yaml))
            let place = useContext ? context?.mark ?? mark : mark
            return ManifestError(file: file, line: place.line, .syntax(words, column: place.column))
        case .reader(let problem, let offset, _, let yaml):
            let line = offset.map { yaml.prefix($0).filter { $0 == "\n" }.count + 1 }
            // Yams hands libyaml's reader problem over as its text only, so the text is what tells
            // a control character from bytes that are not UTF-8.
            return ManifestError(file: file, line: line, problem.contains("control characters") ? .controlCharacter : .notUTF8(problem))
        default:
            return ManifestError(file: file, line: nil, .invalidYAML("\(error)"))
        }
    }

    /// The plain words for libyaml's `problem`, and whether the context's line is the one to name.
    static func plain(_ problem: String, context: String?, at character: Character?) -> (String, Bool) {
        switch problem {
        case "did not find expected '-' indicator":
            return ("the list item is indented differently from the items before it", false)
        case "did not find expected key":
            return ("this line is indented differently from the keys before it", false)
        case "mapping values are not allowed in this context":
            return ("a ':' where no key can start: quote a value that holds ': ', or indent a key like its neighbours", false)
        case "block sequence entries are not allowed in this context":
            return ("a list item cannot start on the line of its key: put it on the next line, indented", false)
        case "could not find expected ':'":
            return ("this key has no ':' after it", true)
        case "found character that cannot start any token":
            if character == "\t" { return ("a tab indents this line; YAML indents with spaces only", false) }
            return ("a value cannot start with \(character.map { "'\(PrintableText.escaped(String($0)))'" } ?? "this character"): put it in quotes", false)
        case "found a tab character that violates indentation", "found a tab character where an indentation space is expected":
            return ("a tab indents this line; YAML indents with spaces only", false)
        case "found unexpected end of stream" where context?.contains("quoted scalar") == true:
            return ("this quoted value is never closed", true)
        case "did not find expected ',' or ']'":
            return ("this [list] is not closed with ']', or its items lack a ','", true)
        case "did not find expected ',' or '}'":
            return ("this {mapping} is not closed with '}', or its keys lack a ','", true)
        case "found undefined alias":
            return ("a value starting with '*' names an anchor that is not defined: put it in quotes", false)
        case "found unknown escape character":
            return ("an unknown \\ escape in a double-quoted value: write \\\\ for a backslash", false)
        case "did not find expected node content":
            return ("a value is missing here", false)
        default:
            return ("invalid YAML: \(problem)", false)
        }
    }

    /// The character `mark` (1-based line and column, in scalars) points at.
    static func character(at mark: Mark, in yaml: String) -> Character? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let scalars = Array(lines[mark.line - 1].unicodeScalars)
        guard mark.column >= 1, mark.column <= scalars.count else { return nil }
        return Character(scalars[mark.column - 1])
    }
}
