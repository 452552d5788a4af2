/// A record store kept beside other manifests' parts of the same record (the build's state):
/// a session refuses to write over the files those parts hold (`refuseOtherManifests`). The
/// store says which, so the session needs to know no store above it.
protocol ManifestSections {
    /// Each file other manifests' parts record, by path, with those manifests.
    func otherFiles() -> [String: [String]]
    /// Who writes `manifest`'s part, as a refusal names it (`iconforge build for ../iconforge.yml`).
    static func writer(ofManifest manifest: String) -> String
}
