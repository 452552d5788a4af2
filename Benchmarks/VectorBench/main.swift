import Foundation
import IconForgeKit

// Figures about the vector outputs over an icon corpus, for Benchmarks/vectors.sh; it prints and
// checks nothing (the tests hold the outputs to their limits).
//   vector-bench cpu CORPUS [SAMPLE]     CPU ms per icon: PNG at 1x-3x with encoding, PDF, VectorDrawable
//   vector-bench path-lengths CORPUS     the VectorDrawables' pathData lengths (docs/vectors.md)

/// Every SVG under `corpus`, by path relative to it, sorted.
func svgs(in corpus: URL) -> [String] {
    let base = corpus.resolvingSymlinksInPath().path + "/"
    let walker = FileManager.default.enumerator(at: corpus.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
    var paths: [String] = []
    while let url = walker?.nextObject() as? URL {
        guard url.pathExtension == "svg" else { continue }
        paths.append(String(url.resolvingSymlinksInPath().path.dropFirst(base.count)))
    }
    return paths.sorted()
}

/// This process's CPU time so far, in seconds.
func cpuTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU milliseconds of `body` per input, best of three passes.
func cpuMilliseconds(_ inputs: [Data], _ body: (Data) throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0 ..< 3 {
        let start = cpuTime()
        for input in inputs { try body(input) }
        best = min(best, (cpuTime() - start) * 1000 / Double(inputs.count))
    }
    return best
}

/// CPU ms per icon of the three outputs of one SVG, in one process.
func printCPU(corpus: URL, sample: Int) throws {
    let inputs = try svgs(in: corpus).prefix(sample).map { try Data(contentsOf: corpus.appendingPathComponent($0)) }
    let targets = [1, 2, 3].map { IconOptions().target(scale: $0) }
    let png = try cpuMilliseconds(inputs) { svg in
        let result = try LibrsvgRasterizer().render(RenderRequest(svg: svg, targets: targets))
        for image in result.images { _ = try PNGEncoder.encode(image.alphaPlane) }
    }
    let pdf = try cpuMilliseconds(inputs) { _ = try PDFRenderer.render(svg: $0, on: PDFPage()) }
    let drawable = cpuMilliseconds(inputs) { _ = try? VectorDrawable.convert(svg: $0) }
    print(String(format: "%d icons, CPU ms per icon: PNG 1x-3x %.2f, PDF %.2f, VectorDrawable %.3f",
                 inputs.count, png, pdf, drawable))
}

/// How long the drawables' `pathData` strings are: Android Lint's VectorPath check warns about
/// every one of 800 characters or more on every build of the app.
func printPathLengths(corpus: URL) throws {
    let paths = svgs(in: corpus)
    var lengths: [Int] = [], bytes = 0, longest = (0, ""), icons = Set<String>(), clipped = 0
    for path in paths {
        let xml = try VectorDrawable.convert(svg: try Data(contentsOf: corpus.appendingPathComponent(path)))
        bytes += xml.count
        let text = String(decoding: xml, as: UTF8.self)
        if text.contains("<clip-path") { clipped += 1 }
        for length in text.components(separatedBy: "android:pathData=\"").dropFirst().map({ $0.prefix { $0 != "\"" }.count }) {
            lengths.append(length)
            if length >= 800 { icons.insert(path) }
            if length > longest.0 { longest = (length, path) }
        }
    }
    print("""
        corpus: \(paths.count) SVGs, \(lengths.count) pathData strings, \(lengths.reduce(0, +)) characters, \
        drawables \(bytes) bytes, \(clipped) with a <clip-path>
        pathData of 800 characters or more: \(lengths.filter { $0 >= 800 }.count) in \(icons.count) icons; \
        400 or more: \(lengths.filter { $0 >= 400 }.count); longest \(longest.0) (\(longest.1))
        """)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let mode = arguments.first else {
    FileHandle.standardError.write(Data("usage: vector-bench cpu|path-lengths CORPUS [SAMPLE]\n".utf8))
    exit(2)
}
let corpus = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
do {
    switch mode {
    case "cpu": try printCPU(corpus: corpus, sample: arguments.count > 2 ? Int(arguments.last!) ?? .max : .max)
    case "path-lengths": try printPathLengths(corpus: corpus)
    default:
        FileHandle.standardError.write(Data("vector-bench: no mode \(mode) (cpu, path-lengths)\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("vector-bench: \(error)\n".utf8))
    exit(1)
}
