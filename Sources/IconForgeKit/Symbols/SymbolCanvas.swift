/// The root user space's canvas of an SVG: its viewBox, or else its absolute width and height
/// from the origin.
enum SymbolCanvas {
    static func rect(of root: SVGElement) throws -> Rect {
        if let text = root.attributes["viewBox"] {
            var scanner = NumberScanner(text)
            guard let values = scanner.allNumbers(), values.count == 4 else {
                throw SymbolError.invalidValue(attribute: "viewBox", value: text)
            }
            guard values[2] > 0, values[3] > 0 else { throw SymbolError.noDimensions }
            guard values.allSatisfy({ abs($0) <= SymbolArtReader.coordinateLimit }) else { throw SymbolError.outOfRange("the viewBox") }
            return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        func length(_ name: String) throws -> Double? {
            guard let text = root.attributes[name], !text.trimmingCharacters(in: .whitespaces).hasSuffix("%") else { return nil }
            return try SymbolArtReader.converting { try SVGLength.parse(text, attribute: name) }
        }
        guard let width = try length("width"), let height = try length("height"), width > 0, height > 0 else {
            throw SymbolError.noDimensions
        }
        guard width <= SymbolArtReader.coordinateLimit, height <= SymbolArtReader.coordinateLimit else {
            throw SymbolError.outOfRange("the SVG's size")
        }
        return Rect(x: 0, y: 0, width: width, height: height)
    }
}
