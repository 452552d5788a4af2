import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// The ImageVector code of every fixture and case (clips, nested clips, gradients of each kind
/// and tile mode, strokes, dashes, arcs, transforms), masks and colours kept, compiles with
/// Debian's kotlinc 1.3 against the Compose stand-ins, in one kotlinc call.
final class ImageVectorCompileTests: XCTestCase {
    func testTheCodeOfEveryCaseCompilesWithKotlin13() throws {
        _ = try ExternalTool.kotlinc.require()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-kotlin-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let cases = VectorCases.all.map { ($0.name, Data($0.svg.utf8)) }
        var sources: [URL] = [], usesGroups = false, usesGradients = false
        for (index, (_, svg)) in try (VectorFidelityTests.inputs() + cases).enumerated() {
            for (variant, tint) in ([RGBA(0, 0, 0), nil] as [RGBA?]).enumerated() {
                var options = VectorDrawableOptions(width: 24, height: 24, padding: variant == 0 ? 0 : 1.5, tint: tint)
                options.language = .kotlin
                options.autoMirrored = variant == 1
                guard let data = try? VectorDrawable.convert(svg: svg, options: options) else { continue }
                let code = try XCTUnwrap(ImageVectorCode(data: data))
                let name = "Case\(index)V\(variant)"
                let text = code.file(package: "com.example.cases", receiver: "Cases", property: name, name: name)
                usesGroups = usesGroups || text.contains("clipPathData = PathData {")
                usesGradients = usesGradients || text.contains("Brush.radialGradient(")
                let file = folder.appendingPathComponent(name + ".kt")
                try Data(text.utf8).write(to: file)
                sources.append(file)
            }
        }
        XCTAssertTrue(usesGroups && usesGradients, "the cases cover clips and gradients")
        // One too large for a single method: its getter calls private functions.
        var options = VectorDrawableOptions(tint: RGBA(0, 0, 0))
        options.language = .kotlin
        let large = try XCTUnwrap(ImageVectorCode(data: try VectorDrawable.convert(svg: ImageVectorKotlinTests.largeDrawing(), options: options)))
        let largeFile = folder.appendingPathComponent("Large.kt")
        try Data(large.file(package: "com.example.cases", receiver: "Cases", property: "Large", name: "Large").utf8).write(to: largeFile)
        sources.append(largeFile)
        let receiver = folder.appendingPathComponent("Cases.kt")
        try Data("package com.example.cases\n\nobject Cases\n".utf8).write(to: receiver)
        try compileKotlin(sources + [receiver], in: folder)
    }
}
