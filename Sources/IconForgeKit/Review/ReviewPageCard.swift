import Foundation

/// One asset's card on the review page: its header (status, name, kind, outputs, figures), a
/// row per file with before | after | difference map (the page adds a before/after slider),
/// then its bars or its stretched button, before and after. Pictures are written as the card is
/// made; the card's data is returned (`ReviewPageEntry`), which the page's script draws.
struct ReviewPageCard {
    let asset: ReviewAsset
    /// The asset's place in the page: its id and its pictures' names.
    let index: Int
    /// Each output's number in the page's output filter.
    let outputNumbers: [ReviewOutput: Int]
    let pictures: ReviewPagePictures

    /// The most a picture is enlarged, and the size the enlargement aims for: a 30 px icon
    /// is shown 4x, a 90 px one as it is.
    static let largestZoom = 4
    static let shownSize = 120

    func entry() throws -> ReviewPageEntry {
        var counter = 0
        let rows = try orderedFiles.map { try row($0, counter: &counter) }
        return ReviewPageEntry(id: asset.anchor, status: asset.status.rawValue, kind: asset.kind.rawValue, name: asset.name,
                               outputs: asset.outputs.compactMap { outputNumbers[$0] }, outputPaths: asset.outputs.map(\.path),
                               figures: figures, renamed: renamed, rows: rows, scenes: try scenes(counter: &counter))
    }

    /// Changed files first, then added, removed and unchanged; drawn files before the rest;
    /// then by output, the plain drawing (a button's normal state) before the others, by scale.
    var orderedFiles: [ReviewFile] {
        let sources = ReviewPageSources(asset: asset)
        return asset.files.enumerated().map { offset, file -> (key: [Double], file: ReviewFile) in
            let role = sources.role(of: file)
            let key: [Double] = [Double(file.status.order), file.picture.isDrawn ? 0 : 1, Double(outputNumbers[file.output] ?? 0),
                                 role.dark ? 1 : 0, role.normalState ? 0 : 1, role.selected ? 1 : 0, role.scale, Double(offset)]
            return (key, file)
        }
        .sorted { $0.key.lexicographicallyPrecedes($1.key) }
        .map(\.file)
    }

    /// `2 files changed · 134 pixels · max Δα 255`.
    private var figures: String {
        let changed = asset.files.reduce(0) { $0 + $1.changedPixels }
        let alpha = asset.files.map(\.maxAlphaDelta).max() ?? 0
        let files = asset.files.filter { $0.status != .unchanged }.count
        var figures = [ReviewPageText.count(files, "file") + " " + asset.status.rawValue]
        if asset.status == .changed {
            figures.append(ReviewPageText.count(changed, "pixel"))
            figures.append("max Δα \(alpha)")
        }
        return figures.joined(separator: " · ")
    }

    private var renamed: String? {
        asset.renamedAs.map { "\(asset.status == .removed ? "renamed to" : "renamed from") \($0), the same pictures" }
    }

    /// A file's row: its label, then its pictures (or what stands in for a missing side).
    private func row(_ file: ReviewFile, counter: inout Int) throws -> ReviewPageEntry.Row {
        // A pixel scale is a PNG's: a symbol, VectorDrawable or ImageVector is drawn at the
        // comparison's own canvas, and `mdpi` or `@1x` would misname it.
        let scale = file.picture == .png ? ReviewPageSources(asset: asset).role(of: file).scale : nil
        let label = scale.map { PreviewPlatformName.scale($0, platform: ReviewPageSources.platform(of: file.output)) } ?? ""
        var row = ReviewPageEntry.Row(output: outputNumbers[file.output], status: file.status.rawValue, scale: label,
                                      path: file.pathInOutput, fullPath: file.path, note: file.note, missing: ["", "", ""])
        if file.status == .changed, file.picture.isDrawn {
            row.figures = "\(ReviewPageText.count(file.changedPixels, "pixel")), max Δα \(file.maxAlphaDelta)"
        }
        guard file.picture.isDrawn else {
            row.content = "compared by content: \(file.status == .unchanged ? "the same" : file.status.rawValue)"
            return row
        }
        let before = file.beforeImage(), after = file.afterImage()
        let what = "\(asset.name) \(label.isEmpty ? "" : label + " ")"
        row.before = try before.map { try picture($0, counter: &counter, alt: "\(what)before") }
        // An unchanged file shows the same picture on both sides: written once.
        row.after = try after.map { image in
            if file.status == .unchanged, image == before, var same = row.before {
                same.alt = "\(what)after"
                return same
            }
            return try picture(image, counter: &counter, alt: "\(what)after")
        }
        if let before, let after, file.status != .unchanged {
            row.difference = try picture(ReviewPageDifference.map(before: before, after: after), counter: &counter,
                                         alt: "\(what)difference map", kind: "diff")
        }
        row.missing = [file.before == nil ? "none" : "unreadable", file.after == nil ? "none" : "unreadable",
                       file.status == .unchanged ? "same pixels" : ""]
        return row
    }

