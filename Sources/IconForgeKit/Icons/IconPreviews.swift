import Foundation

/// What `iconforge icon` draws for people to review, in the previews folder outside the bundle.
public enum IconPreviews: String, Sendable, CaseIterable {
    /// One `<name>-preview.png` per icon: the tab-bar simulation.
    case each
    /// One `ContactSheet.png` of every icon written (pages of 256 inputs in big batches:
    /// `ContactSheet-1.png`, ...): each icon in the classic and the modern bar, unselected, in
    /// greys.
    case sheet

    /// The default for `count` icons: the full preview of a single icon, one sheet for a
    /// batch. A preview is a 340 x 617 picture to draw and compress, more work than the
    /// icon's own renders, so one per icon about triples a batch's time; a sheet adds about a tenth
    /// (docs/performance.md).
    public static func automatic(icons count: Int) -> IconPreviews { count > 1 ? .sheet : .each }

    /// The sheet's file name in the previews folder (`ContactSheet-2.png` for a page).
    public static let sheetFileName = "ContactSheet.png"
}
