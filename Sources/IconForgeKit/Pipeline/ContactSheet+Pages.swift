import Foundation

extension ContactSheet {
    /// Assets per page of a sheet, a command's or a build's: 256 icons make a 532 x 4,378 px page in
    /// strips of 8 tabs, and a build with one changed renders no more than 255 others again for it.
    static let pageSize = 256

    /// The pages `inputs` inputs take, at least one.
    static func pageCount(_ inputs: Int, pageSize: Int = pageSize) -> Int {
        max(1, (inputs + max(1, pageSize) - 1) / max(1, pageSize))
    }

    /// Page `page` of a command's sheets of `items` (by input position; nil for an input not
    /// written), on pages of `pageSize` inputs so a big batch never makes one huge picture:
    /// `ContactSheet.png` in `folder` for one page, else `ContactSheet-1.png`, ... A page
    /// without an icon written is no page (nil).
    static func page(_ page: Int, of items: [Item?], in folder: URL, bundleName: String, platform: PreviewPlatform,
                     pageSize: Int = pageSize) -> (url: URL, sheet: ContactSheet)? {
        let size = max(1, pageSize), count = pageCount(items.count, pageSize: size)
        let shown = items[min(page * size, items.count) ..< min((page + 1) * size, items.count)].compactMap { $0 }
        guard !shown.isEmpty else { return nil }
        let icons = "\(shown.count) icon\(shown.count == 1 ? "" : "s")"
        let title = count == 1 ? "\(bundleName): \(icons)" : "\(bundleName), page \(page + 1) of \(count): \(icons)"
        let url = pageURL(page, of: count, at: folder.appendingPathComponent(IconPreviews.sheetFileName))
        return (url, ContactSheet(title: title, items: shown, platform: platform))
    }

    /// Where page `page` of `count` goes when the sheet is `url`: `url` itself for one page, else
    /// `<name>-1.png`, `<name>-2.png`, ... beside it (`ContactSheet-2.png`).
    static func pageURL(_ page: Int, of count: Int, at url: URL) -> URL {
        guard count > 1 else { return url }
        let stem = url.deletingPathExtension().lastPathComponent, suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        return url.deletingLastPathComponent().appendingPathComponent("\(stem)-\(page + 1)\(suffix)")
    }

    /// Every page of `items` (`page`), in order.
    static func pages(of items: [Item?], in folder: URL, bundleName: String, platform: PreviewPlatform,
                      pageSize: Int = pageSize) -> [(url: URL, sheet: ContactSheet)] {
        (0 ..< pageCount(items.count, pageSize: pageSize)).compactMap {
            page($0, of: items, in: folder, bundleName: bundleName, platform: platform, pageSize: pageSize)
        }
    }
}
