import Foundation

/// How the root `<svg>` maps user units onto the drawable: the document's size (absolute
/// width and height, else the viewBox, as for the PNGs), its viewBox and preserveAspectRatio,
/// then the same aspect fit into the padded canvas (`Fit`).
struct SVGViewport {
    /// User units to dp: a scale and a translation, no rotation.
    let transform: AffineTransform
    /// The document's canvas (its width and height, or its viewBox) in user units: what the PNGs
    /// show of the art, which is cut off at its edge.
    let canvas: Rect
    /// The viewBox, or the canvas without one: what percentages of the viewport measure.
    let box: Rect

    init(root: SVGElement, options: VectorDrawableOptions) throws {
        let viewBox = try Self.viewBox(root.attributes["viewBox"])
        let width = try Self.absolute(root.attributes["width"], "width")
        let height = try Self.absolute(root.attributes["height"], "height")
        let size: (Double, Double)
        if let width, let height {
            guard width > 0, height > 0 else { throw VectorDrawableError.noDimensions }
            size = (width, height)
        } else if let viewBox {
            size = (viewBox.width, viewBox.height)
        } else {
            throw VectorDrawableError.noDimensions
        }
        var document = AffineTransform.identity
        if let viewBox {
            document = Self.viewBoxTransform(viewBox, size: size, aspect: root.attributes["preserveAspectRatio"] ?? "")
        }
        guard document.a > 0, document.d > 0, document.a.isFinite, document.d.isFinite else {
            throw VectorDrawableError.noDimensions
        }
        canvas = Rect(x: -document.e / document.a, y: -document.f / document.d,
                      width: size.0 / document.a, height: size.1 / document.d)
        box = viewBox ?? canvas
        let frame = Rect(x: 0, y: 0, width: options.width, height: options.height).insetBy(options.padding)
        let placement = Fit.aspectFit(width: size.0, height: size.1, into: frame)
        let fit = AffineTransform.translate(placement.x, placement.y)
            .concatenating(.scale(placement.width / size.0, placement.height / size.1))
        transform = fit.concatenating(document)
    }

    private static func viewBox(_ text: String?) throws -> Rect? {
        guard let text else { return nil }
        var scanner = NumberScanner(text)
        guard let values = scanner.allNumbers(), values.count == 4 else {
            throw VectorDrawableError.invalidValue(attribute: "viewBox", value: text)
        }
        guard values[2] > 0, values[3] > 0 else { throw VectorDrawableError.noDimensions }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// An absolute length; percentages (the default 100%) count as absent.
    private static func absolute(_ text: String?, _ name: String) throws -> Double? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).hasSuffix("%") else { return nil }
        return try SVGLength.parse(text, attribute: name)
    }

    private static func viewBoxTransform(_ box: Rect, size: (Double, Double), aspect: String) -> AffineTransform {
        let words = aspect.split(separator: " ").map(String.init).filter { $0 != "defer" }
        let align = words.first ?? "xMidYMid"
        var sx = size.0 / box.width, sy = size.1 / box.height
        var dx = 0.0, dy = 0.0
        if align != "none" {
            let scale = words.dropFirst().first == "slice" ? max(sx, sy) : min(sx, sy)
            sx = scale
            sy = scale
            let spareX = size.0 - box.width * scale, spareY = size.1 - box.height * scale
            dx = align.contains("xMid") ? spareX / 2 : align.contains("xMax") ? spareX : 0
            dy = align.contains("YMid") ? spareY / 2 : align.contains("YMax") ? spareY : 0
        }
        return AffineTransform.translate(dx, dy).concatenating(.scale(sx, sy)).concatenating(.translate(-box.x, -box.y))
    }
}
