import Foundation
import IconForgeKit

/// Where `icon` and `button` put previews: `--preview-dir`, or `iconforge-previews/` in the
/// current folder (never beside the bundle, which is usually in the app's source tree); nil
/// with `--no-preview`.
func previewFolder(_ previewDir: String?, noPreview: Bool) -> URL? {
    guard !noPreview else { return nil }
    return previewDir.map { URL(fileURLWithPath: $0) }
        ?? PreviewPlacement.folder(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
}

/// The one line saying where the previews went: `preview: <file>`, or `previews: 3 in <folder>`.
func previewsLine(_ previews: [URL], in folder: URL?) -> String? {
    guard let first = previews.first else { return nil }
    guard previews.count > 1, let folder else { return "preview: \(first.path)" }
    return "previews: \(previews.count) in \(folder.path)"
}
