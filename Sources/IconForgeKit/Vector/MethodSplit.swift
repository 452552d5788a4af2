/// Keeps every method of the generated Kotlin under the JVM's 64 KiB of bytecode: `path { }`,
/// `group { }` and `apply { }` are inline, so an icon's calls all land in its getter, and 6,000 of
/// them (60 paths of 100 segments, which a VectorDrawable stores) fail to compile with "Method too
/// large". A block whose calls would cost more than `budget` bytes is cut into private extension
/// functions of its receiver (`ImageVector.Builder`, `PathBuilder`), each called in its place.
struct MethodSplit {
    /// One statement of a block: its lines (its first level unindented) and about how many bytes
    /// of bytecode it takes.
    struct Statement {
        var lines: [String]
        var cost: Int
    }

    /// Bytes a method may take here: a third of the JVM's limit, as the costs are estimates.
    static let budget = 20_000
    /// Bytes of a call besides its arguments: load the receiver, invoke, drop the result.
    static let callCost = 8

    var imports = Set<String>()
    /// The functions made so far, as lines of Kotlin.
    var declarations: [String] = []
    private var made = 0

    /// About the bytes of the call `line`: each argument a constant load.
    static func cost(ofCall line: String) -> Int {
        callCost + 4 * (line.filter { $0 == "," }.count + 1)
    }

    /// `statements`, or calls of functions holding them, where together they cost more than
    /// `budget`; `receiver` is the block's receiver type.
    mutating func fit(_ statements: [Statement], receiver: String) -> [Statement] {
        guard statements.map(\.cost).reduce(0, +) > Self.budget else { return statements }
        if receiver == "PathBuilder" { imports.insert("androidx.compose.ui.graphics.vector.PathBuilder") }
        var calls: [Statement] = [], chunk: [Statement] = [], cost = 0
        func close() {
            guard !chunk.isEmpty else { return }
            made += 1
            let name = "drawPart\(made)"
            declarations += ["", "private fun \(receiver).\(name)() {"] + chunk.flatMap(\.lines).map { "    " + $0 } + ["}"]
            calls.append(Statement(lines: [name + "()"], cost: Self.callCost))
            chunk = []
            cost = 0
        }
        for statement in statements {
            if cost + statement.cost > Self.budget { close() }
            chunk.append(statement)
            cost += statement.cost
        }
        close()
        return calls
    }
}
