import Foundation

/// Turns a Compose `<Name>.kt` as the compose output writes it back into SVG, to draw it with
/// librsvg and compare (the tests' check of what the converter writes, and `iconforge diff`'s
/// drawing of a `.kt` file), as `VectorDrawableSVG` does for a drawable: the `ImageVector.Builder`'s
/// viewport, `path(...)` with its paints, alphas, stroke and fill type, its `PathBuilder` calls
/// as path data, `group(...)` as a transform with its `clipPathData` as a clip (nonzero, as
/// Compose clips), `Brush.linearGradient` / `radialGradient` as gradients in the path's units,
/// and the private extension functions a large drawing is split into, read where they are called.
/// Compose transforms the canvas for a group, so a stroke scales with it as in SVG. Any call,
/// argument or value it does not know fails the conversion.
///
/// The file may be anyone's (a pull request's `.kt`): it is read up to `byteLimit`, nesting up to
/// `KotlinSyntax.depthLimit`, each split-off function once (so no file reads itself forever or
/// doubles at each call), only finite numbers reach the SVG, and the SVG holds nothing of the
/// file but numbers: every failure is an `ImageVectorReadError`.
public enum ImageVectorSVG {
    typealias Expression = KotlinSyntax.Expression
    typealias Function = (receiver: String, body: [Expression])

    /// The largest file read: 8 MiB, some 40 times the Kotlin of a drawing the compose output
    /// cuts into functions for the JVM's method limit.
    public static let byteLimit = 8 << 20

    /// The SVG of the ImageVector in the `.kt` file `data`, drawn `pixels` x `pixels`.
    /// The size is checked on the bytes, once: bytes that are not UTF-8 become U+FFFD, three
    /// bytes each, and a file under the limit must not be refused, or sized, as what they became.
    public static func svg(from data: Data, pixels: Int) throws -> String {
        guard data.count <= byteLimit else { throw ImageVectorReadError.tooLarge(bytes: data.count, limit: byteLimit) }
        return try read(String(decoding: data, as: UTF8.self), pixels: pixels)
    }

    /// The SVG of the ImageVector in `kotlin` (the whole file), drawn `pixels` x `pixels`.
    public static func svg(fromKotlin kotlin: String, pixels: Int) throws -> String {
        guard kotlin.utf8.count <= byteLimit else { throw ImageVectorReadError.tooLarge(bytes: kotlin.utf8.count, limit: byteLimit) }
        return try read(kotlin, pixels: pixels)
    }

    /// `svg(fromKotlin:pixels:)` with its size checked already.
    private static func read(_ kotlin: String, pixels: Int) throws -> String {
        guard let start = kotlin.range(of: "ImageVector.Builder("),
              let end = kotlin.range(of: ".build()", range: start.upperBound ..< kotlin.endIndex) else {
            throw ImageVectorReadError.unsupported("no ImageVector.Builder(…).build()")
        }
        var syntax = KotlinSyntax(kotlin[start.lowerBound ..< end.lowerBound])
        let apply = try syntax.expression()
        try syntax.expectEnd()
        guard case .call(.member(.call(let builder, let arguments, nil), "apply"), let none, let body?) = apply,
              builder.dotted == "ImageVector.Builder", none.isEmpty else {
            throw ImageVectorReadError.unsupported("a builder other than ImageVector.Builder(…).apply { }")
        }
        var writer = Writer(functions: try functions(after: kotlin[end.upperBound...]))
        try writer.open(arguments)
        try writer.statements(body, receiver: "ImageVector.Builder")
        return RedrawnSVG.finish(writer.output, defs: writer.defs, pixels: pixels)
    }

    /// The private extension functions after the backing property: by name, their receiver and body.
    private static func functions(after text: Substring) throws -> [String: Function] {
        guard let backing = text.range(of: ": ImageVector? = null") else {
            throw ImageVectorReadError.unsupported("no backing property (: ImageVector? = null) after the getter")
        }
        var syntax = KotlinSyntax(text[backing.upperBound...])
        var functions: [String: Function] = [:]
        while !syntax.atEnd {
            try syntax.expectWord("private")
            try syntax.expectWord("fun")
            let qualified = try syntax.dottedName()
            try syntax.expect("(")
            try syntax.expect(")")
            let body = try syntax.block()
            guard let dot = qualified.lastIndex(of: ".") else { throw ImageVectorReadError.unsupported("a function with no receiver, \(qualified)()") }
            functions[String(qualified[qualified.index(after: dot)...])] = (String(qualified[..<dot]), body)
        }
        return functions
    }

