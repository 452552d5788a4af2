import Foundation

/// One contact sheet (or page) an icon batch wrote, or why it could not.
public struct IconSheetOutcome: Sendable {
    public let url: URL
    /// Icons on the sheet: every icon of its page written in this run.
    public let icons: Int
    /// Why the sheet was not written.
    public var error: AssetError?
}
