import Foundation

/// Where previews and contact sheets go unless told: `iconforge-previews/` in the current folder
/// (`icon`, `button`) or beside the manifest (`build`). Never beside a catalog or `res/` folder,
/// which usually lie in an app's source tree: with Xcode 16's synchronized folders a picture
/// there ships in the app. `init` and its folder scan know the folder by this name too.
public enum PreviewPlacement {
    /// The folder's name.
    public static let folderName = "iconforge-previews"
    /// The build's contact sheet unless the manifest names one, relative to the manifest.
    public static let contactSheet = folderName + "/" + IconPreviews.sheetFileName

    /// The previews folder in `folder` (the current folder, or the manifest's).
    public static func folder(in folder: URL) -> URL {
        folder.appendingPathComponent(folderName, isDirectory: true)
    }
}
