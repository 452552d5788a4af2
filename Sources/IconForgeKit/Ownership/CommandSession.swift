import Foundation

/// The session of `iconforge icon` and `iconforge button`: their record is the bundle's
/// `.iconforge-owned.json`.
public typealias CommandSession = BundleSession<OwnershipRecord>

extension BundleSession where Store == OwnershipRecord {
    /// Opens the bundle `format` writes, with previews in `previews` (nil: none); `replaces`:
    /// `--replace`, the user's consent to take over what is in the way; `settings`: the format
    /// settings `format` was made with (`FormatOptions.recorded`), recorded as what named the
    /// files. Pictures an earlier version left beside the bundle (its `Previews/`) are recognised there.
    public static func command(format: any OutputFormat, settings: [String: String] = [:], previews: URL?,
                               replaces: Bool) throws -> CommandSession {
        var options = Options(previews: previews, replaces: replaces)
        options.settings = settings
        options.consent = .option
        options.project = format.root.deletingLastPathComponent()
        return try CommandSession(format: format, options: options) { try OwnershipRecord.read(from: $0) }
    }
}

/// The session of `iconforge build` in one output: its record is that output's build state.
public typealias BuildSession = BundleSession<BuildState>
