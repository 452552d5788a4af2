import Foundation

extension PNGChunks {
    /// The `tEXt` and uncompressed `iTXt` chunks in file order, read without decoding any
    /// pixels; nil when a text chunk is compressed (`zTXt`, compressed `iTXt`), which only
    /// a full decode reads.
    public var plainTexts: [PNGEncoder.TextChunk]? {
        var texts: [PNGEncoder.TextChunk] = []
        for chunk in chunks {
            let bytes = [UInt8](chunk.data)
            let fields = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
            func text(_ part: ArraySlice<UInt8>) -> String { String(decoding: part, as: UTF8.self) }
            switch chunk.type {
            case "tEXt":
                guard fields.count == 2 else { continue }
                texts.append(.init(keyword: text(fields[0]), text: text(fields[1])))
            case "iTXt":
                // keyword 0 compressed method language 0 translated-keyword 0 text
                guard fields.count == 2, fields[1].count >= 2 else { continue }
                guard fields[1].first == 0 else { return nil }
                let rest = fields[1].dropFirst(2).split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
                guard rest.count == 3 else { continue }
                texts.append(.init(keyword: text(fields[0]), text: text(rest[2])))
            case "zTXt":
                return nil
            default:
                continue
            }
        }
        return texts
    }
}
