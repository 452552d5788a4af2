import Dispatch
import Foundation
import Synchronization

/// The review page: `index.html` and its `pictures/` folder in the review folder. It opens from
/// disk with no network: its style and script are inside the page, and every picture lies in the
/// folder. Changed assets come first, then added and removed ones; each shows its files before |
/// after | difference map at every scale, with a slider between the two sides, and its bars or
/// its stretched button. Unchanged assets are counted, not shown.
public struct ReviewPage: ReviewPageWriter {
    public init() {}

    public func write(_ review: Review, to folder: URL) throws {
        let pictures = try ReviewPagePictures(in: folder)
        let assets = review.visible
        var numbers: [ReviewOutput: Int] = [:]
        var outputs: [ReviewOutput] = []
        for output in assets.flatMap(\.outputs) where numbers[output] == nil {
            numbers[output] = outputs.count
            outputs.append(output)
        }
        // Each card decodes, compares and encodes its own pictures: on every core at once.
        let cards = Mutex([ReviewPageEntry?](repeating: nil, count: assets.count))
        let failure = Mutex<(any Error)?>(nil)
        let outputNumbers = numbers
        DispatchQueue.concurrentPerform(iterations: assets.count) { index in
            do {
                let entry = try ReviewPageCard(asset: assets[index], index: index, outputNumbers: outputNumbers, pictures: pictures).entry()
                cards.withLock { $0[index] = entry }
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let entries = cards.withLock { $0.compactMap { $0 } }
        let page = try ReviewPageShell(review: review, outputs: outputs).html(cards: entries)
        try AtomicFile.write(Data(page.utf8), to: folder.appendingPathComponent(Self.fileName))
    }

    /// The page's name in the review folder.
    public static let fileName = "index.html"
}
