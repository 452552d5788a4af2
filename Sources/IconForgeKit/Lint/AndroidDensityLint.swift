import Foundation

/// Android Lint's `IconDensities` check on an Android `res/` folder (or a Compose Multiplatform
/// `composeResources` one): a PNG that some `drawable-<density>` folders of one qualifier hold
/// and others of that qualifier lack. Android then scales another density's image in its place,
/// blurred on the way up and wasteful on the way down. iconforge writes every density, so this
/// finds what was written by hand, by another tool, or left half-deleted.
public struct AndroidDensityProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file that is missing (where it would go).
    public let path: String
    public let reason: String

    public var description: String { "\(path): \(reason)" }

    /// The densities iconforge writes, in Android's order.
    static let densities = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]

    /// Whether `path` is a folder holding `drawable` or a `drawable-…<density>` folder: a resource folder.
    public static func isResourceFolder(_ path: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.contains { $0 == "drawable" || split($0) != nil }
    }

    /// The problems in the resource folder `url`, by folder and file name.
    public static func problems(inResourcesAt url: URL) throws -> [AndroidDensityProblem] {
        let folders = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        // The folders of each qualifier (drawable, drawable-night, drawable-dark, …) by density.
        var groups: [String: [String: Set<String>]] = [:]
        for folder in folders {
            guard let (qualifier, density) = split(folder) else { continue }
            let files = (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path)) ?? []
            groups[qualifier, default: [:]][density] = Set(files.filter { $0.lowercased().hasSuffix(".png") })
        }
        var found: [AndroidDensityProblem] = []
        for qualifier in groups.keys.sorted() {
            let byDensity = groups[qualifier]!
            let present = densities.filter { byDensity[$0] != nil }
            for name in byDensity.values.reduce(into: Set<String>(), { $0.formUnion($1) }).sorted() {
                let holding = present.filter { byDensity[$0]!.contains(name) }
                for density in present where !holding.contains(density) {
                    let others = holding.map { "\(qualifier)-\($0)" }.joined(separator: ", ")
                    found.append(.init(path: url.appendingPathComponent("\(qualifier)-\(density)/\(name)").path,
                                       reason: "IconDensities: missing, while \(others) hold it; Android scales another "
                                           + "density's image in its place (blurred when enlarged); add it, or remove the others"))
                }
            }
        }
        return found
    }

    /// `drawable-night-xhdpi` as (`drawable-night`, `xhdpi`); nil for a folder of no density.
    private static func split(_ folder: String) -> (String, String)? {
        guard folder.hasPrefix("drawable-"), let dash = folder.lastIndex(of: "-") else { return nil }
        let density = String(folder[folder.index(after: dash)...])
        guard densities.contains(density) else { return nil }
        return (String(folder[..<dash]), density)
    }
}
