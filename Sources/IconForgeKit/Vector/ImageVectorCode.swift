import Foundation

/// The Kotlin that builds one Compose `ImageVector`, apart from the names its output gives it
/// (package, receiver, property): what the render worker makes of an SVG, as a value that
/// travels back as bytes, and the `.kt` file the `compose` output writes around it.
public struct ImageVectorCode: Equatable, Sendable {
    /// What the code uses besides `ImageVector` and `dp`, which every file imports.
    var imports: Set<String>
    /// The builder's arguments after its name: `defaultWidth = 24.dp`, ..., `autoMirror = true`.
    var arguments: [String]
    /// The lines inside `.apply { }`, four spaces a level, the first level unindented.
    var body: [String]
    /// Private functions the body calls, as lines (`MethodSplit`), after the property.
    var declarations: [String]

    /// The line between the parts in `data`; no line of Kotlin the writer makes is this.
    private static let separator = "--"
    /// What every file imports.
    static let alwaysImported: Set<String> = ["androidx.compose.ui.graphics.vector.ImageVector", "androidx.compose.ui.unit.dp"]

    init(imports: Set<String>, arguments: [String], body: [String], declarations: [String] = []) {
        self.imports = imports
        self.arguments = arguments
        self.body = body
        self.declarations = declarations
    }

    /// The code as bytes: the imports, the arguments, the body and the declarations, a line
    /// each, apart.
    public var data: Data {
        let parts = [imports.sorted(), arguments, body, declarations]
        return Data(parts.map { $0.joined(separator: "\n") }.joined(separator: "\n" + Self.separator + "\n").utf8)
    }

    /// The code `data` holds; nil for bytes that are not code this type wrote.
    public init?(data: Data) {
        let parts = String(decoding: data, as: UTF8.self).components(separatedBy: "\n" + Self.separator + "\n")
        guard parts.count == 4 else { return nil }
        let lines = parts.map { $0.isEmpty ? [] : $0.components(separatedBy: "\n") }
        imports = Set(lines[0])
        arguments = lines[1]
        body = lines[2]
        declarations = lines[3]
    }

    /// The `.kt` file declaring `property` (an identifier, backticked where Kotlin needs it) on
    /// `receiver` in `package`, built once and kept in a private backing property, as Valkyrie
    /// writes it; `name` is the ImageVector's own. No trailing commas and no named argument
    /// before a positional one, so every Kotlin from 1.3 on compiles it.
    public func file(package: String, receiver: String, property: String, name: String) -> String {
        let backing = "_" + property.replacingOccurrences(of: "`", with: "")
        var lines = ["package \(package)", ""]
        lines += imports.union(Self.alwaysImported).sorted().map { "import \($0)" }
        lines += ["", "val \(receiver).\(property): ImageVector", "    get() {", "        if (\(backing) != null) {",
                  "            return \(backing)!!", "        }", "        \(backing) = ImageVector.Builder("]
        let named = ["name = \(Self.literal(name))"] + arguments
        lines += named.enumerated().map { index, argument in "            " + argument + (index < named.count - 1 ? "," : "") }
        lines += ["        ).apply {"]
        lines += body.map { $0.isEmpty ? "" : "            " + $0 }
        lines += ["        }.build()", "", "        return \(backing)!!", "    }", "",
                  "@Suppress(\"ObjectPropertyName\")", "private var \(backing): ImageVector? = null"] + declarations
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a Kotlin string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "$": out += "\\$"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
