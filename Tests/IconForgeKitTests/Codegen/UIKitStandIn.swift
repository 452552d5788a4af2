import Foundation

/// The few UIKit and SwiftUI declarations generated asset code uses, with Apple's
/// signatures, so the generated code can be type-checked on Linux.
enum UIKitStandIn {
    static let source = """
    import Foundation

    struct UIEdgeInsets {
        var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
        init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }
    }

    final class UITraitCollection {}

    final class UIImage {
        enum RenderingMode { case automatic, alwaysOriginal, alwaysTemplate }
        enum ResizingMode { case tile, stretch }
        init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { nil }
        func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
        func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
    }

    struct EdgeInsets {
        var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
        init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        }
    }

    struct Image {
        enum TemplateRenderingMode { case template, original }
        enum ResizingMode { case tile, stretch }
        init(_ name: String, bundle: Bundle? = nil) {}
        func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
        func resizable(capInsets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                       resizingMode: ResizingMode = .stretch) -> Image { self }
    }

    """
}

/// Runs `swiftc` once over some sources; nil when no Swift compiler is on the PATH.
enum SwiftCompiler {
    struct Outcome {
        let status: Int32
        let output: String
    }

    static func typecheck(_ files: [URL]) throws -> Outcome? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse-as-library", "-typecheck", "-module-name", "GeneratedAssets"]
            + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        if process.terminationStatus == 127 { return nil }
        return Outcome(status: process.terminationStatus, output: text)
    }
}
