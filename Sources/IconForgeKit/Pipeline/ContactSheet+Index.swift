extension ContactSheet {
    /// The index's heading.
    static let indexCaption = "Index: the full names of the labels shortened above"

    /// Places the index under the strips: one line per icon whose label the bars could not show
    /// whole, even at the smaller size, with its full name, so neighbours such as "Arrow up…"
    /// can be told apart. Lines past the sheet's height limit are counted in a last line.
    /// Returns the y below it.
    func placeIndex(_ strips: [(metrics: TabBarMetrics, icons: [(String, AlphaPlane, AlphaPlane?)])], measure: Canvas,
                    margin: Int, top: Int, into placements: inout [Placement]) -> Int {
        let lines = strips.flatMap { metrics, icons in
            icons.compactMap { icon -> String? in
                let title = TabLabel.title(from: icon.0)
                // The classic bar's bold label is the wider of the two; Android's are not bold.
                let shown = TabLabel.fitted(title, width: metrics.labelRoom, on: measure, bold: metrics.platform == .ios,
                                            size: metrics.labelSize)
                return shown.text == title ? nil : "\(shown.text)  =  \(icon.0)"
            }
        }
        guard !lines.isEmpty else { return top }
        var y = top + Self.sectionGap
        let room = max(0, (Self.maximumHeight - y) / PreviewStyle.captionHeight - 2)
        let shown = lines.count > room ? Array(lines.prefix(room)) + ["… and \(lines.count - room) more"] : lines
        for text in [Self.indexCaption] + shown {
            placements.append(Placement(top: y, height: PreviewStyle.captionHeight) { canvas, top in
                PreviewStyle.caption(text, on: canvas, x: margin, top: top)
            })
            y += PreviewStyle.captionHeight
        }
        return y
    }
}
