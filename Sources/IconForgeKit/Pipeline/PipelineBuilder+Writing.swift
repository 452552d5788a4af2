import Foundation

extension PipelineBuilder {
    /// Writes one finished asset into output `index` through its session, and records it:
    /// every file with its SHA-256, and `preview` (its home output only), with the fingerprints
    /// it was built from. Files the previous build wrote that this one did not (a dropped
    /// scale, a preview no longer asked for) are pruned.
    func write(_ finished: AssetProduct.Finished, preview: Data?, asset: PlannedAsset, output index: Int,
               survey: Survey, notes: inout [String]) throws {
        let output = survey.outputs[index]
        guard let (rendered, files) = finished.files[output.optionsKey] else { return }
        let previewFile = preview.flatMap { data in previewURL(asset).map { (url: $0, data: data) } }
        let previewRecord = previewFile == nil ? nil : self.previewRecord(asset, in: output)
        let fingerprint = AssetFingerprint(source: asset.sourceHash, options: asset.optionsHash(in: output, preview: previewRecord))
        let written = try survey.sessions[index].write(rendered, files: files, id: asset.id, preview: previewFile,
                                                       fingerprint: fingerprint, keep: { ownedPaths(survey) })
        notes += written.notes
    }

    /// An unchanged icon's 1x alpha, read back from a catalog or PNG folder it was written
    /// to, so redrawing the contact sheet does not render it again. Nil for buttons, or
    /// when no unmodified 1x file exists.
    func recordedSheetItem(_ asset: PlannedAsset, survey: Survey) -> ContactSheet.Item? {
        guard case .icon = asset.kind else { return nil }
        let plan = AssetPlan.icon(asset.name, group: asset.group, scales: [1])
        for (index, output) in survey.outputs.enumerated() {
            // The file holding the 1x alpha plane as it is, if the format writes one.
            let path = (try? output.bundle.files(of: plan))?.first { file in
                if case .image(_, 1, .alphaPlane) = file.content { return true } else { return false }
            }?.path
            guard let path, let record = survey.states[index].assets[asset.id], let hash = record.files[path],
                  let data = FileManager.default.contents(atPath: output.filePath(path)), SHA256.hex(data) == hash,
                  let decoded = try? PNGDecoder.decode(data) else { continue }
            return .icon(name: asset.name, alpha: decoded.image.alphaPlane)
        }
        return nil
    }

    /// The products that render, for the contact sheet alone, those of the assets at `indices`
    /// (not built this time) whose recorded files cannot give their item; the others' items,
    /// read back from those files, go into `items`.
    func sheetOnlyProducts(_ indices: [Int], survey: Survey, items: inout [Int: ContactSheet.Item]) -> [(asset: Int, product: AssetProduct)] {
        var products: [(asset: Int, product: AssetProduct)] = []
        for index in indices {
            if let item = recordedSheetItem(survey.assets[index], survey: survey) {
                items[index] = item
            } else {
                products.append((index, AssetProduct(survey.assets[index], formats: [], preview: false, settings: self)))
            }
        }
        return products
    }

    /// Draws and writes the contact sheet, recorded in the first output's state with `source`,
    /// its fingerprint as drawn (which assets it leaves out, `SheetPlan.fingerprint(leaving:)`).
    func writeSheet(_ sheet: SheetPlan, items: [ContactSheet.Item], source: String, survey: Survey) throws {
        let icons = items.filter { if case .icon = $0 { return true } else { return false } }.count
        let title = "\((manifest.file.lastPathComponent)): \(icons) icons, \(items.count - icons) buttons"
        let data = try ContactSheet(title: title, items: items, platform: PreviewPlatform(formats: manifest.outputs.map(\.format))).png()
        try survey.sessions[0].writePicture(data, to: sheet.url, id: Self.sheetID, replaces: false, consent: .none, only: true,
                                           fingerprint: AssetFingerprint(source: source,
                                                                         options: Self.sheetOptions(sheet.relativePath)))
    }
}
