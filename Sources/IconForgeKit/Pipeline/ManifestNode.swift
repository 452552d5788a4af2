import Yams

/// A YAML node with its line, and typed readers whose errors name that line. Mappings are
/// checked against the keys a section allows, so a typo is an error rather than ignored.
struct ManifestNode {
    let node: Node
    let file: String

    var line: Int? { node.mark?.line }

    func error(_ problem: ManifestProblem) -> ManifestError { ManifestError(file: file, line: line, problem) }

    /// The mapping's entries, after checking every key is one of `allowed`.
    func mapping(_ what: String, allowed: [String]) throws -> [String: ManifestNode] {
        guard let mapping = node.mapping else { throw error(.notAMapping(what)) }
        var entries: [String: ManifestNode] = [:]
        for (key, value) in mapping {
            let keyNode = ManifestNode(node: key, file: file)
            guard let name = key.scalar?.string else { throw keyNode.error(.keyNotAName(what)) }
            guard allowed.contains(name) else {
                throw keyNode.error(.unknownKey(name, in: what, allowed: allowed))
            }
            guard entries[name] == nil else { throw keyNode.error(.repeatedKey(name, in: what)) }
            entries[name] = ManifestNode(node: value, file: file)
        }
        return entries
    }

    /// The items of a sequence; a single value counts as a one-item list.
    func list(_ what: String) throws -> [ManifestNode] {
        if let sequence = node.sequence { return sequence.map { ManifestNode(node: $0, file: file) } }
        if node.scalar != nil { return [self] }
        throw error(.notAList(what))
    }

    func string(_ what: String) throws -> String {
        guard let scalar = node.scalar, !scalar.string.isEmpty else { throw error(.notAString(what)) }
        return scalar.string
    }

    func strings(_ what: String) throws -> [String] {
        try list(what).map { try $0.string(what) }
    }

    func number(_ what: String) throws -> Double {
        guard let value = node.scalar.flatMap({ Double($0.string) }), value.isFinite else {
            throw error(.notANumber(what, found: node.scalar?.string))
        }
        return value
    }

    /// `30` (square) or `"40x44"`, in points.
    func size(_ what: String) throws -> (width: Double, height: Double) {
        let text = try string(what).lowercased()
        let numbers = text.split(separator: "x", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard (1 ... 2).contains(numbers.count), numbers.allSatisfy({ $0?.isFinite == true }) else {
            throw error(.notASize(what, found: text))
        }
        return (numbers[0]!, numbers.last!!)
    }

    /// A list of whole scales, e.g. `[1, 2, 3]`.
    func scales(_ what: String) throws -> [Int] {
        try list(what).map { item in
            guard let value = item.node.scalar.flatMap({ Int($0.string) }) else {
                throw item.error(.notWholeNumbers(what))
            }
            return value
        }
    }

    /// A colour in any form `ColorParser` takes: `00bd00`, `"#00bd00"`, `red`, `rgb(0,189,0)`.
    func colour(_ what: String) throws -> RGBA {
        guard let text = node.scalar?.string, !text.isEmpty else {
            throw error(.emptyColour(what))
        }
        switch ColorParser.parse(text) {
        case .success(let colour): return colour
        case .failure(let problem): throw error(.notAColour(what, problem))
        }
    }

    /// An asset or group name: safe as a file name in every bundle format.
    func name(_ what: String) throws -> String {
        let text = try string(what)
        if let problem = AssetName.problem(text) { throw error(.badName(what, problem)) }
        return text
    }
}
