import Foundation

/// Cuts a path whose data Android Lint calls too long (its `VectorPath` check warns from 800
/// characters, on every build of the app) into several paths of the same paint, of whole
/// subpaths, where they draw exactly what the one path draws: subpaths whose painted boxes
/// (strokes as drawn) lie at least `gap` apart may go to different paths. No point is then
/// painted by two of them, so neither a translucent paint nor a fill and a stroke paint twice;
/// the winding of a fill, by the nonzero or the even-odd rule, at any point comes from the
/// subpaths of one piece alone (a subpath winds zero around every point outside its box), so a
/// hole stays with its outline; and with a pixel between them no pixel's edge is shared, whose
/// coverage two paths would blend (a + b - ab) where one path adds it (a + b).
///
/// Subpaths that overlap stay together even in an opaque stroke: painting the same spot twice
/// blends their antialiased edges into a darker fringe (6.6/255 on average at mdpi over
/// heroicons' film, 63/255 at worst).
///
/// Pieces are filled greedily, in the order of their first subpaths, up to the limit.
enum PathSplitter {
    /// Android Lint's `VectorPath` check warns about a `pathData` this long or longer.
    static let lintLimit = 800

    /// The pieces, each under `lintLimit` characters as `write` writes them unless one cluster
    /// of subpaths that must stay together is longer alone; nil when the path stays one piece.
    /// `gap`: the space, in the path's units, that keeps two subpaths apart (a pixel).
    static func pieces(_ path: VectorPath, gap: Double, write: ([PathSegment]) -> String) -> [[PathSegment]]? {
        let subpaths = subpaths(of: path.segments)
        guard subpaths.count > 1 else { return nil }
        let clusters = clusters(subpaths, of: path, gap: gap)
        guard clusters.count > 1 else { return nil }
        var pieces: [[Int]] = [], piece: [Int] = []
        func segments(_ indices: [Int]) -> [PathSegment] { indices.sorted().flatMap { subpaths[$0] } }
        for cluster in clusters {
            if !piece.isEmpty, write(segments(piece + cluster)).count >= lintLimit {
                pieces.append(piece)
                piece = []
            }
            piece += cluster
        }
        pieces.append(piece)
        return pieces.count > 1 ? pieces.map(segments) : nil
    }

    /// The path cut before each moveto (a subpath may also carry on after a close).
    static func subpaths(of segments: [PathSegment]) -> [[PathSegment]] {
        var subpaths: [[PathSegment]] = []
        for segment in segments {
            if case .move = segment { subpaths.append([]) }
            if subpaths.isEmpty { subpaths.append([]) }
            subpaths[subpaths.count - 1].append(segment)
        }
        return subpaths
    }

    /// The subpaths in clusters whose painted boxes, grown by half `gap` all round, meet
    /// (touching counts), each cluster in subpath order, the clusters in the order of their
    /// first subpaths.
    static func clusters(_ subpaths: [[PathSegment]], of path: VectorPath, gap: Double) -> [[Int]] {
        let boxes = subpaths.map { subpath -> Rect? in
            var piece = path
            piece.segments = subpath
            return piece.paintedBox.map { $0.insetBy(-gap / 2) }
        }
        var parent = Array(subpaths.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        // Sweep along x: each box meets only the boxes still open where it starts.
        let order = subpaths.indices.filter { boxes[$0] != nil }.sorted { boxes[$0]!.x < boxes[$1]!.x }
        var open: [Int] = []
        for index in order {
            let box = boxes[index]!
            open.removeAll { boxes[$0]!.x + boxes[$0]!.width < box.x }
            for other in open where box.intersection(boxes[other]!) != nil {
                let (a, b) = (root(index), root(other))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
            open.append(index)
        }
        var clusters: [Int: [Int]] = [:], firsts: [Int] = []
        for index in subpaths.indices {
            let key = root(index)
            if clusters[key] == nil { firsts.append(key) }
            clusters[key, default: []].append(index)
        }
        return firsts.map { clusters[$0]! }
    }
}
