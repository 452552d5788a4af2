import Foundation

/// The vector form (`--vector`, `vector: true`): tab icons as VectorDrawables,
/// `drawable/ic_tab_<name>.xml`, white and tintable, 24 dp unless sized, and no PNG. An SVG a
/// drawable cannot express fails by name, or with `vector-fallback: png` gets the PNGs and a
/// warning. Buttons are 9-patches in every form, and every density is still rendered: the
/// preview, the checks and a PNG fallback use them.
extension AndroidResources {
    public func vectorArt(_ options: IconOptions) -> VectorArt? {
        guard form == .vector else { return nil }
        var drawable = VectorDrawableOptions(width: options.width, height: options.height, padding: options.padding)
        drawable.autoMirrored = options.mirrors
        return .drawable(drawable, fallsBackToPNG: own.vectorFallsBackToPNG)
    }

    /// The drawables of a vector icon.
    func drawableFiles(of asset: AssetPlan) -> [BundleFile] {
        let type = resourceType, base = baseName(asset)
        guard asset.hasSelectedDrawing else { return [BundleFile(path: "\(type)/\(base).xml", content: .vector(part: 0))] }
        // A pair: each drawing is a drawable of its own, picked by the tab's state.
        let pair = asset.parts.enumerated().map { index, part in
            BundleFile(path: "\(type)/\(base)\(part.isSelectedDrawing ? "_selected" : "_unselected").xml", content: .vector(part: index))
        } + [BundleFile(path: "\(type)/\(base).xml", content: .data(AndroidStateList.tabIcon(base, resourceType: type)))]
        return isComposeResources ? composeResourceFiles(pair, of: asset) : pair
    }
}
