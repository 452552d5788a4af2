import Foundation

/// What Android Lint reports about a VectorDrawable iconforge wrote, on every build of the app
/// that holds it, read from the drawable's own XML: `VectorPath`, a `pathData` of 800
/// characters or more (the writer splits long paths where that draws the same, so one is left
/// only where it cannot: one outline, or subpaths that overlap), and `VectorRaster`, a drawable
/// wider or taller than 200 dp.
public enum VectorDrawableLint {
    /// Android Lint's `VectorRaster` check warns about a drawable larger than this, in dp.
    public static let largestSize = 200.0

    /// The warnings, `VectorRaster` first; none for a drawable Android Lint is quiet about.
    public static func check(_ drawable: Data) -> [IconWarning] {
        guard let root = try? SVGElement.parse(drawable), root.name == "vector" else { return [] }
        var warnings: [IconWarning] = []
        let size = ["width", "height"].map { root.attributes["android:\($0)"].flatMap { Double($0.dropLast(2)) } ?? 0 }
        if size.contains(where: { $0 > largestSize }) {
            let shown = size.map { VectorNumber.text($0, places: 3) }.joined(separator: "x")
            warnings.append(IconWarning(kind: .vectorRaster, detail: "the VectorDrawable is \(shown) dp, larger than the "
                + "\(Int(largestSize))x\(Int(largestSize)) dp Android Lint's VectorRaster check allows (a large vector is slow "
                + "to draw); make it smaller, or write PNGs"))
        }
        let long = root.descendants.compactMap { $0.attributes["android:pathData"]?.count }.filter { $0 >= PathSplitter.lintLimit }
        if let longest = long.max() {
            let (what, them) = long.count == 1 ? ("a path of \(longest) characters", "it")
                : ("\(long.count) paths of \(PathSplitter.lintLimit) characters or more (the longest \(longest))", "them")
            warnings.append(IconWarning(kind: .vectorPath, detail: "the VectorDrawable has \(what), which Android Lint's "
                + "VectorPath check warns about (from \(PathSplitter.lintLimit), on every build); iconforge cannot split \(them) into "
                + "shorter paths that draw the same (one outline, outlines that overlap, or a clip path); simplify the outline"))
        }
        return warnings
    }
}
