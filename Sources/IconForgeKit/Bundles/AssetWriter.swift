import Foundation

/// The bundle formats iconforge writes.
public enum BundleFormat: String, CaseIterable, Sendable, Codable {
    /// An Xcode asset catalog (`.xcassets` with `.imageset` folders).
    case xcassets
    /// A plain folder of PNG files.
    case png
    /// An Android `res/` folder.
    case android
}

extension BundleFormat {
    /// The writer of this format for the bundle at `root`; previews go to `previewFolder`,
    /// or where the format puts them.
    public func writer(root: URL, previewFolder: URL? = nil) -> AssetWriter {
        switch self {
        case .xcassets: return AssetCatalog(root: root, previewFolder: previewFolder)
        case .png: return PNGFolder(root: root, previewFolder: previewFolder)
        case .android: return AndroidResources(root: root, previewFolder: previewFolder)
        }
    }
}

/// Writes image sets into one bundle on disk.
public protocol AssetWriter {
    /// Where the bundle lives.
    var root: URL { get }
    /// Where previews and other pictures for people go (never inside an imageset).
    var previewFolder: URL { get }
    /// Writes `set`, replacing any previous version atomically, and returns the files written.
    func write(_ set: ImageSet) throws -> [URL]
}

/// Why a bundle could not be written.
public struct BundleError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }

    init(_ url: URL, _ error: Error) {
        path = url.path
        reason = error.plainReason
    }
}
