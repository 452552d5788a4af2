/// The build's state is one manifest's part of an output's record, beside the other manifests'.
extension BuildState: ManifestSections {
    static func writer(ofManifest manifest: String) -> String { BuildState(manifest: manifest).writer }
}
