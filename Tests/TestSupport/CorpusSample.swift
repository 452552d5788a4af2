import Foundation

/// Every `stride`-th SVG of the corpus, linked into `folder` under unique names (sets share file
/// names: feather and lucide both have activity.svg); returns the link names.
public func linkCorpusSample(_ corpus: URL, every stride: Int, into folder: URL) throws -> [String] {
    let all = try relativeFiles(in: corpus).filter { $0.hasSuffix(".svg") }
    return try Swift.stride(from: 0, to: all.count, by: stride).map { all[$0] }.map { path -> String in
        let name = path.replacingOccurrences(of: "/", with: "-")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name),
                                                   withDestinationURL: corpus.appendingPathComponent(path))
        return name
    }
}
