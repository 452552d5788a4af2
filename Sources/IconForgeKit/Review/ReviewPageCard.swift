import Foundation

/// One asset's part of the review page: its header (status, name, kind, outputs, figures), a
/// row per file with before | after | difference map | a before/after comparison, then its bars
/// or its stretched button, before and after. Pictures are written as the card is made; the
/// card's HTML is returned.
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

    func html() throws -> String {
        let name = ReviewPageText.escaped(asset.name)
        let numbers = asset.outputs.compactMap { outputNumbers[$0] }.map(String.init).joined(separator: " ")
        var out = "<section class=\"asset\" id=\"a\(index)\" tabindex=\"0\" data-status=\"\(asset.status.rawValue)\""
            + " data-kind=\"\(asset.kind.rawValue)\" data-outputs=\" \(numbers) \" data-name=\"\(name)\" aria-label=\"\(asset.status.rawValue): \(name)\">\n"
        out += header()
        out += "<div class=\"files\" role=\"table\" aria-label=\"Files of \(name)\">\n"
        out += "<div class=\"cols\" role=\"row\"><span role=\"columnheader\">File</span><span role=\"columnheader\">Before</span>"
            + "<span role=\"columnheader\">After</span><span role=\"columnheader\">Difference</span>"
            + "<span role=\"columnheader\">Compare</span></div>\n"
        var counter = 0
        for file in orderedFiles {
            out += try row(file, counter: &counter)
        }
        out += "</div>\n"
        out += try extras(counter: &counter)
        out += "</section>\n"
        return out
    }

    /// Changed files first, then added, removed and unchanged; drawn files before the rest.
    var orderedFiles: [ReviewFile] {
        asset.files.enumerated().sorted { a, b in
            let x = (a.element.status.order, a.element.picture.isDrawn ? 0 : 1, a.offset)
            let y = (b.element.status.order, b.element.picture.isDrawn ? 0 : 1, b.offset)
            return x < y
        }.map(\.element)
    }

    private func header() -> String {
        let changed = asset.files.reduce(0) { $0 + $1.changedPixels }
        let alpha = asset.files.map(\.maxAlphaDelta).max() ?? 0
        let files = asset.files.filter { $0.status != .unchanged }.count
        var figures = [ReviewPageText.count(files, "file") + " " + (asset.status == .changed ? "changed" : asset.status.rawValue)]
        if asset.status == .changed {
            figures.append(ReviewPageText.count(changed, "pixel"))
            figures.append("max Δα \(alpha)")
        }
        var out = "<header><span class=\"badge \(asset.status.rawValue)\">\(asset.status.rawValue)</span>"
            + "<h2>\(ReviewPageText.escaped(asset.name))</h2><span class=\"kind\">\(asset.kind.rawValue)</span>"
            + "<span class=\"figures\">\(ReviewPageText.escaped(figures.joined(separator: " · ")))</span>"
        if let other = asset.renamedAs {
            let words = asset.status == .removed ? "renamed to" : "renamed from"
            out += "<span class=\"renamed\">\(words) \(ReviewPageText.escaped(other)), the same pictures</span>"
        }
        out += "<span class=\"outputs\">" + asset.outputs.map { "<span>\(ReviewPageText.escaped($0.path))</span>" }.joined() + "</span>"
        out += "<label class=\"split\">Before<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Before and after of \(ReviewPageText.escaped(asset.name))\">After</label>"
        return out + "</header>\n"
    }

    /// A file's row: its label, then the four pictures (or what stands in for a missing side).
    private func row(_ file: ReviewFile, counter: inout Int) throws -> String {
        let output = outputNumbers[file.output].map(String.init) ?? ""
        var out = "<div class=\"file \(file.status.rawValue)\" role=\"row\" data-output=\"\(output)\">"
        let scale = file.picture.isDrawn ? ReviewPageSources(asset: asset).role(of: file).scale : nil
        let label = scale.map { "\(PreviewPlatformName.scale($0, platform: ReviewPageSources.platform(of: file.output))) " } ?? ""
        out += "<div class=\"label\" role=\"cell\"><b>\(ReviewPageText.escaped(label))\(file.status.rawValue)</b>"
            + "<code title=\"\(ReviewPageText.escaped(file.path))\">\(ReviewPageText.escaped(file.pathInOutput))</code>"
        if file.status == .changed, file.picture.isDrawn {
            out += "<small>\(ReviewPageText.count(file.changedPixels, "pixel")), max Δα \(file.maxAlphaDelta)</small>"
        }
        if let note = file.note { out += "<small class=\"note\">\(ReviewPageText.escaped(note))</small>" }
        out += "</div>"
        guard file.picture.isDrawn else {
            return out + "<div class=\"content\" role=\"cell\">compared by content: \(file.status == .unchanged ? "the same" : file.status.rawValue)</div></div>\n"
        }
        let before = file.beforeImage(), after = file.afterImage()
        let what = "\(asset.name) \(label)"
        let shownBefore = try before.map { try picture($0, counter: &counter, alt: "\(what)before") }
        // An unchanged file shows the same picture on both sides: written once.
        let shownAfter = try after.map { image in
            file.status == .unchanged && image == before ? shownBefore! : try picture(image, counter: &counter, alt: "\(what)after")
        }
        out += cell(shownBefore, missing: file.before == nil ? "none" : "unreadable")
        out += cell(shownAfter, missing: file.after == nil ? "none" : "unreadable")
        if let before, let after, file.status != .unchanged {
            out += cell(try picture(ReviewPageDifference.map(before: before, after: after), counter: &counter,
                                    alt: "\(what)difference map", kind: "diff"), missing: "")
        } else {
            out += cell(nil, missing: file.status == .unchanged ? "same pixels" : "")
        }
        if let shownBefore, let shownAfter, file.status != .unchanged {
            out += "<div class=\"cmp\" role=\"cell\" style=\"width:\(max(shownBefore.width, shownAfter.width))px;height:\(max(shownBefore.height, shownAfter.height))px\">"
                + shownBefore.tag(extraClass: "b") + shownAfter.tag(extraClass: "a") + "</div>"
        } else {
            out += cell(nil, missing: "")
        }
        return out + "</div>\n"
    }

    /// The bars (an icon) or the stretched button, before and after.
    private func extras(counter: inout Int) throws -> String {
        let sources = ReviewPageSources(asset: asset)
        var out = ""
        if asset.kind == .icon {
            for platform in PreviewPlatform.allCases {
                guard let files = sources.barFiles(platform: platform) else { continue }
                let sides = try [(files.icon.beforeImage(), files.selected?.beforeImage(), "before"),
                                 (files.icon.afterImage(), files.selected?.afterImage(), "after")].map { plain, selected, side -> Shown? in
                    guard let plain else { return nil }
                    let bars = ReviewPageBars(icon: plain.alphaPlane, selected: selected?.alphaPlane, title: shortName,
                                              platform: platform, mirrors: asset.plan?.mirrors ?? false)
                    return try picture(bars.render(), counter: &counter, alt: "\(asset.name) in the \(bars.rowNames.joined(separator: ", ")) bars, \(side)",
                                       kind: "bars", zoom: 1)
                }
                let title = platform == .android ? "Android navigation bar" : "iPhone tab bar"
                let rows = ReviewPageBars(icon: AlphaPlane(width: 1, height: 1, values: [0]), selected: nil, title: "", platform: platform,
                                          mirrors: asset.plan?.mirrors ?? false).rowNames
                out += pair(title: "\(title): \(rows.joined(separator: " · ")); tab 2 selected", sides[0], sides[1],
                            output: files.icon.output)
            }
        } else if let file = sources.buttonFile() {
            let sides = try [(file.before, "before"), (file.after, "after")].map { data, side -> Shown? in
                guard let (image, layout) = sources.stretchable(data, file: file) else { return nil }
                let button = ReviewPageButton(image: image, layout: layout, title: shortName,
                                              platform: ReviewPageSources.platform(of: file.output))
                return try picture(button.render(), counter: &counter, alt: "\(asset.name) stretched to \(button.frameWidths.map { "\(Int($0))" }.joined(separator: ", ")) points, \(side)",
                                   kind: "button", zoom: 1)
            }
            out += pair(title: "Stretched to three widths", sides[0], sides[1], output: file.output)
        }
        return out
    }

    private func pair(title: String, _ before: Shown?, _ after: Shown?, output: ReviewOutput) -> String {
        let number = outputNumbers[output].map(String.init) ?? ""
        return "<div class=\"scene\" data-output=\"\(number)\"><h3>\(ReviewPageText.escaped(title))</h3><div class=\"sides\">"
            + "<figure>\(before?.tag() ?? "<span class=\"missing\">none</span>")<figcaption>Before</figcaption></figure>"
            + "<figure>\(after?.tag() ?? "<span class=\"missing\">none</span>")<figcaption>After</figcaption></figure>"
            + "</div></div>\n"
    }

    /// The asset's own name, without `icons/` and its group: what the tabs and buttons are titled.
    private var shortName: String { String(asset.name.split(separator: "/").last ?? Substring(asset.name)) }

    private func cell(_ shown: Shown?, missing: String) -> String {
        guard let shown else { return "<div class=\"px empty\" role=\"cell\">\(missing)</div>" }
        return "<div class=\"px\" role=\"cell\">\(shown.tag())</div>"
    }

    /// A picture written and how the page shows it.
    struct Shown {
        var link: String
        var width: Int
        var height: Int
        var alt: String
        var kind: String

        func tag(extraClass: String? = nil) -> String {
            let classes = [kind, extraClass].compactMap { $0 }.joined(separator: " ")
            return "<img class=\"\(classes)\" src=\"\(link)\" width=\"\(width)\" height=\"\(height)\" loading=\"lazy\" decoding=\"async\" alt=\"\(ReviewPageText.escaped(alt))\">"
        }
    }

    private func picture(_ image: RGBAImage, counter: inout Int, alt: String, kind: String = "art", zoom: Int? = nil) throws -> Shown {
        defer { counter += 1 }
        let link = try pictures.write(image, as: "a\(index)-\(counter).png")
        let factor = zoom ?? max(1, min(Self.largestZoom, Self.shownSize / max(1, image.width, image.height)))
        return Shown(link: link, width: image.width * factor, height: image.height * factor, alt: alt, kind: kind)
    }
}

/// How the page names a pixel scale: `@2x`, or `xhdpi` for an Android output.
enum PreviewPlatformName {
    static func scale(_ scale: Double, platform: PreviewPlatform) -> String {
        if scale == scale.rounded(), scale >= 1 { return platform.densityName(Int(scale)) }
        return platform == .android && scale == 1.5 ? "hdpi" : "@\(NumberText.decimal(scale))x"
    }
}
