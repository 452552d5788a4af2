import Foundation

/// Which of an asset's files the bars and the stretched button are drawn from, and what each
/// file draws: its scale, whether it is a selected drawing, a dark appearance or a button's
/// normal state. The current plan says so where it has the file (`ReviewFile.scale`, `part`);
/// a removed asset's files, which no plan has, are read by their names as formats write them.
struct ReviewPageSources {
    let asset: ReviewAsset

    /// What one file draws.
    struct Role: Equatable {
        var scale: Double
        var selected = false
        var dark = false
        var normalState = true
    }

    func role(of file: ReviewFile) -> Role {
        let name = file.pathInOutput.lowercased()
        var role = Role(scale: file.scale ?? Self.scale(inName: name))
        if let index = file.part, let parts = asset.plan?.parts, parts.indices.contains(index) {
            let part = parts[index]
            role.selected = part.isSelectedDrawing
            role.dark = part.isDark
            role.normalState = part.state == nil || part.state == .normal
        } else {
            let base = (name as NSString).lastPathComponent
            role.selected = base.contains("-selected") || base.contains("_selected") || name.contains(".fill.")
            role.dark = base.contains("-dark") || name.contains("-night")
            role.normalState = !(base.contains("-highlighted") || base.contains("-disabled") || base.contains("_pressed")
                                 || base.contains("_disabled"))
        }
        return role
    }

    /// The pixel scale a file's name says: `@2x`, `drawable-xhdpi`; 1 when it says none.
    static func scale(inName name: String) -> Double {
        for (marker, scale) in [("@2x", 2.0), ("@3x", 3.0), ("xxxhdpi", 4.0), ("xxhdpi", 3.0), ("xhdpi", 2.0), ("hdpi", 1.5)]
        where name.contains(marker) {
            return scale
        }
        return 1
    }

    static func platform(of output: ReviewOutput) -> PreviewPlatform {
        PreviewPlatform(formats: [BundleFormat(key: output.format)])
    }

    /// The PNGs one platform's bars could be drawn from, plain drawing and selected drawing at 1x (mdpi).
    func barFiles(platform: PreviewPlatform) -> (icon: ReviewFile, selected: ReviewFile?)? {
        let candidates = asset.files.filter {
            $0.picture == .png && Self.platform(of: $0.output) == platform && !$0.pathInOutput.hasSuffix(".9.png")
        }
        .sorted { $0.path.count < $1.path.count }
        let roles = candidates.map(role(of:))
        guard let plain = zip(candidates, roles).first(where: { $1.scale == 1 && !$1.selected && !$1.dark })?.0 else { return nil }
        let selected = zip(candidates, roles).first { $1.scale == 1 && $1.selected && !$1.dark }?.0
        return (plain, selected)
    }

    /// The button's normal state at its lowest scale, from an iOS output before an Android one.
    func buttonFile() -> ReviewFile? {
        asset.files.filter { $0.picture == .png && role(of: $0).normalState && !role(of: $0).dark }
            .sorted { a, b in
                (Self.platform(of: a.output) == .android ? 1 : 0, role(of: a).scale, a.path.count)
                    < (Self.platform(of: b.output) == .android ? 1 : 0, role(of: b).scale, b.path.count)
            }
            .first
    }

    /// One side of a button file as an image and how it stretches: the cap insets its PNG carries
    /// (`iconforge:cap-insets`), a 9-patch's border, or the plan's insets when the size is the plan's.
    func stretchable(_ data: Data?, file: ReviewFile) -> (RGBAImage, StretchableLayout)? {
        guard let data, let decoded = try? PNGDecoder.decode(data) else { return nil }
        let scale = role(of: file).scale
        if file.pathInOutput.hasSuffix(".9.png") {
            guard let frame = try? NinePatchFrame.decodeBorder(decoded.image) else { return nil }
            let inner = decoded.image.cropped(x: 1, y: 1, width: frame.width, height: frame.height)
            let caps = frame.capInsets
            return (inner, StretchableLayout(mode: .both, scale: scale, width: frame.width, height: frame.height,
                                             insets: CapInsets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right)))
        }
        if let text = decoded.text(StretchableLayout.pngTextKeyword), let layout = StretchableLayout(pngText: text),
           layout.width == decoded.width, layout.height == decoded.height {
            return (decoded.image, layout)
        }
        if let index = file.part, let layout = asset.plan?.parts[safe: index]?.layouts[scale],
           layout.width == decoded.width, layout.height == decoded.height {
            return (decoded.image, layout)
        }
        return nil
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension RGBAImage {
    /// The `width` x `height` pixels from `(x, y)`.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0 ..< height {
            let from = ((y + row) * self.width + x) * 4
            out[row * width * 4 ..< (row + 1) * width * 4] = pixels[from ..< from + width * 4]
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}
