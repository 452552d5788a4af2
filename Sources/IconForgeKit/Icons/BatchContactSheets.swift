import Foundation
import Synchronization

/// The contact sheets of an `iconforge icon` batch: the icons written, in input order, on pages
/// of `defaultPageSize` inputs. Each page is drawn and written on its own queue as soon as its last
/// icon is in, while the workers render the next ones, so a big batch never holds one huge
/// picture (memory stays flat) and only the last page is left to draw when the renders end.
final class BatchContactSheets: Sendable {
    /// Inputs per page: 256 icons make a 532 x 6,600 px page in strips of 8 tabs.
    static let defaultPageSize = 256

    private let pageSize: Int
    private let folder: URL
    private let bundleName: String
    private let names: [String]
    private let pages: Int
    private let platform: PreviewPlatform
    private let progress: Mutex<Progress>

    /// What the deliveries change, under the lock.
    private struct Progress {
        /// Icons of each page not delivered yet; a page is drawn when its count reaches 0.
        var waiting: [Int]
        /// The 1x alpha planes of the icons written, by input position, until their page is drawn.
        var planes: [Int: AlphaPlane] = [:]
        /// Their selected drawings' (`--selected`), the same way.
        var selectedPlanes: [Int: AlphaPlane] = [:]
        var outcomes: [Int: IconSheetOutcome] = [:]
        var drawn: Set<Int> = []
        /// Icons not delivered yet, of all pages; 0 once `finish` is called: nothing renders any more.
        var undelivered: Int
    }
    private let queue = DispatchQueue(label: "iconforge.contact-sheets")
    private let group = DispatchGroup()
    /// Writes a page under the ownership rule (`BundleSession.writePicture`).
    private let write: @Sendable (Data, URL) throws -> Void

    /// Sheets of the icons named `names` (by input position) in `folder`, for the bundle
    /// `bundleName`; `expected` are the positions that will be delivered (the rest failed early).
    /// `write` puts a page's bytes at its URL.
    init(folder: URL, bundleName: String, names: [String], expected: [Int], pageSize: Int = defaultPageSize,
         platform: PreviewPlatform = .ios, write: @escaping @Sendable (Data, URL) throws -> Void) {
        self.write = write
        self.platform = platform
        self.pageSize = max(1, pageSize)
        self.folder = folder
        self.bundleName = bundleName
        self.names = names
        pages = max(1, (names.count + self.pageSize - 1) / self.pageSize)
        var waiting = Array(repeating: 0, count: pages)
        for position in expected { waiting[position / self.pageSize] += 1 }
        progress = Mutex(Progress(waiting: waiting, undelivered: expected.count))
    }

    /// The page files' URLs: `ContactSheet.png` for one page, else `ContactSheet-1.png`, ...
    func url(page: Int) -> URL {
        folder.appendingPathComponent(pages > 1 ? "\(IconPreviews.sheetPageStem)\(page + 1).png" : IconPreviews.sheetFileName)
    }

    /// Records the icon at `position`: its 1x alpha plane when it was written, nil when it failed,
    /// and its selected drawing's. Called from any thread; the page is drawn once all of its icons are in.
    func deliver(position: Int, alpha: AlphaPlane?, selected: AlphaPlane? = nil) {
        let page = position / pageSize
        let complete = progress.withLock { state in
            if let alpha { state.planes[position] = alpha }
            if let alpha, let selected, alpha.width == selected.width { state.selectedPlanes[position] = selected }
            state.waiting[page] -= 1
            state.undelivered -= 1
            return state.waiting[page] == 0 && state.drawn.insert(page).inserted
        }
        if complete { schedule(page) }
    }

    /// Waits for the pages in progress, draws any left (a delivery that never came), and returns
    /// the pages written, in order. Pages without a written icon are not written.
    func finish() -> [IconSheetOutcome] {
        let left = progress.withLock { state in
            state.undelivered = 0
            return (0 ..< pages).filter { state.drawn.insert($0).inserted }
        }
        left.forEach(schedule)
        group.wait()
        return progress.withLock { state in state.outcomes.keys.sorted().compactMap { state.outcomes[$0] } }
    }

    private func schedule(_ page: Int) {
        queue.async(group: group) { self.draw(page) }
    }

    private func draw(_ page: Int) {
        // While workers render, the cores are busy and bands drawn side by side only add
        // contention; once the renders are (nearly) over, the bands take every core. A page
        // takes about as long to draw alone as an eighth of a page of icons takes to render:
        // the page before a short last one is drawn while the last few icons render, and
        // drawn alone it would leave the other cores idle after them.
        let parallel = progress.withLock { $0.undelivered <= pageSize / 8 }
        let positions = page * pageSize ..< min((page + 1) * pageSize, names.count)
        let items: [ContactSheet.Item] = progress.withLock { state in
            defer { positions.forEach { state.planes.removeValue(forKey: $0); state.selectedPlanes.removeValue(forKey: $0) } }
            return positions.compactMap { position in
                state.planes[position].map { .icon(name: names[position], alpha: $0, selected: state.selectedPlanes[position]) }
            }
        }
        guard !items.isEmpty else { return }
        let url = url(page: page)
        var outcome = IconSheetOutcome(url: url, icons: items.count)
        do {
            let count = "\(items.count) icon\(items.count == 1 ? "" : "s")"
            let title = pages == 1 ? "\(bundleName): \(count)" : "\(bundleName), page \(page + 1) of \(pages): \(count)"
            try write(try ContactSheet(title: title, items: items, platform: platform).png(parallel: parallel), url)
        } catch {
            outcome.error = AssetError(error)
        }
        progress.withLock { $0.outcomes[page] = outcome }
    }
}
