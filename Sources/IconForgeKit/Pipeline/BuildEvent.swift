/// What a build reports while it runs, for a progress line or a CI log.
public enum BuildEvent: Sendable {
    /// `done` of `total` assets are finished; `asset` is the latest.
    case progress(done: Int, total: Int, asset: String)
    /// An asset could not be built; its previous files, if any, are left as they were.
    case failed(asset: String, error: AssetError)
    case warning(asset: String, message: String)
}