    private struct Writer {
        let functions: [String: Function]
        var output = ""
        var defs = ""
        private var ids = 0
        /// The functions read so far: each is read once, where it is called.
        private var read: Set<String> = []
        /// How many groups and function calls the statement being read lies inside: one count
        /// for both, as each function's own text is nested from zero again.
        private var depth = 0

        init(functions: [String: Function]) { self.functions = functions }

        /// The `<svg>` of the builder's arguments; only the viewport draws (`autoMirror` mirrors
        /// in right-to-left layouts only, the size is the canvas's).
        mutating func open(_ arguments: [KotlinSyntax.Argument]) throws {
            var viewport: [String: Double] = [:]
            for argument in try named(arguments, ["name", "defaultWidth", "defaultHeight", "viewportWidth", "viewportHeight", "autoMirror"]) {
                switch (argument.label, argument.value) {
                case ("name", .string), ("autoMirror", .bool): break
                case ("defaultWidth", .member(.number, "dp")), ("defaultHeight", .member(.number, "dp")): break
                case (let label?, .number(let value)) where label.hasPrefix("viewport"): viewport[label] = value
                default: throw ImageVectorReadError.unsupported("builder argument \(argument.label ?? "") = \(argument.value)")
                }
            }
            guard let width = viewport["viewportWidth"], let height = viewport["viewportHeight"] else {
                throw ImageVectorReadError.unsupported("the builder has no viewport")
            }
            output += RedrawnSVG.open(viewportWidth: String(width), viewportHeight: String(height))
        }

        /// The statements of a block whose receiver is `receiver` (`ImageVector.Builder` for
        /// paths and groups; a path's own calls go through `pathData`).
        mutating func statements(_ statements: [Expression], receiver: String) throws {
            for statement in statements {
                guard case .call(.name(let name), let arguments, let lambda) = statement else {
                    throw ImageVectorReadError.unsupported("builder statement \(statement)")
                }
                switch (name, lambda) {
                case ("path", let body?): try path(arguments, body)
                case ("group", let body?): try group(arguments, body)
                case (_, nil) where arguments.isEmpty:
                    guard let function = functions[name], function.receiver == receiver else {
                        throw ImageVectorReadError.unsupported("\(name)() on \(receiver), which no function of the file is")
                    }
                    try reading(name) { try $0.statements(function.body, receiver: receiver) }
                default: throw ImageVectorReadError.unsupported("builder call \(name)")
                }
            }
        }

        private mutating func group(_ arguments: [KotlinSyntax.Argument], _ body: [Expression]) throws {
            var numbers: [String: Double] = [:]
            var clip: String?
            for argument in try named(arguments, ["name", "rotate", "pivotX", "pivotY", "scaleX", "scaleY", "translationX", "translationY",
                                                  "clipPathData"]) {
                switch (argument.label, argument.value) {
                case ("name", .string): break
                case ("clipPathData", .call(.name("PathData"), let none, let calls?)) where none.isEmpty:
                    clip = try pathData(calls)
                case (let label?, .number(let value)) where label != "clipPathData": numbers[label] = value
                default: throw ImageVectorReadError.unsupported("group argument \(argument.label ?? "") = \(argument.value)")
                }
            }
            output += RedrawnSVG.group(pivotX: numbers["pivotX"] ?? 0, pivotY: numbers["pivotY"] ?? 0, rotation: numbers["rotate"] ?? 0,
                                       scaleX: numbers["scaleX"] ?? 1, scaleY: numbers["scaleY"] ?? 1,
                                       translateX: numbers["translationX"] ?? 0, translateY: numbers["translationY"] ?? 0)
            if let clip {
                ids += 1
                output += RedrawnSVG.clip(clip, id: ids)
            }
            try deeper { try $0.statements(body, receiver: "ImageVector.Builder") }
            output += clip == nil ? "</g>" : "</g></g>"
        }

