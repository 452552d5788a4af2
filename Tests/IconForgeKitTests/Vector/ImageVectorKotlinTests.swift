import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// The Compose ImageVector code: the builder's own calls, the numbers the drawable keeps, the
/// same outlines as the VectorDrawable, and the same refusals.
final class ImageVectorKotlinTests: XCTestCase {
    private func options(_ language: VectorDrawableLanguage, tint: RGBA? = RGBA(0, 0, 0)) -> VectorDrawableOptions {
        var options = VectorDrawableOptions(tint: tint)
        options.language = language
        return options
    }

    /// The code of `body` in a 24-unit SVG, as the compose output writes it.
    private func kotlin(_ body: String, attributes: String = ##"viewBox="0 0 24 24""##, tint: RGBA? = RGBA(0, 0, 0),
                        mirrored: Bool = false) throws -> ImageVectorCode {
        var options = options(.kotlin, tint: tint)
        options.autoMirrored = mirrored
        let data = try VectorDrawable.convert(svg: Data(svgDocument(body, attributes: attributes).utf8), options: options)
        return try XCTUnwrap(ImageVectorCode(data: data))
    }

    private func calls(_ d: String, decimals: Int = 3) -> [String] {
        KotlinPathCalls(decimals: decimals).calls(PathParser.parse(d))
    }

    func testEverySegmentIsTheBuildersOwnCallAbsoluteOrRelativeWhicheverIsShorter() {
        XCTAssertEqual(calls("M100 100L101 100.5L5 5Z"), ["moveTo(100f, 100f)", "lineToRelative(1f, 0.5f)", "lineTo(5f, 5f)", "close()"])
        // The call with the shortest numbers (its name is no cost), absolute where they tie.
        XCTAssertEqual(calls("M10 10H20V20"), ["moveTo(10f, 10f)", "horizontalLineTo(20f)", "verticalLineTo(20f)"])
        XCTAssertEqual(calls("M100 100H150V150"), ["moveTo(100f, 100f)", "horizontalLineToRelative(50f)", "verticalLineToRelative(50f)"])
        XCTAssertEqual(calls("M100 100h0.5v0.25"),
                       ["moveTo(100f, 100f)", "horizontalLineToRelative(0.5f)", "verticalLineToRelative(0.25f)"])
        XCTAssertEqual(calls("M100 100h-5"), ["moveTo(100f, 100f)", "horizontalLineTo(95f)"])
        XCTAssertEqual(calls("M0 0C1 2 3 2 4 0S7-2 8 0"), ["moveTo(0f, 0f)", "curveTo(1f, 2f, 3f, 2f, 4f, 0f)", "reflectiveCurveTo(7f, -2f, 8f, 0f)"])
        XCTAssertEqual(calls("M100 100c1 1 2 1 3 0s2-1 3 0"),
                       ["moveTo(100f, 100f)", "curveToRelative(1f, 1f, 2f, 1f, 3f, 0f)", "reflectiveCurveToRelative(2f, -1f, 3f, 0f)"])
        XCTAssertEqual(calls("M0 0Q2 4 4 0T8 0"), ["moveTo(0f, 0f)", "quadTo(2f, 4f, 4f, 0f)", "reflectiveQuadTo(8f, 0f)"])
        XCTAssertEqual(calls("M100 100q1 2 2 0t2 0"), ["moveTo(100f, 100f)", "quadToRelative(1f, 2f, 2f, 0f)", "reflectiveQuadToRelative(2f, 0f)"])
        XCTAssertEqual(calls("M0 0A5 5 0 0 1 10 0"), ["moveTo(0f, 0f)", "arcTo(5f, 5f, 0f, false, true, 10f, 0f)"])
        XCTAssertEqual(calls("M100 100a5 3 30 1 0 10 0"), ["moveTo(100f, 100f)", "arcToRelative(5f, 3f, 30f, true, false, 10f, 0f)"])
        XCTAssertEqual(calls("M100 100m1 1"), ["moveTo(100f, 100f)", "moveToRelative(1f, 1f)"])
    }

