import Foundation
import Synchronization

/// A run's mark in a folder it writes (a bundle): a small file, `.iconforge-writing`, made
/// before the run's first temporary in that folder or beside it (the folders `covers` names:
/// previews, the contact sheet's, the Swift file's) and removed once the run has finished
/// writing. A mark still there when a run starts was left by a run killed (or stopped) while
/// it wrote: only then are the folders walked for its temporaries
/// (`AtomicFile.removeStaleTemporaries(under:extra:)`). A run that writes nothing (a no-op
/// build) makes no mark and walks nothing, so it neither lists a catalog's thousand folders
/// nor touches the folder's own stat.
public final class WritingMark: Sendable {
    /// The mark's file name, in the folder it marks.
    public static let fileName = ".iconforge-writing"

    /// The mark's file.
    let path: String
    /// The folders whose temporaries it speaks for, standardized and as real paths (a pruned
    /// `Contents.json` is rewritten at its real path): the marked one, and those beside it.
    let own: [String], beside: [String]
    /// Whether the mark is this run's to remove: made by it, or left by a killed run and taken over.
    private let held = Atomic<Bool>(false)

    /// The mark of `folder`, covering temporaries in it (at any depth) and in `beside`.
    public init(folder: String, beside: [String] = []) {
        let folder = LexicalPath.standardized(folder)
        path = folder + "/" + Self.fileName
        let spellings = { (path: String) in Set([LexicalPath.standardized(path), RealPath.of(path)]) }
        own = Array(spellings(folder))
        self.beside = beside.flatMap(spellings)
    }

    /// Whether a run left the mark: one that was killed or stopped before it finished writing.
    public var wasLeft: Bool { access(path, F_OK) == 0 }

    /// Whether the mark is set, by this run or taken over from a killed one.
    var isHeld: Bool { held.load(ordering: .acquiring) }

    /// Takes over a mark a killed run left: this run removes it when it has finished.
    func takeOver() { held.store(true, ordering: .releasing) }

    /// Sets the mark; nothing when it is already set, or when the marked folder is gone (taken
    /// away during the run: there is nothing of it left to clear).
    func set() throws {
        guard !isHeld else { return }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            if errno == ENOENT { return }
            throw AtomicFile.posixError()
        }
        close(descriptor)
        held.store(true, ordering: .releasing)
    }

    /// Removes the mark when this run holds it: every temporary it made is renamed into place or gone.
    func clear() {
        guard held.exchange(false, ordering: .acquiringAndReleasing) else { return }
        unlink(path)
    }

    /// 0 when `folder` (standardized) is the marked folder or inside it, 1 when it is inside
    /// one of the folders beside it, nil when the mark does not speak for it.
    func reach(of folder: String) -> Int? {
        if own.contains(where: { RealPath.isInside(folder, $0) }) { return 0 }
        return beside.contains { RealPath.isInside(folder, $0) } ? 1 : nil
    }
}

extension AtomicFile {
    /// The marks of the folders this process writes now (`guarding`).
    private static let marks = Mutex<[WritingMark]>([])

    /// From now until `unguard`, a temporary in a folder `mark` covers sets it first.
    public static func guarding(_ mark: WritingMark) {
        marks.withLock { $0.append(mark) }
    }

    /// Ends `guarding(mark)` and removes the mark: the run has finished writing there.
    public static func unguard(_ mark: WritingMark) {
        marks.withLock { $0.removeAll { $0 === mark } }
        mark.clear()
    }

    /// Sets, before a temporary is made in `folder`, a mark that speaks for it: none when one
    /// already is set, else the first whose own folder holds it, or failing that the first
    /// with it beside (previews two outputs share need one mark, and the next run of that
    /// manifest opens both). Under the lock, so a second writer waits until the mark is on disk.
    static func markWriting(in folder: String) throws {
        try marks.withLock { marks in
            guard !marks.isEmpty else { return }
            // Writers name folders plainly (a bundle's path and a relative one joined): standard already, as a rule.
            let standardized = LexicalPath.standardized(folder)
            var best: (mark: WritingMark, reach: Int)?
            for mark in marks {
                guard let reach = mark.reach(of: standardized) else { continue }
                if mark.isHeld { return }
                if best.map({ reach < $0.reach }) ?? true { best = (mark, reach) }
            }
            try best?.mark.set()
        }
    }

    /// Removes the marks of every folder this process writes: called once no temporary is left.
    static func clearMarks() {
        marks.withLock { marks in marks.forEach { $0.clear() } }
    }
}
