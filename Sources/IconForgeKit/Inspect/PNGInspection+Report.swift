import Foundation

extension PNGInspection {
    /// The colour type as people name it.
    public var colorTypeName: String {
        switch colorType {
        case .grey: return "greyscale"
        case .greyAlpha: return "grey+alpha"
        case .rgb: return "RGB"
        case .rgba: return "RGBA"
        case .palette: return "palette"
        case nil: return "unknown"
        }
    }

    /// A few lines for a person: size, colour type, scale, insets, 9-patch regions, text chunks.
    public var reportLines: [String] { reportLines(verbose: false) }

    /// The report; long text chunks (an XMP packet) are one shortened line unless `verbose`.
    /// Everything the file or its folder says is escaped for the terminal (`PrintableText`).
    public func reportLines(verbose: Bool) -> [String] {
        let points = pointSize
        let path = PrintableText.escaped(self.path), resizingMode = self.resizingMode.map(PrintableText.escaped)
        var lines = ["\(path): \(width)x\(height) px, \(colorTypeName) \(bitDepth)-bit\(interlaced ? ", interlaced" : ""), "
            + (density.map { "\($0) (\(Self.number(scale))x)" } ?? "@\(Self.number(scale))x")
            + " = \(Self.number(points.width))x\(Self.number(points.height)) \(unit)"]
        if let caps = capInsets {
            let inPoints = [caps.top, caps.left, caps.bottom, caps.right].map { Self.number(Double($0) / scale) }
            lines.append("  cap insets: top \(caps.top), left \(caps.left), bottom \(caps.bottom), right \(caps.right) px"
                + " (\(inPoints.joined(separator: ", ")) \(unit)) from \(PrintableText.escaped(caps.source))"
                + (resizingMode.map { ", mode \($0)" } ?? ""))
        }
        if let frame = ninePatch {
            func ranges(_ list: [Range<Int>]) -> String {
                list.isEmpty ? "none" : list.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", ")
            }
            var line = "  9-patch (\(frame.source.rawValue)): \(frame.width)x\(frame.height) px, stretch x \(ranges(frame.stretchX)), y \(ranges(frame.stretchY))"
            if let padding = frame.padding {
                line += "; content padding left \(padding.left), top \(padding.top), right \(padding.right), bottom \(padding.bottom)"
            }
            lines.append(line)
        }
        for text in texts {
            lines += Self.textLines(text, verbose: verbose)
        }
        return lines
    }

    /// Longer texts than this, or any with a line break, are shortened unless asked for whole.
    static let longText = 100

    /// `  tEXt Software: iconforge`; a long text shortened to its start and its length, or, when
    /// `verbose`, whole: one `    | ` line for each of its lines.
    static func textLines(_ text: PNGText, verbose: Bool) -> [String] {
        let label = "  \(text.chunk) \(PrintableText.escaped(text.keyword))"
        let value = text.text
        guard value.count > longText || value.contains(where: \.isNewline) else {
            return ["\(label): \(PrintableText.escaped(value))"]
        }
        let length = "\(value.count) characters"
        if verbose {
            let body = value.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            return ["\(label) (\(length)):"] + body.map { "    | " + PrintableText.escaped(String($0)) }
        }
        let words = value.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return ["\(label): \(PrintableText.escaped(String(words.prefix(60))))… (\(length); --verbose shows it whole)"]
    }

    /// The same facts for machines; keys sorted, as every JSON iconforge writes.
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "path": .string(path), "width": .int(width), "height": .int(height),
            "colorType": .string(colorTypeName), "bitDepth": .int(bitDepth), "interlaced": .bool(interlaced),
            "scale": .double(scale), "unit": .string(unit),
            "points": .object(["width": .double(pointSize.width), "height": .double(pointSize.height)]),
            "chunks": .array(chunkTypes.map(JSONValue.string)),
            "texts": .object(Dictionary(texts.map { ($0.keyword, JSONValue.string($0.text)) }, uniquingKeysWith: { a, _ in a })),
            "textChunks": .array(texts.map { .object(["chunk": .string($0.chunk), "keyword": .string($0.keyword), "text": .string($0.text)]) }),
        ]
        if let density { object["density"] = .string(density) }
        if let caps = capInsets {
            var insets: [String: JSONValue] = [
                "top": .int(caps.top), "left": .int(caps.left), "bottom": .int(caps.bottom), "right": .int(caps.right),
                "source": .string(caps.source),
                "points": .object(["top": .double(Double(caps.top) / scale),
                                   "left": .double(Double(caps.left) / scale),
                                   "bottom": .double(Double(caps.bottom) / scale),
                                   "right": .double(Double(caps.right) / scale)]),
            ]
            if let mode = resizingMode { insets["mode"] = .string(mode) }
            object["capInsets"] = .object(insets)
        }
        if let frame = ninePatch {
            func ranges(_ list: [Range<Int>]) -> JSONValue {
                .array(list.map { .object(["start": .int($0.lowerBound), "end": .int($0.upperBound)]) })
            }
            var patch: [String: JSONValue] = [
                "source": .string(frame.source == .border ? "border" : "npTc"),
                "width": .int(frame.width), "height": .int(frame.height),
                "stretchX": ranges(frame.stretchX), "stretchY": ranges(frame.stretchY),
            ]
            if let padding = frame.padding {
                patch["padding"] = .object(["left": .int(padding.left), "top": .int(padding.top),
                                            "right": .int(padding.right), "bottom": .int(padding.bottom)])
            }
            object["ninePatch"] = .object(patch)
        }
        return .object(object)
    }

    static func number(_ value: Double) -> String { NumberText.decimal(value) }
}