    func testNumbersAreRoundedOnceOnTheDrawablesGridSoRelativeCallsNeverAddUpErrors() {
        // Three places for a 24-unit icon at 24 dp, as the drawable's path data.
        XCTAssertEqual(calls("M1.23456 2.00049L3.3333 2.00049"), ["moveTo(1.235f, 2f)", "horizontalLineTo(3.333f)"])
        // Differences of rounded points: 100.1234 and 100.4321 round to 100.123 and 100.432.
        XCTAssertEqual(calls("M100.1234 100L100.4321 100.0004"), ["moveTo(100.123f, 100f)", "horizontalLineToRelative(0.309f)"])
        let code = try? kotlin(##"<path d="M1.23456 2L3 4Z"/>"##, attributes: ##"viewBox="0 0 512 512""##)
        // A 512-unit viewport at 24 dp keeps two places.
        XCTAssertTrue(code?.body.contains("    moveTo(1.23f, 2f)") ?? false, "\(String(describing: code?.body))")
        XCTAssertEqual(code?.arguments, ["defaultWidth = 24.dp", "defaultHeight = 24.dp", "viewportWidth = 512f", "viewportHeight = 512f"])
    }

    func testPaintsStrokesFillTypeAndMirroringAreNamedArgumentsOfTheBuilder() throws {
        let code = try kotlin(##"""
            <path d="M2 2H22V22Z" fill-rule="evenodd" fill-opacity="0.5"/>
            <path d="M2 12H22" fill="none" stroke="#f00" stroke-width="2" stroke-linecap="round" stroke-linejoin="bevel"
                  stroke-miterlimit="6" stroke-opacity="0.25"/>
            """##, tint: nil, mirrored: true)
        XCTAssertEqual(Array(code.body.prefix(10)), [
            "path(", "    fill = SolidColor(Color(0xFF000000)),", "    fillAlpha = 0.5f,", "    pathFillType = PathFillType.EvenOdd",
            ") {", "    moveTo(2f, 2f)", "    horizontalLineTo(22f)", "    verticalLineTo(22f)", "    close()", "}",
        ])
        XCTAssertEqual(Array(code.body.dropFirst(10).prefix(4)), [
            "path(", "    stroke = SolidColor(Color(0xFFFF0000)),", "    strokeAlpha = 0.25f,", "    strokeLineWidth = 2f,",
        ])
        let text = code.body.joined(separator: "\n")
        for argument in ["strokeLineCap = StrokeCap.Round", "strokeLineJoin = StrokeJoin.Bevel", "strokeLineMiter = 6f"] {
            XCTAssertTrue(text.contains(argument), text)
        }
        XCTAssertEqual(code.arguments.last, "autoMirror = true")
        XCTAssertTrue(code.imports.isSuperset(of: ["androidx.compose.ui.graphics.StrokeCap", "androidx.compose.ui.graphics.StrokeJoin",
                                                   "androidx.compose.ui.graphics.PathFillType", "androidx.compose.ui.graphics.vector.path"]))
    }

    func testGradientsAreBrushesWithStopsFirstAndGroupsCarryTheirClip() throws {
        let code = try kotlin(##"""
            <linearGradient id="g" x1="2" y1="2" x2="22" y2="22" gradientUnits="userSpaceOnUse" spreadMethod="reflect">
            <stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f" stop-opacity="0.5"/></linearGradient>
            <radialGradient id="r" cx="12" cy="12" r="8" gradientUnits="userSpaceOnUse">
            <stop offset="0" stop-color="#0f0"/><stop offset="1" stop-color="#000"/></radialGradient>
            <clipPath id="c"><circle cx="12" cy="12" r="8"/></clipPath>
            <rect x="2" y="2" width="20" height="9" fill="url(#g)"/>
            <g transform="rotate(30 12 12)" clip-path="url(#c)"><rect x="2" y="13" width="20" height="9" fill="url(#r)"/></g>
            """##, tint: nil)
        let text = code.body.joined(separator: "\n")
        XCTAssertTrue(text.contains("fill = Brush.linearGradient(0f to Color(0xFFFF0000), 1f to Color(0x800000FF), "
            + "start = Offset(2f, 2f), end = Offset(22f, 22f), tileMode = TileMode.Mirror)"), text)
        XCTAssertTrue(text.contains("fill = Brush.radialGradient(0f to Color(0xFF00FF00), 1f to Color(0xFF000000), "
            + "center = Offset(12f, 12f), radius = 8f)"), text)
        XCTAssertTrue(text.contains("group(\n"), text)
        XCTAssertTrue(text.contains("    clipPathData = PathData {\n"), text)
        XCTAssertTrue(code.imports.isSuperset(of: ["androidx.compose.ui.graphics.Brush", "androidx.compose.ui.geometry.Offset",
                                                   "androidx.compose.ui.graphics.TileMode", "androidx.compose.ui.graphics.vector.group",
                                                   "androidx.compose.ui.graphics.vector.PathData"]))
        XCTAssertFalse(text.contains(",\n)"), "no trailing comma: \(text)")
        XCTAssertFalse(text.contains(", )"), text)
    }

    func testTheSameInputAlwaysGivesTheSameBytes() throws {
        let svg = Data(svgDocument(##"<circle cx="12" cy="12" r="7.123456" stroke="#000" fill="none"/><path d="M1 1L5 9Z"/>"##).utf8)
        let first = try VectorDrawable.convert(svg: svg, options: options(.kotlin))
        for _ in 0 ..< 3 { XCTAssertEqual(try VectorDrawable.convert(svg: svg, options: options(.kotlin)), first) }
        let code = try XCTUnwrap(ImageVectorCode(data: first))
        XCTAssertEqual(ImageVectorCode(data: code.data), code)
        XCTAssertEqual(code.file(package: "a.b", receiver: "TabIcons", property: "Home", name: "Home"),
                       code.file(package: "a.b", receiver: "TabIcons", property: "Home", name: "Home"))
    }

    func testARefusedDrawingGivesTheVectorDrawablesLine() {
        let bodies = [##"<mask id="m"><rect width="5" height="5" fill="#fff"/></mask><path d="M0 0H5V5Z" mask="url(#m)"/>"##,
                      ##"<text x="1" y="10">A</text>"##, ##"<use href="#missing"/>"##]
        for body in bodies {
            let svg = Data(svgDocument(body).utf8)
            var drawableError: Error?, kotlinError: Error?
            XCTAssertThrowsError(try VectorDrawable.convert(svg: svg, options: options(.xml))) { drawableError = $0 }
            XCTAssertThrowsError(try VectorDrawable.convert(svg: svg, options: options(.kotlin))) { kotlinError = $0 }
            XCTAssertEqual(kotlinError.map { "\($0)" }, drawableError.map { "\($0)" }, body)
            XCTAssertNotNil(kotlinError, body)
        }
    }

    /// Every fixture, case and corpus sample: the builder calls draw the points the drawable's
    /// path data draws, outline for outline, clips included.
    func testTheBuilderCallsDrawTheVectorDrawablesOutlines() throws {
        let cases = VectorCases.all.map { ($0.name, Data($0.svg.utf8)) }
        var compared = 0
        for (name, svg) in try VectorFidelityTests.inputs() + cases {
            for tint in [RGBA(0, 0, 0), nil] as [RGBA?] {
                guard let xml = try? VectorDrawable.convert(svg: svg, options: options(.xml, tint: tint)) else { continue }
                let data = try VectorDrawable.convert(svg: svg, options: options(.kotlin, tint: tint))
                let code = try XCTUnwrap(ImageVectorCode(data: data))
                let kotlin = KotlinPathReader.pathData(code.body.joined(separator: "\n")).flatMap(PathParser.parse)
                let drawable = try SVGElement.parse(xml).descendants.compactMap { $0.attributes["android:pathData"] }
                    .flatMap(PathParser.parse)
                XCTAssertTrue(Self.same(kotlin, drawable), "\(name): \(kotlin.count) segments against \(drawable.count)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 40)
    }

    /// The whole corpus (feather, heroicons, lucide): every icon the drawable converts, the
    /// builder calls draw its outlines; every icon it refuses, the Kotlin refuses with its line.
    func testOverTheCorpusTheBuilderCallsDrawTheDrawablesOutlines() throws {
        let corpus = try requireCorpus()
        let files = try relativeFiles(in: corpus).filter { $0.hasSuffix(".svg") }
        var compared = 0, refused = 0
        for path in files {
            let svg = try Data(contentsOf: corpus.appendingPathComponent(path))
            let xml: Data
            do {
                xml = try VectorDrawable.convert(svg: svg, options: options(.xml))
            } catch {
                XCTAssertThrowsError(try VectorDrawable.convert(svg: svg, options: options(.kotlin)), path) { XCTAssertEqual("\($0)", "\(error)") }
                refused += 1
                continue
            }
            let code = try XCTUnwrap(ImageVectorCode(data: try VectorDrawable.convert(svg: svg, options: options(.kotlin))), path)
            let drawn = KotlinPathReader.pathData(Self.inlined(code).joined(separator: "\n")).flatMap(PathParser.parse)
            let drawable = try SVGElement.parse(xml).descendants.compactMap { $0.attributes["android:pathData"] }.flatMap(PathParser.parse)
            XCTAssertTrue(Self.same(drawn, drawable), "\(path): \(drawn.count) segments against \(drawable.count)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 2000, "\(refused) refused")
    }

    func testALargeDrawingIsCutIntoFunctionsSoNoMethodPassesTheJVMsLimit() throws {
        // 60 paths of 100 segments, and one path of 3,000: a VectorDrawable stores them, and
        // inlined into one getter they are over the JVM's 64 KiB of bytecode.
        let svg = Self.largeDrawing()
        let code = try XCTUnwrap(ImageVectorCode(data: try VectorDrawable.convert(svg: svg, options: options(.kotlin))))
        XCTAssertTrue(code.body.allSatisfy { !$0.contains("To(") }, "the getter holds calls of functions only")
        XCTAssertTrue(code.declarations.contains("private fun ImageVector.Builder.drawPart7() {"), "\(code.declarations.filter { $0.hasPrefix("private") })")
        XCTAssertTrue(code.declarations.contains { $0.hasPrefix("private fun PathBuilder.drawPart") })
        XCTAssertTrue(code.imports.contains("androidx.compose.ui.graphics.vector.PathBuilder"))
        // No function holds more than the budget's worth of calls.
        var calls = 0
        for line in code.declarations {
            if line.hasPrefix("private fun") { calls = 0 }
            if line.contains("To(") { calls += 1 }
            XCTAssertLessThan(calls, MethodSplit.budget / 12)
        }
        // Inlined again, the calls draw the drawable's outlines.
        let xml = try VectorDrawable.convert(svg: svg, options: options(.xml))
        let drawable = try SVGElement.parse(xml).descendants.compactMap { $0.attributes["android:pathData"] }.flatMap(PathParser.parse)
        let drawn = KotlinPathReader.pathData(Self.inlined(code).joined(separator: "\n")).flatMap(PathParser.parse)
        XCTAssertTrue(Self.same(drawn, drawable), "\(drawn.count) segments against \(drawable.count)")
        // A small drawing has none.
        let small = try kotlin(##"<path d="M1 1H5V5Z"/>"##)
        XCTAssertEqual(small.declarations, [])
    }

    /// 60 filled paths of 100 segments each, and one of 3,000, on a 24-unit canvas.
    static func largeDrawing() -> Data {
        var seed: UInt64 = 42
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 40) / Double(1 << 24) * 24
        }
        func path(_ count: Int) -> String {
            "<path d=\"M1 1" + (0 ..< count).map { _ in String(format: "L%.2f %.2f", next(), next()) }.joined() + "Z\"/>"
        }
        return Data(svgDocument((0 ..< 60).map { _ in path(100) }.joined() + path(3000)).utf8)
    }

    /// The body with every `drawPartN()` call replaced by that function's lines, recursively.
    static func inlined(_ code: ImageVectorCode) -> [String] {
        var functions: [String: [String]] = [:], current: String?
        for line in code.declarations {
            if line.hasPrefix("private fun "), let paren = line.firstIndex(of: "("),
               let dot = line[..<paren].lastIndex(of: ".") {
                current = String(line[line.index(after: dot) ..< paren])
                functions[current!] = []
            } else if line == "}" {
                current = nil
            } else if let name = current {
                functions[name]!.append(String(line.dropFirst(4)))
            }
        }
        func expand(_ lines: [String]) -> [String] {
            lines.flatMap { line -> [String] in
                let call = line.trimmingCharacters(in: .whitespaces)
                guard call.hasPrefix("drawPart"), call.hasSuffix("()"), let body = functions[String(call.dropLast(2))] else { return [line] }
                return expand(body)
            }
        }
        return expand(code.body)
    }

    /// The same segments, the points within a float's rounding of a decimal (relative numbers add up).
    private static func same(_ one: [PathSegment], _ other: [PathSegment]) -> Bool {
        guard one.count == other.count else { return false }
        func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= 1e-9 * max(1, abs(a.x)) && abs(a.y - b.y) <= 1e-9 * max(1, abs(a.y)) }
        return zip(one, other).allSatisfy { a, b in
            switch (a, b) {
            case (.close, .close): return true
            case let (.arc(rx, ry, turn, large, sweep, p), .arc(rx2, ry2, turn2, large2, sweep2, p2)):
                return close(Point(x: rx, y: ry), Point(x: rx2, y: ry2)) && abs(turn - turn2) < 1e-9 && large == large2
                    && sweep == sweep2 && close(p, p2)
            default:
                let pointsA = a.points, pointsB = b.points
                return a.command == b.command && pointsA.count == pointsB.count && zip(pointsA, pointsB).allSatisfy(close)
            }
        }
    }
}