        private mutating func path(_ arguments: [KotlinSyntax.Argument], _ body: [Expression]) throws {
            var fill = ("none", 1.0), stroke = ("none", 1.0)
            var numbers: [String: Double] = [:]
            var cap = "butt", join = "miter", evenOdd = false
            for argument in try named(arguments, ["name", "fill", "fillAlpha", "stroke", "strokeAlpha", "strokeLineWidth", "strokeLineCap",
                                                  "strokeLineJoin", "strokeLineMiter", "pathFillType"]) {
                switch (argument.label, argument.value) {
                case ("name", .string): break
                case ("fill", let brush): fill = try paint(brush)
                case ("stroke", let brush): stroke = try paint(brush)
                case ("strokeLineCap", let value):
                    guard let name = value.dotted, let known = ["StrokeCap.Butt": "butt", "StrokeCap.Round": "round",
                                                                "StrokeCap.Square": "square"][name] else {
                        throw ImageVectorReadError.unsupported("strokeLineCap = \(value)")
                    }
                    cap = known
                case ("strokeLineJoin", let value):
                    guard let name = value.dotted, let known = ["StrokeJoin.Miter": "miter", "StrokeJoin.Round": "round",
                                                                "StrokeJoin.Bevel": "bevel"][name] else {
                        throw ImageVectorReadError.unsupported("strokeLineJoin = \(value)")
                    }
                    join = known
                case ("pathFillType", let value):
                    guard let name = value.dotted, ["PathFillType.EvenOdd", "PathFillType.NonZero"].contains(name) else {
                        throw ImageVectorReadError.unsupported("pathFillType = \(value)")
                    }
                    evenOdd = name == "PathFillType.EvenOdd"
                case (let label?, .number(let value)): numbers[label] = value
                default: throw ImageVectorReadError.unsupported("path argument \(argument.label ?? "") = \(argument.value)")
                }
            }
            // Compose's defaults: alphas 1, a 0-wide (hairline) stroke, miter limit 4.
            output += RedrawnSVG.path(try pathData(body), fill: fill.0, fillOpacity: fill.1 * (numbers["fillAlpha"] ?? 1), evenOdd: evenOdd,
                                      stroke: stroke.0, strokeOpacity: stroke.1 * (numbers["strokeAlpha"] ?? 1),
                                      strokeWidth: numbers["strokeLineWidth"] ?? 0, miterLimit: numbers["strokeLineMiter"] ?? 4,
                                      lineCap: cap, lineJoin: join)
        }

        /// Marks the function `name` read; refuses a second reading.
        /// `body` reading the function `name` where it is called: each function once, and
        /// functions calling functions no deeper than the syntax nests (a chain of thousands
        /// would otherwise run the stack out).
        private mutating func reading<T>(_ name: String, _ body: (inout Writer) throws -> T) throws -> T {
            guard read.insert(name).inserted else { throw ImageVectorReadError.repeatedFunction(name) }
            return try deeper(body)
        }

        /// `body` one group or call deeper, refused past `KotlinSyntax.depthLimit`: functions
        /// each nesting groups under the limit, and calling the next inside them, would otherwise
        /// nest past it together and run the stack out.
        private mutating func deeper<T>(_ body: (inout Writer) throws -> T) throws -> T {
            guard depth < KotlinSyntax.depthLimit else { throw ImageVectorReadError.tooDeep(limit: KotlinSyntax.depthLimit) }
            depth += 1
            defer { depth -= 1 }
            return try body(&self)
        }

        /// The path data of `PathBuilder` calls, split-off functions read in place.
        private mutating func pathData(_ calls: [Expression]) throws -> String {
            var d: [String] = []
            for call in calls {
                guard case .call(.name(let name), let arguments, nil) = call else { throw ImageVectorReadError.unsupported("path call \(call)") }
                if arguments.isEmpty, let function = functions[name] {
                    guard function.receiver == "PathBuilder" else {
                        throw ImageVectorReadError.unsupported("\(name)() in a path, which is no PathBuilder function")
                    }
                    d.append(try reading(name) { try $0.pathData(function.body) })
                    continue
                }
                let relative = name.hasSuffix("Relative")
                let base = relative ? String(name.dropLast("Relative".count)) : name
                let shapes: [String: (letter: String, count: Int)] = [
                    "moveTo": ("M", 2), "lineTo": ("L", 2), "horizontalLineTo": ("H", 1), "verticalLineTo": ("V", 1),
                    "curveTo": ("C", 6), "reflectiveCurveTo": ("S", 4), "quadTo": ("Q", 4), "reflectiveQuadTo": ("T", 2),
                    "arcTo": ("A", 7), "close": ("Z", 0),
                ]
                guard let shape = shapes[base], !(base == "close" && relative), arguments.count == shape.count,
                      arguments.allSatisfy({ $0.label == nil }) else {
                    throw ImageVectorReadError.unsupported("path call \(name) with \(arguments.count) arguments")
                }
                let numbers = try arguments.enumerated().map { position, argument -> String in
                    switch (shape.letter, position, argument.value) {
                    case ("A", 3, .bool(let flag)), ("A", 4, .bool(let flag)): return flag ? "1" : "0"
                    case (let letter, _, .number(let value)) where letter != "A" || (position != 3 && position != 4): return String(value)
                    default: throw ImageVectorReadError.unsupported("argument \(position + 1) of \(name): \(argument.value)")
                    }
                }
                d.append(([relative ? shape.letter.lowercased() : shape.letter] + numbers).joined(separator: " "))
            }
            return d.joined(separator: " ")
        }

