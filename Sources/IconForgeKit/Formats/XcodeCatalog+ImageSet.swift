import Foundation

extension XcodeCatalog {
    /// One imageset's write, decided before anything of the asset is written.
    struct ImageSetPlan {
        let folder: String
        /// Files to write: those not already holding their bytes.
        var writes: [EncodedFile]
        /// Every file the asset has in the set once written, with its bytes.
        var files: [String: Data]
        /// The set's `Contents.json` as it will be, and whether it changes.
        var contents: Data
        var writesContents: Bool
        /// A set that does not exist yet, made whole in one step.
        var isNew: Bool
        var notes: [String] = []
        /// What iconforge puts into the set's `Contents.json`, which the user may share.
        var share = ContentsShare.Written(share: ContentsShare(), members: [:])
        /// For a new set: the plan to fall back to should the folder appear meanwhile.
        var replan: (() throws -> ImageSetPlan)?
    }

    /// Decides how `files` (one imageset's) go into the catalog, under the ownership rule: a new
    /// set is made whole; an existing one is merged into only when iconforge's record holds a
    /// file in it (or with `context.replaces`), replacing only its own entries and filling empty
    /// slots of the scales it writes; a set, entry or file of the user's in the way is refused.
    func planImageSet(_ folder: String, files: [EncodedFile], properties: [String: JSONValue],
                      context: WriteContext, kind: CatalogSetKind = .image) throws -> ImageSetPlan {
        let path = context.filePath(folder)
        let mine = files.compactMap(\.entry)
        var status = stat()
        // A name the catalog's listing lacks is new without asking the file system: should it
        // have appeared since, the set's rename refuses to replace it and `replan` takes over.
        let listed = context.names.mayExist(path)
        if !listed || lstat(path, &status) != 0 {
            guard !listed || errno == ENOENT else {
                throw BundleError(URL(fileURLWithPath: path), CocoaError(.fileReadUnknown))
            }
            if let existing = context.names.otherSpelling(of: path) { throw BundleError.sameName(path: path, existing: existing) }
            try refuseTwin(of: folder, kind: kind, context: context)
            let fresh = ImageSetContents.fresh(mine, properties: properties, kind: kind), contents = fresh.data
            let share = ContentsShare.Written(share: ContentsShare(entries: mine, properties: properties), members: fresh.members)
            return ImageSetPlan(folder: folder, writes: files, files: Self.bytes(of: files, folder, contents), contents: contents,
                                writesContents: true, isNew: true, share: share) {
                try self.planExisting(folder, files: files, properties: properties, context: context, kind: kind)
            }
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw BundleError.fileInTheWay(path: path) }
        return try planExisting(folder, files: files, properties: properties, context: context, kind: kind)
    }

    /// A symbol and an image of one name are one asset to Xcode, which fails to build a catalog
    /// holding both: a new set may not appear beside the other kind's set of its name unless that
    /// one goes when the asset's earlier files are pruned (an icon switched between symbol and
    /// PNGs), holding nothing but what iconforge's record says the asset put there. The user's
    /// set stays, and so does one of iconforge's holding the user's entries, files or keys
    /// (`SharedContentsPrune`); `--replace` cannot help, as taking a set over keeps it.
    private func refuseTwin(of folder: String, kind: CatalogSetKind, context: WriteContext) throws {
        guard folder.hasSuffix(kind.suffix) else { return }
        let other: CatalogSetKind = kind == .image ? .symbol : .image
        let twin = String(folder.dropLast(kind.suffix.count)) + other.suffix
        let path = context.filePath(twin)
        var status = stat()
        guard context.names.mayExist(path), lstat(path, &status) == 0 else { return }
        let prefix = twin + "/"
        let recorded = context.previous.filter { $0.key.hasPrefix(prefix) }
        let refusal = { (keptFor: String?) in
            BundleError.twinSet(path: path, set: RelativePath.name(of: folder), keptFor: keptFor, renaming: context.renaming)
        }
        guard !recorded.isEmpty else { throw refusal(nil) }
        let contents = prefix + "Contents.json"
        guard recorded[contents] != nil else { throw refusal("Contents.json") }
        // The files pruning deletes: those the record holds, still as written.
        let going = Set(recorded.filter { FileStanding.of(context.filePath($0.key), writing: nil, recorded: $0.value) == .ours }
            .map { String($0.key.dropFirst(prefix.count)) })
        let owned = Set(recorded.keys.map { String($0.dropFirst(prefix.count)) })
        let share = SharedContentsPrune(path: context.filePath(contents), shownFolder: twin, share: context.shares[contents], owned: owned)
        if let kept = share.usersPart(after: going) { throw refusal(kept) }
    }

