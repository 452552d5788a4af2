import Foundation

/// A request's finishing on the wire: the encodings, the preview and the targets whose pixels come
/// back. It was JSON, whose coder's first use cost each process of a one-icon run 1-3 ms (type
/// metadata and conformance lookups) before the request could go and again before it could be
/// read; fixed-width fields cost nothing to set up. Maps and sets go in key order, so the same
/// finishing is the same bytes.
extension WireWriter {
    mutating func finishing(_ finishing: RenderFinishing?) {
        u8(finishing == nil ? 0 : 1)
        guard let finishing else { return }
        int(finishing.encodings.count)
        for encoding in finishing.encodings {
            int(encoding.target)
            encodingSpec(encoding.spec)
        }
        u8(finishing.preview == nil ? 0 : 1)
        if let preview = finishing.preview {
            string(preview.title)
            string(preview.platform.rawValue)
            int(preview.targets.count)
            for (scale, target) in preview.targets.sorted(by: { $0.key < $1.key }) {
                int(scale)
                int(target)
            }
            symbolOptions(preview.symbol)
            u8(preview.selectedSymbol == nil ? 0 : 1)
            if let selected = preview.selectedSymbol { blob(selected) }
        }
        u8(finishing.returnedPixels == nil ? 0 : 1)
        if let returned = finishing.returnedPixels {
            int(returned.count)
            returned.sorted().forEach { int($0) }
        }
    }

    mutating func encodingSpec(_ spec: EncodingSpec) {
        switch spec {
        case .alphaPlane: u8(0)
        case .tinted(let colour): u8(1); rgba(colour)
        case .rgba(let texts):
            u8(2)
            int(texts.count)
            for text in texts {
                string(text.keyword)
                string(text.text)
            }
        case .ninePatch(let regions):
            u8(3)
            for range in [regions.stretchX, regions.stretchY, regions.contentX, regions.contentY] {
                int(range.lowerBound)
                int(range.upperBound)
            }
        case .mirrored(let inner): u8(4); encodingSpec(inner)
        }
    }
}

extension WireReader {
    mutating func finishing() throws -> RenderFinishing? {
        guard try u8() != 0 else { return nil }
        var encodings: [RenderFinishing.Encoding] = []
        for _ in 0 ..< (try int()) {
            encodings.append(.init(target: try int(), spec: try encodingSpec()))
        }
        var preview: RenderFinishing.Preview?
        if try u8() != 0 {
            let title = try string(), platform = try string()
            guard let platform = PreviewPlatform(rawValue: platform) else { throw WorkerFailure.protocolError("unknown preview platform") }
            var targets: [Int: Int] = [:]
            for _ in 0 ..< (try int()) {
                targets[try int()] = try int()
            }
            let symbol = try symbolOptions()
            let selected = try u8() != 0 ? Data(try blob()) : nil
            preview = .init(title: title, targets: targets, platform: platform, symbol: symbol, selectedSymbol: selected)
        }
        var finishing = RenderFinishing(encodings: encodings, preview: preview)
        if try u8() != 0 {
            var returned = Set<Int>()
            for _ in 0 ..< (try int()) { returned.insert(try int()) }
            finishing.returnedPixels = returned
        }
        return finishing
    }

    /// `depth` bounds the nesting of `mirrored`, which the writer never nests.
    mutating func encodingSpec(depth: Int = 0) throws -> EncodingSpec {
        switch try u8() {
        case 0: return .alphaPlane
        case 1: return .tinted(try rgba())
        case 2:
            var texts: [PNGEncoder.TextChunk] = []
            for _ in 0 ..< (try int()) {
                texts.append(.init(keyword: try string(), text: try string()))
            }
            return .rgba(texts: texts)
        case 3:
            var ranges: [Range<Int>] = []
            for _ in 0 ..< 4 {
                let lower = try int(), upper = try int()
                guard lower <= upper else { throw WorkerFailure.protocolError("a 9-patch range ends before it starts") }
                ranges.append(lower ..< upper)
            }
            return .ninePatch(.init(stretchX: ranges[0], stretchY: ranges[1], contentX: ranges[2], contentY: ranges[3]))
        case 4 where depth < 4: return .mirrored(try encodingSpec(depth: depth + 1))
        default: throw WorkerFailure.protocolError("unknown image encoding")
        }
    }
}
