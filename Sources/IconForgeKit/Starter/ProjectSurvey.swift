import Foundation

/// What `iconforge init` finds below the folder it runs in: folders holding SVGs, asset
/// catalogs, and Android `res/` folders, with the names already taken in each. Build products,
/// dependencies, hidden folders and iconforge's own outputs are passed over; links to folders
/// are not followed (a link loop would never end).
public struct ProjectSurvey: Sendable {
    /// A folder holding SVG or SVGZ files directly.
    public struct SourceFolder: Sendable, Equatable {
        /// Relative to the surveyed folder; "" for the folder itself.
        public var path: String
        /// File names, sorted.
        public var files: [String]
    }

    /// In path order, the surveyed folder first.
    public var svgFolders: [SourceFolder] = []
    /// `.xcassets` folders, relative, in path order.
    public var catalogs: [String] = []
    /// Android resource folders (`res/` holding `drawable*`, `mipmap*` or `values*`), relative.
    public var resourceFolders: [String] = []
    /// Xcode projects and workspaces, and Swift packages' `Package.swift`, relative: the
    /// project is (also) an iOS app.
    public var appleProjects: [String] = []
    /// Gradle build scripts (`build.gradle`, `settings.gradle.kts`, ...), relative: the
    /// project is (also) an Android app.
    public var gradleScripts: [String] = []
    /// SVG files and folders whose names are not UTF-8, relative and `\xNN`-escaped.
    public var undecodable: [String] = []
    /// True when the walk stopped at `maximumEntries` before seeing everything.
    public var isPartial = false

    /// How many folder entries a survey reads at most: a monorepo's worth, in well under a second.
    public static let maximumEntries = 200_000
    /// How deep below the surveyed folder it looks.
    public static let maximumDepth = 12

    /// Folder names never looked into: build products, dependencies, version control.
    static let ignoredNames: Set<String> = ["node_modules", "Pods", "DerivedData", "build", "Build", "Carthage",
                                           PreviewPlacement.folderName]
    /// Folder extensions never looked into for SVGs: bundles and projects, whose files are not sources.
    static let ignoredExtensions: Set<String> = ["xcodeproj", "xcworkspace", "framework", "xcframework", "app",
                                                "bundle", "playground", "lproj"]
    /// Files that mark a folder iconforge wrote (its record, or an earlier version's).
    static let outputMarkers = [".iconforge-record.json", ".iconforge-owned.json", ".iconforge-state.json"]
    /// Folder extensions that make an Xcode project, and the file that makes a Swift package.
    static let xcodeExtensions: Set<String> = ["xcodeproj", "xcworkspace"]
    static let packageManifest = "Package.swift"
    /// The files that make a Gradle (Android) project.
    static let gradleNames: Set<String> = ["build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"]

    /// Whether the project looks like an iOS (or Apple) app: an asset catalog, an Xcode
    /// project or a Swift package.
    public var isAppleProject: Bool { !catalogs.isEmpty || !appleProjects.isEmpty }

    /// Whether the project looks like an Android app and nothing else: a `res/` folder or a
    /// Gradle script, and no sign of Xcode.
    public var isAndroidOnly: Bool { (!resourceFolders.isEmpty || !gradleScripts.isEmpty) && !isAppleProject }

    /// The SVG files of every folder, as paths relative to the surveyed folder.
    public var svgPaths: [String] {
        svgFolders.flatMap { folder in folder.files.map { folder.path.isEmpty ? $0 : "\(folder.path)/\($0)" } }
    }

    /// Surveys the folder at `root`.
    public static func survey(_ root: URL) -> ProjectSurvey {
        var survey = ProjectSurvey()
        var seen = 0
        // Breadth first, so the folders nearest the top are the ones kept when the walk stops early.
        var queue: [(path: String, depth: Int)] = [("", 0)]
        var next = 0
        while next < queue.count {
            let (relative, depth) = queue[next]
            next += 1
            let absolute = relative.isEmpty ? root.path : root.path + "/" + relative
            guard let entries = try? FolderListing.entries(of: absolute) else { continue }
            seen += entries.count
            if seen > maximumEntries {
                survey.isPartial = true
                break
            }
            if relative.hasSuffix("/res") || relative == "res", isAndroidResources(entries) {
                survey.resourceFolders.append(relative)
                continue
            }
            // Compose Multiplatform's resources, which an android output writes as that library reads them.
            if RelativePath.name(of: relative) == AndroidResources.composeResourcesFolder {
                survey.resourceFolders.append(relative)
                continue
            }
            if entries.contains(where: { $0.name.map(outputMarkers.contains) ?? false }) { continue }
            var files: [String] = []
            for entry in entries {
                let path = relative.isEmpty ? entry.displayName : relative + "/" + entry.displayName
                if entry.kind == .file, SVGFolder.isSVG(entry) {
                    if let name = entry.name { files.append(name) } else { survey.undecodable.append(path) }
                    continue
                }
                if entry.kind == .file, let name = entry.name {
                    if name == packageManifest { survey.appleProjects.append(path) }
                    if gradleNames.contains(name) { survey.gradleScripts.append(path) }
                    continue
                }
                guard entry.kind == .folder, !entry.isSymbolicLink, entry.bytes.first != UInt8(ascii: ".") else { continue }
                guard let name = entry.name else {
                    survey.undecodable.append(path + "/")
                    continue
                }
                let pathExtension = (name as NSString).pathExtension.lowercased()
                if xcodeExtensions.contains(pathExtension) { survey.appleProjects.append(path) }
                if pathExtension == "xcassets" {
                    survey.catalogs.append(path)
                } else if !ignoredNames.contains(name), !ignoredExtensions.contains(pathExtension), depth < maximumDepth {
                    queue.append((path, depth + 1))
                }
            }
            if !files.isEmpty { survey.svgFolders.append(SourceFolder(path: relative, files: files.sorted())) }
        }
        survey.svgFolders.sort { ($0.path.isEmpty ? 0 : 1, $0.path) < ($1.path.isEmpty ? 0 : 1, $1.path) }
        survey.catalogs.sort()
        survey.resourceFolders.sort()
        survey.appleProjects.sort()
        survey.gradleScripts.sort()
        survey.undecodable.sort()
        return survey
    }

    /// Whether a folder named `res` holds Android resource folders.
    static func isAndroidResources(_ entries: [FolderEntry]) -> Bool {
        entries.contains { entry in
            guard entry.kind == .folder, let name = entry.name else { return false }
            let type = name.split(separator: "-").first.map(String.init) ?? name
            return ["drawable", "mipmap", "values"].contains(type)
        }
    }
}