    /// `planImageSet` for a set that exists.
    private func planExisting(_ folder: String, files: [EncodedFile], properties: [String: JSONValue],
                              context: WriteContext, kind: CatalogSetKind) throws -> ImageSetPlan {
        let prefix = folder + "/"
        let contentsPath = prefix + "Contents.json"
        let existing = try ImageSetContents.read(context.url(contentsPath), kind: kind)
        let mine = files.compactMap(\.entry)
        let slots = Set(mine.map(ImageSetContents.slot))
        var standings: [String: FileStanding] = [:]
        for file in files { standings[file.path] = context.standing(file.path, writing: file.data) }
        // An entry is iconforge's when its file is recorded and unchanged (or gone since), or
        // already holds exactly what iconforge writes there.
        func isOurs(_ entry: [String: JSONValue]) -> Bool {
            guard ImageSetContents.isPlain(entry), let name = entry["filename"]?.text else { return false }
            let path = prefix + name
            if standings[path] == .same { return true }
            guard context.previous[path] ?? context.recorded(path) != nil else { return false }
            let standing = standings[path] ?? context.standing(path, writing: nil)
            return standing == .ours || standing == .same || standing == .absent
        }
        // The set is iconforge's when its record holds a file in it that still has the recorded
        // bytes: a record naming the set with hashes that hold nowhere proves nothing.
        let madeByIconforge = context.previous.keys.contains { path in
            guard path.hasPrefix(prefix) else { return false }
            let standing = standings[path] ?? context.standing(path, writing: nil)
            return standing == .ours || standing == .same
        }
        if !madeByIconforge && !context.replaces {
            // A set holding nothing but what iconforge would write is its own (a record that was
            // lost). A folder with no Contents.json is no set iconforge left: the user's.
            let fresh = ImageSetContents.fresh(mine, properties: properties, kind: kind)
            guard existing?.members == fresh.members,
                  standings.values.allSatisfy({ $0 == .same || $0 == .absent }) else {
                throw context.refusal(folder, thing: kind.thing, .noRecord)
            }
        }
        var notes: [String] = []
        var replaced: Set<Int> = []
        for (index, entry) in (existing?.entries ?? []).enumerated() {
            if isOurs(entry) || ImageSetContents.isEmptySlot(entry, of: slots) {
                replaced.insert(index)
                continue
            }
            // The user's entry in a slot iconforge fills: theirs, unless the user consented.
            let slot = ImageSetContents.slot(entry)
            guard ImageSetContents.isPlain(entry), slots.contains(slot) else { continue }
            let name = entry["filename"]?.text
            guard context.replaces else {
                let recorded = name.map { context.previous[prefix + $0] ?? context.recorded(prefix + $0) } ?? nil
                let link = name.map { standings[prefix + $0] == .theirs(.link) } ?? false
                throw context.refusal(name.map { prefix + $0 } ?? folder, thing: .entry(slot: slot),
                                      link ? .link : recorded == nil ? .noRecord : .changed)
            }
            replaced.insert(index)
            if let name, !files.contains(where: { $0.path == prefix + name }),
               FileManager.default.fileExists(atPath: context.filePath(prefix + name)) {
                notes.append("\(context.filePath(prefix + name)) is no longer in Contents.json (iconforge took its slot over), "
                             + "but was left in place")
            }
        }
        let entries = existing?.entries ?? []
        let kept = Set(entries.indices.filter { !replaced.contains($0) }.compactMap { entries[$0]["filename"]?.text })
        for file in files {
            switch standings[file.path]! {
            case .absent:
                let path = context.filePath(file.path)
                if let other = context.names.otherSpelling(of: path) { throw BundleError.sameName(path: path, existing: other) }
            case .same, .ours: break
            case .folder: throw BundleError.folderInTheWay(path: context.filePath(file.path))
            case .unreadable(let reason): throw BundleError.io(path: context.filePath(file.path), reason: reason)
            case .theirs(let why):
                if kept.contains(RelativePath.name(of: file.path)) { throw BundleError.usedByUsersEntry(path: context.filePath(file.path)) }
                if !context.replaces { throw context.refusal(file.path, thing: .file, why) }
            }
        }
        let contents = existing?.merged(mine, properties: properties, replaced: replaced) ?? .fresh(mine, properties: properties, kind: kind)
        // The keys iconforge puts there: those the set did not already hold with its values.
        let held = existing?.members["properties"]?.members ?? [:]
        let share = ContentsShare.Written(share: ContentsShare(entries: mine, properties: properties.filter { held[$0.key] != $0.value }),
                                          members: contents.members)
        return ImageSetPlan(folder: folder, writes: files.filter { standings[$0.path] != .same },
                            files: Self.bytes(of: files, folder, contents.data), contents: contents.data,
                            writesContents: existing?.data != contents.data, isNew: false, notes: notes, share: share)
    }

