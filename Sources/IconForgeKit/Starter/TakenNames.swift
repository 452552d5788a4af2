import Foundation

/// The names already in use in a bundle `iconforge init` points the manifest at: an icon of
/// the same name would be refused there (iconforge never replaces what it did not write), so
/// the manifest must not ask for one. Sets and files an earlier build or `icon` run recorded
/// writing are iconforge's own, not taken.
enum TakenNames {
    /// How deep into a catalog's groups names are looked for.
    static let maximumDepth = 8

    /// The names of the sets in the catalog at `url` (`home` for `home.imageset`), at any
    /// depth, lowercased: Xcode's names clash across groups unless a group is a namespace,
    /// and without ignoring case on a Mac's file system.
    static func catalog(at url: URL) -> Set<String> {
        let owned = Set(recordedFiles(in: url).map(RelativePath.folder))
        var names = Set<String>()
        var queue: [(URL, Int)] = [(url, 0)]
        var budget = ProjectSurvey.maximumEntries
        while let (folder, depth) = queue.popLast(), budget > 0 {
            guard let entries = try? FolderListing.entries(of: folder.path) else { continue }
            budget -= entries.count
            for entry in entries where entry.kind == .folder && !entry.isSymbolicLink {
                guard let name = entry.name else { continue }
                let pathExtension = (name as NSString).pathExtension
                let relative = String(folder.appendingPathComponent(name).path.dropFirst(url.path.count + 1))
                if pathExtension.hasSuffix("set") {
                    if !owned.contains(relative) { names.insert((name as NSString).deletingPathExtension.lowercased()) }
                } else if depth < maximumDepth {
                    queue.append((folder.appendingPathComponent(name), depth + 1))
                }
            }
        }
        return names
    }

    /// The drawable and mipmap resource names in the `res/` folder at `url`, whatever their
    /// density or extension (`ic_tab_home` for `drawable-hdpi/ic_tab_home.png`).
    static func resources(at url: URL) -> Set<String> {
        let owned = recordedFiles(in: url)
        var names = Set<String>()
        guard let folders = try? FolderListing.entries(of: url.path) else { return names }
        for folder in folders where folder.kind == .folder {
            guard let type = folder.name, type.hasPrefix("drawable") || type.hasPrefix("mipmap"),
                  let files = try? FolderListing.entries(of: url.appendingPathComponent(type).path) else { continue }
            for file in files {
                guard let name = file.name, !owned.contains("\(type)/\(name)") else { continue }
                names.insert(String(name.prefix { $0 != "." }).lowercased())
            }
        }
        return names
    }

    /// The files iconforge recorded writing into the bundle at `url`, relative to it: by
    /// `build` (its manifests' parts of the record) or by `icon` and `button` (the commands' part).
    static func recordedFiles(in url: URL) -> Set<String> {
        let built = (try? BuildState.load(from: url))?.ownedFiles ?? []
        return built.union((try? WriterRecord.commands(in: url))?.recordedFiles.values.flatMap(\.keys) ?? [])
    }
}