        /// A `Brush` as an SVG paint and its opacity.
        private mutating func paint(_ brush: Expression) throws -> (String, Double) {
            switch brush {
            case .call(.name("SolidColor"), let arguments, nil) where arguments.count == 1 && arguments[0].label == nil:
                return try color(arguments[0].value)
            case .call(.member(.name("Brush"), let kind), let arguments, nil) where kind == "linearGradient" || kind == "radialGradient":
                var stops = "", spread = "pad"
                var named: [String: Expression] = [:]
                for argument in arguments {
                    switch (argument.label, argument.value) {
                    case (nil, .pair(.number(let offset), let value)):
                        guard named.isEmpty else { throw ImageVectorReadError.unsupported("a stop after a named argument") }
                        let (rgb, alpha) = try color(value)
                        stops += RedrawnSVG.stop(offset: String(offset), color: rgb, opacity: alpha)
                    case ("tileMode", let mode):
                        guard let name = mode.dotted, let known = ["TileMode.Clamp": "clamp", "TileMode.Repeated": "repeat",
                                                                   "TileMode.Mirror": "mirror"][name] else {
                            throw ImageVectorReadError.unsupported("tileMode = \(mode)")
                        }
                        spread = RedrawnSVG.spread(known)
                    case (let label?, let value): named[label] = value
                    default: throw ImageVectorReadError.unsupported("gradient argument \(argument.value)")
                    }
                }
                let radial = kind == "radialGradient"
                let geometry: String
                if radial {
                    guard named.keys.sorted() == ["center", "radius"], case .number(let radius)? = named["radius"] else {
                        throw ImageVectorReadError.unsupported("radialGradient arguments \(named.keys.sorted())")
                    }
                    let center = try offset(named["center"])
                    geometry = "cx=\"\(center.0)\" cy=\"\(center.1)\" r=\"\(radius)\""
                } else {
                    guard named.keys.sorted() == ["end", "start"] else { throw ImageVectorReadError.unsupported("linearGradient arguments \(named.keys.sorted())") }
                    let start = try offset(named["start"]), end = try offset(named["end"])
                    geometry = "x1=\"\(start.0)\" y1=\"\(start.1)\" x2=\"\(end.0)\" y2=\"\(end.1)\""
                }
                ids += 1
                defs += RedrawnSVG.gradient(id: ids, radial: radial, spread: spread, geometry: geometry, stops: stops)
                return ("url(#g\(ids))", 1)
            default:
                throw ImageVectorReadError.unsupported("brush \(brush)")
            }
        }

        /// `Offset(x, y)`.
        private func offset(_ expression: Expression?) throws -> (Double, Double) {
            guard case .call(.name("Offset"), let arguments, nil)? = expression, arguments.count == 2,
                  case .number(let x) = arguments[0].value, case .number(let y) = arguments[1].value,
                  arguments[0].label == nil, arguments[1].label == nil else {
                throw ImageVectorReadError.unsupported("offset \(expression.map { "\($0)" } ?? "missing")")
            }
            return (x, y)
        }

        /// `Color(0xAARRGGBB)` as `#RRGGBB` and its alpha.
        private func color(_ expression: Expression) throws -> (String, Double) {
            guard case .call(.name("Color"), let arguments, nil) = expression, arguments.count == 1, arguments[0].label == nil,
                  case .hex(let value) = arguments[0].value, value <= 0xFFFF_FFFF else {
                throw ImageVectorReadError.unsupported("colour \(expression)")
            }
            return (String(format: "#%06X", value & 0xFF_FFFF), Double(value >> 24) / 255)
        }

        /// `arguments`, each named with one of `known` (the builder writes no positional ones).
        private func named(_ arguments: [KotlinSyntax.Argument], _ known: Set<String>) throws -> [KotlinSyntax.Argument] {
            for argument in arguments where !known.contains(argument.label ?? "") {
                throw ImageVectorReadError.unsupported("argument \(argument.label ?? "(positional)") = \(argument.value)")
            }
            return arguments
        }
    }
}
