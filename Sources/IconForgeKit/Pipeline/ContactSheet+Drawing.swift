import Foundation
import Synchronization

extension ContactSheet {
    /// One piece of the sheet: where it sits and how to draw it with its top at a given y.
    struct Placement {
        var top: Int
        var height: Int
        var draw: @Sendable (Canvas, Int) throws -> Void
    }

    /// Rows drawn per band: a sheet of thousands of icons is drawn a band at a time, so only
    /// its packed RGB bytes are held whole, never a full cairo surface plus its snapshot.
    static let bandHeight = 1024

    /// The bars of each strip, top to bottom: the classic (negative) bar, then the modern one,
    /// every tab unselected. The sheet is a proof of the shapes, on dark and on light, for
    /// looking over a whole batch; the selected states (a tint, the same shapes) are in each
    /// icon's full preview. Unselected tabs are drawn in greys, so a sheet of icons is stored
    /// as an 8-bit grey PNG: a third of the bytes of RGB to compress, the same picture.
    enum Bar: CaseIterable {
        case classic, modern
    }

    /// What the bars of each strip are.
    static let iconsCaption = "Classic tab bar, then modern: unselected"
    /// The same, on a sheet with icons that have a selected drawing.
    static let pairedCaption = "Classic tab bar: unselected; modern: a selected drawing shown selected"
    /// What an Android sheet's bars are.
    static let androidCaption = "Navigation bar (Material 3), light, then dark: unselected"
    static let androidPairedCaption = "Navigation bar (Material 3), light: a selected drawing shown selected; dark: unselected"

    /// The sheet's width and everything on it, top to bottom.
    func layout() -> (width: Int, height: Int, placements: [Placement]) {
        let margin = PreviewStyle.margin
        let strips = iconStrips, buttons = buttonPreviews
        let hasPairs = strips.contains { $0.icons.contains { $0.2 != nil } }
        let caption = platform == .android ? (hasPairs ? Self.androidPairedCaption : Self.androidCaption)
            : hasPairs ? Self.pairedCaption : Self.iconsCaption
        let platform = platform
        // The title and the caption never run off a sheet of a few icons: it widens to hold them.
        let measure = try? Canvas(width: 1, height: 1)
        let texts = [measure?.textWidth(title, size: PreviewStyle.titleSize, bold: true) ?? 0,
                     strips.isEmpty ? 0 : measure?.textWidth(caption, size: PreviewStyle.captionSize) ?? 0]
        let widest = min(Canvas.maximumSide - 2 * margin, max(
            strips.map(\.metrics.width).max() ?? 0, buttons.map(\.1.width).max() ?? 0,
            PreviewStyle.minimumWidth - 2 * margin, Int(texts.max()!.rounded(.up))))
        var placements: [Placement] = []
        var y = margin
        let title = title
        placements.append(Placement(top: y, height: PreviewStyle.titleHeight) { canvas, top in
            canvas.text(title, x: Double(margin), baseline: Double(top + PreviewStyle.titleHeight - 4),
                        size: PreviewStyle.titleSize, bold: true, paint: .color(PreviewStyle.titleColour))
        })
        y += PreviewStyle.titleHeight + Self.sectionGap
        if !strips.isEmpty {
            placements.append(Placement(top: y, height: PreviewStyle.captionHeight) { canvas, top in
                PreviewStyle.caption(caption, on: canvas, x: margin, top: top)
            })
            y += PreviewStyle.captionHeight
            for (metrics, icons) in strips {
                let planes = icons.map(\.1), labels = icons.map { TabLabel.title(from: $0.0) }
                let content = TabBarContent(metrics: metrics, icons: planes, labels: labels, selectedTabs: [])
                // The modern bar shows each selected drawing in its selected tab.
                let paired = TabBarContent(metrics: metrics, icons: icons.map { $0.2 ?? $0.1 }, labels: labels,
                                           selectedTabs: Set(icons.indices.filter { icons[$0].2 != nil }))
                for bar in Bar.allCases {
                    placements.append(Placement(top: y, height: metrics.height) { canvas, top in
                        switch (bar, platform) {
                        case (.classic, .ios): try ClassicTabBar(content: content).draw(on: canvas, x: margin, y: top)
                        case (.modern, .ios): try ModernTabBar(content: paired).draw(on: canvas, x: margin, y: top)
                        // Android: the light bar first, with the pairs selected on their indicators.
                        case (.classic, .android): try NavigationBar(content: paired, scheme: .light).draw(on: canvas, x: margin, y: top)
                        case (.modern, .android): try NavigationBar(content: content, scheme: .dark).draw(on: canvas, x: margin, y: top)
                        }
                    })
                    y += metrics.height
                }
                y += Self.blockGap
            }
            if let measure { y = placeIndex(strips, measure: measure, margin: margin, top: y, into: &placements) }
        }
        if !buttons.isEmpty {
            y += Self.sectionGap
            for (name, preview) in buttons {
                placements.append(Placement(top: y, height: PreviewStyle.captionHeight + preview.height) { canvas, top in
                    // The name alone: manifests name buttons `button-…`, and the preview shows it is one.
                    PreviewStyle.caption(name, on: canvas, x: margin, top: top)
                    try canvas.draw(preview, x: Double(margin), y: Double(top + PreviewStyle.captionHeight), filter: .nearest)
                })
                y += PreviewStyle.captionHeight + preview.height + Self.blockGap
            }
        }
        return (widest + 2 * margin, y + margin, placements)
    }

