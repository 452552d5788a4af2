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
    /// Pixels per point (or dp): from the cap-insets text chunk, else the imageset's
    /// `Contents.json` entry for the file, else the Android density folder (`drawable-hdpi` is
    /// 1.5), else the file name (`@2x`, `_2x`, `-2x`); 1 otherwise.
    public var scale: Double
    /// The Android density folder's qualifier (`xhdpi`), when the file is in one.
    public var density: String?
    /// `dp` inside an Android density folder, `pt` elsewhere.
    public var unit: String { density == nil ? "pt" : "dp" }
    /// Chunk types in file order.
    public var chunkTypes: [String]
    /// The text chunks, decoded (Latin-1 or UTF-8 as their type says) and inflated.
    public var texts: [PNGText]
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
    /// it is missing, not a regular file, not a PNG, truncated or corrupt (a chunk cut off or
    /// failing its CRC, no image data, no IEND), declares more than `maximumPixels` (checked
    /// from its header, before any pixel is decoded), or its 9-patch border is malformed. The
    /// facts come from the chunks; pixels are decoded only for a 9-patch border.
    public static func inspect(_ path: String,
                               maximumPixels: Int = PNGHeader.defaultMaximumPixels) throws -> PNGInspection {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw PNGError.noSuchFile }
        guard !isFolder.boolValue else { throw PNGError.isFolder }
        let data: Data
        switch InputFile.read(path, maximumBytes: maximumBytes) {
        case .success(let read): data = read
        case .failure(let error): throw PNGError.unreadable(error)
        }
        try PNGStructure.check(data)
        let chunks = try PNGChunks(data)
        let header = try PNGHeader(chunks)
        try header.checkBudget(maximumPixels)
        let name = url.lastPathComponent
        // Pixels are decoded only when the answer is in them: an uncompiled 9-patch's border.
        let readsBorder = chunks.first("npTc") == nil && name.lowercased().hasSuffix(".9.png")
        let png = readsBorder ? try PNGDecoder.decode(data) : nil
        let entry = contentsEntry(for: url)
        var result = PNGInspection(
            path: path, width: header.width, height: header.height, colorType: PNGColorType(rawValue: header.colorType),
            bitDepth: header.bitDepth, interlaced: header.interlaced, scale: Double(scale(fromFileName: name)),
            chunkTypes: chunks.types, texts: try PNGText.all(in: chunks))
        if let listed = (entry?["scale"] as? String).flatMap(scale(fromContents:)) { result.scale = Double(listed) }
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
        } else if let entry, let resizing = entry["resizing"] as? [String: Any],
                  let caps = insets(resizing["cap-insets"] as? [String: Any] ?? [:], within: max(header.width, header.height)) {
            result.capInsets = caps
            result.resizingMode = resizing["mode"] as? String
        } else if let frame = result.ninePatch {
            let caps = frame.capInsets
            result.capInsets = Insets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right,
                                      source: "9-patch")
        }
        return result
    }

    init(path: String, width: Int, height: Int, colorType: PNGColorType?, bitDepth: Int, interlaced: Bool,
         scale: Double, chunkTypes: [String], texts: [PNGText]) {
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

    /// The scale a file name states: `button@2x.png`, `button@3x.9.png`, Xcode's own
    /// `text_field_background_2x.png`, `icon-3x.png`, `tab@2x~ipad.png`; 1 otherwise.
    public static func scale(fromFileName name: String) -> Int {
        var stem = Substring(name)
        for suffix in [".9.png", ".png"] where stem.lowercased().hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            break
        }
        if let tilde = stem.lastIndex(of: "~") { stem = stem[..<tilde] }  // a device modifier
        guard stem.last == "x" || stem.last == "X" else { return 1 }
        let digits = stem.dropLast().reversed().prefix { $0.isASCII && $0.isNumber }
        let marker = stem.dropLast(digits.count + 1).last
        guard !digits.isEmpty, digits.count <= 2, let marker, "@_-".contains(marker),
              let value = Int(String(digits.reversed())), (1 ... 16).contains(value) else { return 1 }
        return value
    }

    /// Contents.json's `cap-insets`: each present one a whole number of pixels within the
    /// image (`extent`), else nil (a hand-edited file can say anything).
    static func insets(_ caps: [String: Any], within extent: Int) -> Insets? {
        var values: [String: Int] = [:]
        for key in ["top", "left", "bottom", "right"] {
            guard let raw = caps[key] else { continue }
            guard let number = (raw as? NSNumber)?.doubleValue, let whole = Int(exactly: number), (0 ... extent).contains(whole) else {
                return nil
            }
            values[key] = whole
        }
        return Insets(top: values["top"] ?? 0, left: values["left"] ?? 0, bottom: values["bottom"] ?? 0,
                      right: values["right"] ?? 0, source: "Contents.json")
    }

    /// `2x` (a Contents.json `scale`) -> 2.
    static func scale(fromContents text: String) -> Int? {
        guard text.hasSuffix("x"), let value = Int(text.dropLast()), (1 ... 16).contains(value) else { return nil }
        return value
    }

    /// The density of the `drawable-xhdpi` / `mipmap-hdpi-v21` style folder holding `url`.
    static func androidDensity(of url: URL) -> AndroidResources.Density? {
        let qualifiers = url.deletingLastPathComponent().lastPathComponent.split(separator: "-").dropFirst()
        return qualifiers.lazy.compactMap { AndroidResources.Density(rawValue: String($0)) }.first
    }

    /// The `images` entry naming this file in the `Contents.json` beside it (an imageset).
    /// Read like any input: a regular file, within a size limit and the read timeout.
    static func contentsEntry(for url: URL) -> [String: Any]? {
        let contents = url.deletingLastPathComponent().appendingPathComponent("Contents.json")
        guard case .success(let data) = InputFile.read(contents.path, maximumBytes: 4 << 20),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = object["images"] as? [[String: Any]] else { return nil }
        return images.first { $0["filename"] as? String == url.lastPathComponent }
    }
}
