import Foundation

extension PipelineBuilder {
    /// Writes one finished asset into output `index` and records it: every file with its
    /// SHA-256, and `preview` (its home output only). Files the previous build wrote that
    /// this one did not (a dropped scale, a preview no longer asked for) are pruned.
    func write(_ finished: AssetProduct.Finished, preview: Data?, asset: PlannedAsset, output index: Int,
               survey: inout Survey, notes: inout [String]) throws {
        let output = survey.outputs[index]
        guard let (rendered, files) = finished.files[output.format] else { return }
        try FileNameTooLong.check(files.map(\.path) + (preview == nil ? [] : previewURL(asset).map { [$0.lastPathComponent] } ?? []))
        let previous = survey.states[index].assets[asset.id]
        // The format prunes only inside its bundle; the preview beside it (`../Previews/…`) is
        // the build's to keep or prune below, under the same rules as every recorded file.
        let inBundle = previous?.files.filter { !$0.key.hasPrefix("../") } ?? [:]
        let written = try output.bundle.write(files, of: rendered, previous: inBundle)
        notes += written.notes
        var urls = written.files
        if let preview, let url = previewURL(asset) {
            // Should this fail, the record stays as it was and the next build sees the new sets
            // as changed, so it writes the asset again.
            do {
                AtomicFile.removeStaleTemporaries(in: url.deletingLastPathComponent())
                try AtomicFile.write(preview, to: url)
            } catch {
                throw BundleError(url, error)
            }
            urls.append(url)
        }
        // The bundle's files are hashed from the bytes in hand; only the rest is read back.
        var recorded: [String: String] = [:]
        var encoded: [String: Data] = [:]
        for file in files { encoded[output.root.appendingPathComponent(file.path).standardizedFileURL.path] = file.data }
        for url in urls {
            if let data = encoded[url.standardizedFileURL.path] {
                recorded[output.relativePath(url)] = SHA256.hex(data)
                continue
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw BundleError(url, CocoaError(.fileReadNoSuchFile))
            }
            recorded[output.relativePath(url)] = SHA256.hex(data)
        }
        let previewRecord = preview == nil ? nil : self.previewRecord(asset, in: output)
        survey.states[index].assets[asset.id] = BuildState.Record(
            source: asset.sourceHash, options: asset.optionsHash(in: output, preview: previewRecord),
            version: IconForgeVersion.string, files: recorded)
        let dropped = previous?.files.filter { recorded[$0.key] == nil } ?? [:]
        if !dropped.isEmpty {
            notes += output.prune(dropped, keep: ownedPaths(survey), id: asset.id)
        }
    }

    /// An unchanged icon's 1x alpha, read back from a catalog or PNG folder it was written
    /// to, so redrawing the contact sheet does not render it again. Nil for buttons, or
    /// when no unmodified 1x file exists.
    func recordedSheetItem(_ asset: PlannedAsset, survey: Survey) -> ContactSheet.Item? {
        guard case .icon = asset.kind else { return nil }
        let outline = RenderedAsset(name: asset.name, group: asset.group, kind: .tabIcon, scales: [1],
                                    parts: [.init(images: [:])])
        for (index, output) in survey.outputs.enumerated() {
            // The file holding the 1x alpha plane as it is, if the format writes one.
            let path = (try? output.bundle.files(of: outline))?.first { file in
                if case .image(_, 1, .alphaPlane) = file.content { return true } else { return false }
            }?.path
            guard let path, let record = survey.states[index].assets[asset.id], let hash = record.files[path],
                  let data = FileManager.default.contents(atPath: output.filePath(path)), SHA256.hex(data) == hash,
                  let decoded = try? PNGDecoder.decode(data) else { continue }
            return .icon(name: asset.name, alpha: decoded.image.alphaPlane)
        }
        return nil
    }

    /// Draws and writes the contact sheet, recorded in the first output's state. A sheet
    /// missing some asset (a failed render) is recorded as incomplete, so the next build redraws it.
    func writeSheet(_ sheet: SheetPlan, items: [ContactSheet.Item], complete: Bool, survey: inout Survey) throws {
        let icons = items.filter { if case .icon = $0 { return true } else { return false } }.count
        let title = "\((manifest.file.lastPathComponent)): \(icons) icons, \(items.count - icons) buttons"
        let data = try ContactSheet(title: title, items: items).png()
        do {
            try AtomicFile.write(data, to: sheet.url)
        } catch {
            throw BundleError(sheet.url, error)
        }
        survey.states[0].assets[Self.sheetID] = BuildState.Record(
            source: complete ? sheet.sourceHash : "incomplete", options: Self.sheetID,
            version: IconForgeVersion.string, files: [sheet.relativePath: SHA256.hex(data)])
    }
}