    /// Draws the sheet as packed RGB rows (the page is opaque), one band at a time, the bands
    /// spread over the cores when `parallel` (`build` draws its sheet after the renders, when
    /// the workers are idle). Each band is drawn into its own rows of the result, so only the
    /// RGB bytes are held whole. A page drawn while the workers still render is drawn serially:
    /// the cores are busy anyway, and threads taking turns at cairo's font cache cost a tenth
    /// more CPU.
    public func renderRGB(parallel: Bool = true) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let rows = try renderRows(channels: 3, parallel: parallel) { canvas, out in
            canvas.opaqueRGB(into: out)
            return true
        }
        return (rows.width, rows.height, rows.bytes!)
    }

    /// The sheet as 8-bit grey rows, the same way; nil when a pixel is not neutral (a button's
    /// colours).
    func renderGrey(parallel: Bool = true) throws -> (width: Int, height: Int, grey: [UInt8]?) {
        let rows = try renderRows(channels: 1, parallel: parallel) { canvas, out in canvas.opaqueGrey(into: out) }
        return (rows.width, rows.height, rows.bytes)
    }

    /// Draws the sheet band by band and lets `read` copy each band's canvas into its rows of
    /// the result (`channels` bytes a pixel); nil once a `read` returns false.
    private func renderRows(channels: Int, parallel: Bool,
                            read: @escaping @Sendable (Canvas, UnsafeMutableBufferPointer<UInt8>) -> Bool) throws
        -> (width: Int, height: Int, bytes: [UInt8]?) {
        let (width, height, placements) = layout()
        let bands = (height + Self.bandHeight - 1) / Self.bandHeight
        let failure = Mutex<Error?>(nil)
        let refused = Atomic<Bool>(false)
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * channels) { buffer, initialized in
            let slots = DisjointSlots(base: buffer.baseAddress!)
            let drawBand: @Sendable (Int) -> Void = { band in
                let bandTop = band * Self.bandHeight, rows = min(Self.bandHeight, height - bandTop)
                let rowBytes = UnsafeMutableBufferPointer(start: slots.base + bandTop * width * channels, count: rows * width * channels)
                // Once a band is refused the rows are dropped: the rest is not drawn.
                guard !refused.load(ordering: .relaxed) else { return rowBytes.update(repeating: 0) }
                do {
                    let canvas = try Canvas(width: width, height: rows)
                    canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(rows)), with: .color(PreviewStyle.page))
                    for placement in placements where placement.top < bandTop + rows && placement.top + placement.height > bandTop {
                        try placement.draw(canvas, placement.top - bandTop)
                    }
                    if !read(canvas, rowBytes) { refused.store(true, ordering: .relaxed) }
                } catch {
                    rowBytes.update(repeating: 0)
                    failure.withLock { $0 = $0 ?? error }
                }
            }
            if parallel { DispatchQueue.concurrentPerform(iterations: bands, execute: drawBand) } else { (0 ..< bands).forEach(drawBand) }
            initialized = width * height * channels
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return (width, height, refused.load(ordering: .relaxed) ? nil : bytes)
    }

    /// The sheet as an image.
    public func render() throws -> RGBAImage {
        let (width, height, rgb) = try renderRGB()
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0 ..< width * height {
            pixels[i * 4] = rgb[i * 3]
            pixels[i * 4 + 1] = rgb[i * 3 + 1]
            pixels[i * 4 + 2] = rgb[i * 3 + 2]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The sheet as a PNG, in one quick trial whatever its size (`PNGCompression.sheet`; a small
    /// sheet, such as a batch's last page of a few icons, once went through the six level-9
    /// trials of an icon, 75 ms for 12 icons): 8-bit grey when every
    /// pixel is neutral (a sheet of icons), else RGB (a button's colours; the page is opaque either way).
    /// Its `Software` text says what drew it, for people looking at the file; what iconforge
    /// may replace is its record's to say (`BundleSession`), not this text.
    public func png(parallel: Bool = true) throws -> Data {
        // Material's colours are never grey: an Android sheet goes straight to RGB.
        if buttonPreviews.isEmpty, platform == .ios {
            let (width, height, grey) = try renderGrey(parallel: parallel)
            if let grey {
                return try PNGEncoder.encode(width: width, height: height, colorType: .grey, bytes: grey, palette: [],
                                             texts: [Self.signature], compression: .sheet)
            }
        }
        let (width, height, rgb) = try renderRGB(parallel: parallel)
        return try PNGEncoder.encode(width: width, height: height, colorType: .rgb, bytes: rgb, palette: [],
                                     texts: [Self.signature], compression: .sheet)
    }

    /// The text chunk every sheet carries.
    static let signature = PNGEncoder.TextChunk(keyword: "Software", text: "iconforge contact sheet")
}