    /// The bars (an icon) or the stretched button, before and after.
    private func scenes(counter: inout Int) throws -> [ReviewPageEntry.Scene] {
        let sources = ReviewPageSources(asset: asset)
        var out: [ReviewPageEntry.Scene] = []
        if asset.kind == .icon {
            for platform in PreviewPlatform.allCases {
                guard let files = sources.barFiles(platform: platform) else { continue }
                let sides = try [(files.icon.beforeImage(), files.selected?.beforeImage(), "before"),
                                 (files.icon.afterImage(), files.selected?.afterImage(), "after")].map { plain, selected, side -> ReviewPageEntry.Picture? in
                    guard let plain else { return nil }
                    let bars = ReviewPageBars(icon: plain.alphaPlane, selected: selected?.alphaPlane, title: shortName,
                                              platform: platform, mirrors: asset.plan?.mirrors ?? false)
                    return try picture(bars.render(), counter: &counter, alt: "\(asset.name) in the \(bars.rowNames.joined(separator: ", ")) bars, \(side)",
                                       kind: "bars", zoom: 1)
                }
                let title = platform == .android ? "Android navigation bar" : "iPhone tab bar"
                let rows = ReviewPageBars(icon: AlphaPlane(width: 1, height: 1, values: [0]), selected: nil, title: "", platform: platform,
                                          mirrors: asset.plan?.mirrors ?? false).rowNames
                out.append(.init(output: outputNumbers[files.icon.output], title: "\(title): \(rows.joined(separator: " · ")); tab 2 selected",
                                 before: sides[0], after: sides[1]))
            }
        } else if let file = sources.buttonFile() {
            let sides = try [(file.before, "before"), (file.after, "after")].map { data, side -> ReviewPageEntry.Picture? in
                guard let (image, layout) = sources.stretchable(data, file: file) else { return nil }
                let button = ReviewPageButton(image: image, layout: layout, title: shortName,
                                              platform: ReviewPageSources.platform(of: file.output))
                return try picture(button.render(), counter: &counter, alt: "\(asset.name) stretched to \(button.frameWidths.map { "\(Int($0))" }.joined(separator: ", ")) points, \(side)",
                                   kind: "button", zoom: 1)
            }
            out.append(.init(output: outputNumbers[file.output], title: "Stretched to three widths", before: sides[0], after: sides[1]))
        }
        return out
    }

    /// The asset's own name, without `icons/` and its group: what the tabs and buttons are titled.
    private var shortName: String { String(asset.name.split(separator: "/").last ?? Substring(asset.name)) }

    private func picture(_ image: RGBAImage, counter: inout Int, alt: String, kind: String = "art", zoom: Int? = nil) throws -> ReviewPageEntry.Picture {
        defer { counter += 1 }
        let link = try pictures.write(image, as: "a\(index)-\(counter).png")
        let factor = zoom ?? max(1, min(Self.largestZoom, Self.shownSize / max(1, image.width, image.height)))
        return ReviewPageEntry.Picture(src: link, width: image.width * factor, height: image.height * factor, alt: alt, kind: kind)
    }
}

/// How the page names a pixel scale: `@2x`, or `xhdpi` for an Android output.
enum PreviewPlatformName {
    static func scale(_ scale: Double, platform: PreviewPlatform) -> String {
        if scale == scale.rounded(), scale >= 1 { return platform.densityName(Int(scale)) }
        return platform == .android && scale == 1.5 ? "hdpi" : "@\(NumberText.decimal(scale))x"
    }
}
