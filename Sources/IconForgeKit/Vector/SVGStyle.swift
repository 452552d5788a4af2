import Foundation

/// The painting properties of one element after the cascade: presentation attributes, then
/// `<style>` rules by specificity, then `style=""`; inherited properties come from the parent
/// unless set (or set to `inherit`). `opacity`, `clip-path`, the stop colours, CSS `transform`
/// and the geometry properties belong to the element alone.
struct SVGStyle {
    var fill = "black"
    var fillOpacity = 1.0
    var fillRule = "nonzero"
    var clipRule = "nonzero"
    var stroke = "none"
    var strokeWidth = 1.0
    var strokeOpacity = 1.0
    var lineCap = "butt"
    var lineJoin = "miter"
    var miterLimit = 4.0
    var dashArray = "none"
    var dashOffset = "0"
    var color = "black"
    var visibility = "visible"
    var markers: [String: String] = [:]
    /// This element's own `opacity` (a group's opacity composites its content as one layer).
    var opacity = 1.0
    /// Whether `display: none` hides the element and its subtree.
    var hidden = false
    /// `clip-path` of this element, unless `none`.
    var clipPath: String?
    /// `stop-color` and `stop-opacity` of a `<stop>`.
    var stopColor = "black"
    var stopOpacity = 1.0
    /// The CSS `transform` property from a style sheet or `style=""` (CSS syntax, with units).
    var cssTransform: String?
    /// Geometry set as CSS properties (`x`, `width`, `rx`, `r`, ...), which win over the attributes.
    var geometry: [String: String] = [:]

    static let presentationAttributes: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "color", "visibility",
        "display", "opacity", "clip-path", "clip-rule", "mask", "filter", "marker-start", "marker-mid", "marker-end",
        "marker", "stop-color", "stop-opacity", "transform-origin",
    ]
    /// Geometry properties librsvg reads from CSS as well as from attributes.
    static let geometryProperties: Set<String> = ["x", "y", "width", "height", "rx", "ry", "cx", "cy", "r"]

    /// The style of `element`, a child of an element styled `parent`. Masks, filters and a
    /// transform origin fail here by name: VectorDrawable cannot express them.
    func child(_ element: SVGElement, sheet: StyleSheet) throws -> SVGStyle {
        var declared: [String: String] = [:]
        for (name, value) in element.attributes where Self.presentationAttributes.contains(name) { declared[name] = value }
        var css: [String: String] = [:]
        for (name, value) in sheet.declarations(for: element) { css[name] = value }
        for (name, value) in StyleSheet.declarations(element.attributes["style"] ?? "") { css[name] = value }
        declared.merge(css) { $1 }

        var style = self
        style.hidden = false
        style.opacity = 1
        style.clipPath = nil
        style.stopColor = "black"
        style.stopOpacity = 1
        style.cssTransform = css["transform"]
        style.geometry = css.filter { Self.geometryProperties.contains($0.key) }
        func value(_ name: String) -> String? {
            guard let value = declared[name]?.trimmingCharacters(in: .whitespaces), value != "inherit" else { return nil }
            return value
        }
        func number(_ name: String) throws -> Double? {
            guard let text = value(name) else { return nil }
            var scanner = NumberScanner(text.hasSuffix("%") ? String(text.dropLast()) : text)
            guard let number = scanner.number(), scanner.peek() == nil || name == "stroke-width" else {
                throw VectorDrawableError.invalidValue(attribute: name, value: text)
            }
            return text.hasSuffix("%") ? number / 100 : number
        }
        if let v = value("fill") { style.fill = v }
        if let v = value("stroke") { style.stroke = v }
        if let v = value("color") { style.color = v }
        if let v = value("fill-rule") { style.fillRule = v }
        if let v = value("clip-rule") { style.clipRule = v }
        if let v = value("stroke-linecap") { style.lineCap = v }
        if let v = value("stroke-linejoin") { style.lineJoin = v }
        if let v = value("stroke-dasharray") { style.dashArray = v }
        if let v = value("stroke-dashoffset") { style.dashOffset = v }
        if let v = value("visibility") { style.visibility = v }
        if let v = value("stop-color") { style.stopColor = v }
        if let v = try number("stop-opacity") { style.stopOpacity = min(1, max(0, v)) }
        if let v = try number("fill-opacity") { style.fillOpacity = min(1, max(0, v)) }
        if let v = try number("stroke-opacity") { style.strokeOpacity = min(1, max(0, v)) }
        if let v = try number("stroke-miterlimit") { style.miterLimit = v }
        if let v = value("stroke-width") {
            style.strokeWidth = try SVGLength.parse(v, attribute: "stroke-width") ?? style.strokeWidth
        }
        if let v = try number("opacity") { style.opacity = min(1, max(0, v)) }
        if value("display") == "none" { style.hidden = true }
        if let v = value("clip-path"), v != "none" { style.clipPath = v }
        for name in ["marker", "marker-start", "marker-mid", "marker-end"] {
            if let v = value(name) { style.markers[name] = v }
        }
        let refused = [("mask", "VectorDrawable cannot express masks"), ("filter", "VectorDrawable cannot express filters")]
        for (name, reason) in refused {
            if let v = value(name), v != "none" {
                throw VectorDrawableError.unsupported(element: "\(name)=\"\(v)\" on <\(element.name)>", reason: reason)
            }
        }
        if let v = value("transform-origin") {
            throw VectorDrawableError.unsupported(element: "transform-origin=\"\(v)\" on <\(element.name)>",
                                                  reason: "renderers disagree on it (librsvg ignores it)")
        }
        return style
    }
}
