import Foundation

/// How one file's two sides compare: by pixels where iconforge can draw the file, else by content.
enum ReviewComparison {
    struct Figures: Sendable {
        var status: ReviewStatus
        var changedPixels = 0
        var maxAlphaDelta = 0
        var note: String?
    }

    /// The figures for a file present on both sides; nil for a symbol, VectorDrawable or
    /// ImageVector whose content differs, which only a render worker may draw (`drawn`).
    static func compare(_ before: Data, _ after: Data, as picture: ReviewPicture) -> Figures? {
        if before == after { return Figures(status: .unchanged) }
        switch picture {
        case .png:
            let old = Result { try PNGDecoder.decode(before).image }, new = Result { try PNGDecoder.decode(after).image }
            switch (old, new) {
            case (.success(let a), .success(let b)):
                return figures(ReviewDrawing.difference(a, b))
            case (.failure(let error), _):
                return Figures(status: .changed, note: "the base's file is not a readable PNG (\(error.plainReason))")
            case (_, .failure(let error)):
                return Figures(status: .changed, note: "the current file is not a readable PNG (\(error.plainReason))")
            }
        case .symbol:
            return nil
        case .pdf:
            return Figures(status: .changed, note: "compared by content: iconforge has no PDF reader to draw it")
        case .vectorDrawable, .imageVector:
            return plainText(before) == plainText(after) ? Figures(status: .unchanged) : nil
        case .content:
            if let a = canonicalJSON(before), let b = canonicalJSON(after) {
                return a == b ? Figures(status: .unchanged) : Figures(status: .changed, note: "its content differs")
            }
            return plainText(before) == plainText(after) ? Figures(status: .unchanged) : Figures(status: .changed, note: "its content differs")
        }
    }

    /// The figures of a symbol, VectorDrawable or ImageVector as two render workers drew it (a
    /// symbol's ink taken as alpha); a side that could not be drawn is changed, with why.
    static func drawn(_ before: Result<RGBAImage, Error>, _ after: Result<RGBAImage, Error>, as picture: ReviewPicture) -> Figures {
        let what = picture == .symbol ? "symbol" : picture == .imageVector ? "ImageVector" : "VectorDrawable"
        switch (before, after) {
        case (.success(let a), .success(let b)):
            return figures(picture == .symbol ? ReviewDrawing.inkDifference(a, b) : ReviewDrawing.difference(a, b))
        case (.failure(let error), _): return Figures(status: .changed, note: "the base's \(what) cannot be drawn (\(error.plainReason))")
        case (_, .failure(let error)): return Figures(status: .changed, note: "the current \(what) cannot be drawn (\(error.plainReason))")
        }
    }

    /// The SVG a render worker draws of one side: a symbol's own, a VectorDrawable or an
    /// ImageVector turned back into SVG at `pixels`.
    static func svg(of data: Data, as picture: ReviewPicture, pixels: Int) throws -> Data {
        switch picture {
        case .vectorDrawable: return Data(try VectorDrawableSVG.svg(from: data, pixels: pixels).utf8)
        case .imageVector: return Data(try ImageVectorSVG.svg(from: data, pixels: pixels).utf8)
        default: return data
        }
    }

    private static func figures(_ difference: (changedPixels: Int, maxAlphaDelta: Int)) -> Figures {
        Figures(status: difference.changedPixels == 0 ? .unchanged : .changed, changedPixels: difference.changedPixels,
                maxAlphaDelta: difference.maxAlphaDelta)
    }

    /// Text with line endings made one and trailing white space dropped (a checkout's
    /// `core.autocrlf` changes those, and nothing they draw).
    private static func plainText(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.reversed().drop { $0 == " " || $0 == "\t" }.reversed() }.map { String($0) }
            .joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// JSON with its keys sorted and its spacing dropped, or nil for bytes that are no JSON object or array.
    private static func canonicalJSON(_ data: Data) -> Data? {
        guard let value = try? JSONSerialization.jsonObject(with: data) else { return nil }
        return try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    }
}
