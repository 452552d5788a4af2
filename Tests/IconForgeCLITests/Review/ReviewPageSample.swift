import Foundation
import IconForgeKit

/// A review made in memory, as `iconforge diff` would hand it to the page: changed icons whose
/// ring grows between the two sides, each at 1x, 2x and 3x in a catalog and at mdpi and xhdpi in
/// Android resources.
enum ReviewPageSample {
    /// Names a page must show as text: markup, quotes that would end an attribute, an entity, non-ASCII.
    static let hostileNames = ["<img src=x onerror=alert(1)>", "a\" onmouseover=\"alert(2)", "it's &amp; <b>bold</b>", "maison été 家"]

    /// `count` changed icons, the first ones `named` (the rest `icon-0042`).
    static func review(changedIcons count: Int, named: [String] = []) throws -> Review {
        let catalog = ReviewOutput(path: "Assets/<i>App</i>.xcassets", format: "xcassets")
        let android = ReviewOutput(path: "android/res", format: "android")
        // Drawings repeat every few icons: the page's work is per icon, not per distinct drawing.
        var drawings: [Int: Data] = [:]
        func png(size: Int, radius: Double) throws -> Data {
            let key = size * 1000 + Int(radius * 10)
            if let known = drawings[key] { return known }
            let data = try PNGEncoder.encode(ring(size: size, radius: radius))
            drawings[key] = data
            return data
        }
        let assets = try (0 ..< count).map { index -> ReviewAsset in
            let name = index < named.count ? named[index] : "icon-\(String(format: "%04d", index))"
            let grow = Double(index % 5) * 0.4 + 0.5
            var files: [ReviewFile] = []
            for scale in [1, 2, 3] {
                let suffix = scale == 1 ? "" : "@\(scale)x"
                files.append(file(catalog, "\(name).imageset/\(name)\(suffix).png", scale: Double(scale),
                                  before: try png(size: 30 * scale, radius: 9 * Double(scale)),
                                  after: try png(size: 30 * scale, radius: (9 + grow) * Double(scale))))
            }
            for (density, scale) in [("mdpi", 1), ("xhdpi", 2)] {
                files.append(file(android, "drawable-\(density)/ic_tab_\(name).png", scale: Double(scale),
                                  before: try png(size: 24 * scale, radius: 7 * Double(scale)),
                                  after: try png(size: 24 * scale, radius: (7 + grow) * Double(scale))))
            }
            let plan = AssetPlan(name: name, kind: .tabIcon, scales: [1, 2, 3], parts: [AssetPlan.Part()])
            return ReviewAsset(name: "icons/\(name)", kind: .icon, status: .changed, files: files, plan: plan)
        }
        return Review(base: "HEAD", baseCommit: String(repeating: "0", count: 40), manifest: "iconforge.yml", assets: assets)
    }

    private static func file(_ output: ReviewOutput, _ path: String, scale: Double, before: Data, after: Data) -> ReviewFile {
        ReviewFile(path: "\(output.path)/\(path)", output: output, pathInOutput: path, status: .changed, picture: .png,
                   changedPixels: 1, maxAlphaDelta: 255, scale: scale, part: 0, before: before, after: after)
    }

    /// A white ring of outer radius `radius` on a `size` square, as a tab icon is drawn.
    static func ring(size: Int, radius: Double) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        let centre = Double(size) / 2, thickness = max(1.5, radius * 0.3)
        for y in 0 ..< size {
            for x in 0 ..< size {
                let distance = ((Double(x) + 0.5 - centre) * (Double(x) + 0.5 - centre) + (Double(y) + 0.5 - centre) * (Double(y) + 0.5 - centre)).squareRoot()
                let inside = min(1, max(0, radius - distance + 0.5)) * min(1, max(0, distance - (radius - thickness) + 0.5))
                let i = (y * size + x) * 4
                pixels[i] = 255; pixels[i + 1] = 255; pixels[i + 2] = 255
                pixels[i + 3] = UInt8((inside * 255).rounded())
            }
        }
        return RGBAImage(width: size, height: size, pixels: pixels)
    }
}