    /// Writes what `plan` decided. A new set appears whole: its files and `Contents.json` go
    /// into a temporary folder renamed into place (`AtomicFile.createFolder`).
    func write(_ plan: ImageSetPlan, context: WriteContext) throws -> BundleWrite {
        let folderURL = root.appendingPathComponent(plan.folder, isDirectory: true)
        if plan.isNew {
            let prefix = plan.folder + "/"
            let direct = plan.writes.allSatisfy {
                $0.path.hasPrefix(prefix) && !$0.path.utf8.dropFirst(prefix.utf8.count).contains(UInt8(ascii: "/"))
            }
            let named = plan.writes.map { (name: String($0.path.dropFirst(prefix.count)), data: $0.data) }
                + [("Contents.json", plan.contents)]
            do {
                if direct, try AtomicFile.createFolder(context.filePath(plan.folder), files: named) {
                    context.names.noteMade(context.filePath(plan.folder))
                    return BundleWrite(files: plan.files, notes: plan.notes, shares: [plan.folder + "/Contents.json": plan.share])
                }
            } catch {
                throw BundleError(folderURL, error)
            }
            // The folder appeared meanwhile, or its parent is missing: merged into file by file.
            if let replan = plan.replan {
                var status = stat()
                if lstat(folderURL.path, &status) == 0 {
                    // Listed as absent, yet there: the listing learns it for later twins' checks.
                    context.names.noteMade(context.filePath(plan.folder))
                    return try write(try replan(), context: context)
                }
            }
        }
        for file in plan.writes {
            do {
                try AtomicFile.write(file.data, to: context.url(file.path))
            } catch {
                throw BundleError(context.url(file.path), error)
            }
        }
        let contentsURL = folderURL.appendingPathComponent("Contents.json", isDirectory: false)
        if plan.writesContents {
            do {
                try AtomicFile.write(plan.contents, to: contentsURL)
            } catch {
                throw BundleError(contentsURL, error)
            }
        }
        if plan.isNew { context.names.noteMade(context.filePath(plan.folder)) }
        return BundleWrite(files: plan.files, notes: plan.notes, shares: [plan.folder + "/Contents.json": plan.share])
    }

    /// The asset's files in `folder` once written, `Contents.json` with them.
    private static func bytes(of files: [EncodedFile], _ folder: String, _ contents: Data) -> [String: Data] {
        var bytes = Dictionary(files.map { ($0.path, $0.data) }) { first, _ in first }
        bytes[folder + "/Contents.json"] = contents
        return bytes
    }
}
