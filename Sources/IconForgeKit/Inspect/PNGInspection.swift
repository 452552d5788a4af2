import Foundation

/// What `iconforge inspect` reports about one PNG: enough for a person or a CI job to
/// verify an image without iconforge's state.
public struct PNGInspection: Sendable {
    /// Cap insets in pixels of the file, and where they were found.
    public struct Insets: Equatable, Sendable {
        public var top: Int, left: Int, bottom: Int, right: Int
        /// `tEXt "<keyword>"`, `Contents.json`, or `9-patch`.
        public var source: String
    }

    public var path: String
    public var width: Int
    public var height: Int
    public var colorType: PNGColorType?
    public var bitDepth: Int
    public var interlaced: Bool
    /// Pixels per point (or dp): from the cap-insets text chunk, else the Android density
    /// folder (`drawable-hdpi` is 1.5), else the `@2x` / `@3x` file-name suffix; 1 otherwise.
    public var scale: Double
    /// The Android density folder's qualifier (`xhdpi`), when the file is in one.
    public var density: String?
    /// `dp` inside an Android density folder, `pt` elsewhere.
    public var unit: String { density == nil ? "pt" : "dp" }
    /// Chunk types in file order.
    public var chunkTypes: [String]
    public var texts: [PNGEncoder.TextChunk]
    public var capInsets: Insets?
    /// Xcode's `resizing` mode (`3-part-horizontal`, `9-part`, ...) when Contents.json gives one.
    public var resizingMode: String?
    public var ninePatch: NinePatchFrame?

    /// The size in points (pixels / scale).
    public var pointSize: (width: Double, height: Double) {
        (Double(ninePatch?.width ?? width) / scale, Double(ninePatch?.height ?? height) / scale)
    }

    /// The largest file read, in bytes.
    static let maximumBytes = 1 << 30

    /// Reads the file at `path` (reported as given). Throws `PNGError` with a sentence when
    /// it is missing, not a regular file, not a PNG, declares more than `maximumPixels`
    /// (checked from its header, before any pixel is decoded), or its 9-patch border is
    /// malformed. The facts come from the chunks; pixels are decoded only for a 9-patch border.
    public static func inspect(_ path: String,
                               maximumPixels: Int = PNGHeader.defaultMaximumPixels) throws -> PNGInspection {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw PNGError(reason: "no such file") }
        guard !isFolder.boolValue else { throw PNGError(reason: "is a folder, not a PNG file") }
        let data: Data
        switch InputFile.read(path, maximumBytes: maximumBytes) {
        case .success(let read): data = read
        case .failure(let error): throw PNGError(reason: error.description)
        }
        let chunks = try PNGChunks(data)
        let header = try PNGHeader(chunks)
        try header.checkBudget(maximumPixels)
        let name = url.lastPathComponent
        // Pixels are decoded only when the answer is in them: an uncompiled 9-patch's border,
        // or text chunks that are compressed.
        let readsBorder = chunks.first("npTc") == nil && name.lowercased().hasSuffix(".9.png")
        let plainTexts = chunks.plainTexts
        let png = readsBorder || plainTexts == nil ? try PNGDecoder.decode(data) : nil
        var result = PNGInspection(
            path: path, width: header.width, height: header.height, colorType: PNGColorType(rawValue: header.colorType),
            bitDepth: header.bitDepth, interlaced: header.interlaced, scale: Double(scale(fromFileName: name)),
            chunkTypes: chunks.types, texts: png?.texts ?? plainTexts ?? [])
        if let density = androidDensity(of: url) {
            result.density = density.rawValue
            result.scale = density.scale
        }
        if let compiled = chunks.first("npTc") {
            result.ninePatch = NinePatchFrame(compiled: try NinePatchChunk(compiled.data), width: header.width, height: header.height)
        } else if readsBorder, let png {
            result.ninePatch = try NinePatchFrame.decodeBorder(png.image)
        }
        if let text = result.texts.first(where: { $0.keyword == StretchableLayout.pngTextKeyword })?.text, let layout = StretchableLayout(pngText: text) {
            let caps = layout.insets
            result.capInsets = Insets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right,
                                      source: "tEXt \"\(StretchableLayout.pngTextKeyword)\"")
            result.resizingMode = layout.mode.rawValue
            result.scale = layout.scale
        } else if let entry = contentsEntry(for: url), let resizing = entry["resizing"] as? [String: Any] {
            let caps = resizing["cap-insets"] as? [String: Any] ?? [:]
            func value(_ key: String) -> Int { (caps[key] as? NSNumber)?.intValue ?? 0 }
            result.capInsets = Insets(top: value("top"), left: value("left"), bottom: value("bottom"),
                                      right: value("right"), source: "Contents.json")
            result.resizingMode = resizing["mode"] as? String
        } else if let frame = result.ninePatch {
            let caps = frame.capInsets
            result.capInsets = Insets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right,
                                      source: "9-patch")
        }
        return result
    }

    init(path: String, width: Int, height: Int, colorType: PNGColorType?, bitDepth: Int, interlaced: Bool,
         scale: Double, chunkTypes: [String], texts: [PNGEncoder.TextChunk]) {
        self.path = path
        self.width = width
        self.height = height
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.interlaced = interlaced
        self.scale = scale
        self.chunkTypes = chunkTypes
        self.texts = texts
    }

    /// `button@2x.png` -> 2, `button@3x.9.png` -> 3, `button.png` -> 1.
    public static func scale(fromFileName name: String) -> Int {
        guard let at = name.lastIndex(of: "@") else { return 1 }
        let digits = name[name.index(after: at)...].prefix { $0.isNumber }
        guard let value = Int(digits), value > 0,
              name[name.index(at, offsetBy: digits.count + 1)...].hasPrefix("x") else { return 1 }
        return value
    }

    /// The density of the `drawable-xhdpi` / `mipmap-hdpi-v21` style folder holding `url`.
    static func androidDensity(of url: URL) -> AndroidResources.Density? {
        let qualifiers = url.deletingLastPathComponent().lastPathComponent.split(separator: "-").dropFirst()
        return qualifiers.lazy.compactMap { AndroidResources.Density(rawValue: String($0)) }.first
    }

    /// The `images` entry naming this file in the `Contents.json` beside it (an imageset).
    static func contentsEntry(for url: URL) -> [String: Any]? {
        let contents = url.deletingLastPathComponent().appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = object["images"] as? [[String: Any]] else { return nil }
        return images.first { $0["filename"] as? String == url.lastPathComponent }
    }
}
