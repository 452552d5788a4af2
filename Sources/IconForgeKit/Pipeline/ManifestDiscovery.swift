import Foundation

/// Finds the manifest the way git finds its repository: in the current folder, else in the
/// nearest parent that has one.
public enum ManifestDiscovery {
    /// The manifest's file name, which `iconforge build` looks for and `iconforge init` writes.
    public static let fileName = "iconforge.yml"

    /// The path of the nearest `iconforge.yml`, as a person would type it from `folder`
    /// (`iconforge.yml`, `../iconforge.yml`, ...), or nil when no folder up to the root has one.
    public static func find(from folder: URL) -> String? {
        var candidate = folder.standardizedFileURL
        var ups = 0
        while true {
            var isFolder: ObjCBool = false
            let path = candidate.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                return String(repeating: "../", count: ups) + fileName
            }
            let parent = candidate.deletingLastPathComponent()
            guard parent.path != candidate.path else { return nil }
            candidate = parent
            ups += 1
        }
    }
}
