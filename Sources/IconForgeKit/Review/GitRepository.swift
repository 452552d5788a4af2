import Foundation

/// A git checkout, read through git itself (`rev-parse`, `ls-tree`, `cat-file --batch`): the
/// review's old side comes from commits, never by checking files out, so the working tree,
/// the index and iconforge's records are left as they are.
public struct GitRepository: Sendable {
    /// The checkout's top folder, as git gives it (real path).
    public let top: URL

    /// One entry of a commit's tree: a file's path from the top, and its blob.
    public struct Entry: Sendable {
        public var path: String
        public var blob: String
    }

    /// The checkout holding `folder`; `ReviewError.notAGitCheckout` when there is none or git
    /// cannot run.
    public init(containing folder: URL) throws {
        let result: GitProcess.Output
        do {
            result = try GitProcess.run(["rev-parse", "--show-toplevel"], in: folder)
        } catch {
            throw ReviewError.notAGitCheckout(folder: folder.path, reason: "git cannot run: \(error.plainReason)")
        }
        guard result.status == 0, let line = String(data: result.stdout, encoding: .utf8)?
            .trimmingCharacters(in: .newlines), !line.isEmpty else {
            throw ReviewError.notAGitCheckout(folder: folder.path, reason: GitProcess.firstLine(result.stderr) ?? "no repository")
        }
        top = URL(fileURLWithPath: line, isDirectory: true)
    }

    /// `url`'s path from the top (`Assets/Icons.xcassets`), by real path; `""` for the top itself.
    public func path(of url: URL) -> String {
        let real = RealPath.of(url.standardizedFileURL.path), top = RealPath.of(self.top.path)
        if real == top { return "" }
        return real.hasPrefix(top + "/") ? String(real.dropFirst(top.count + 1)) : real
    }

    /// The commit `revision` names; `ReviewError.unknownRevision` when none.
    public func commit(_ revision: String) throws -> String {
        // `--end-of-options`: a revision starting with `-` is a name, never an option of git's.
        let result = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        guard result.status == 0, let sha = String(data: result.stdout, encoding: .utf8)?
            .trimmingCharacters(in: .whitespacesAndNewlines), !sha.isEmpty else {
            throw ReviewError.unknownRevision(revision)
        }
        return sha
    }

    /// The files of `commit` below `folder` (a path from the top, `""` for all), recursively.
    public func files(in commit: String, under folder: String) throws -> [Entry] {
        var arguments = ["ls-tree", "-r", "-z", "--full-tree", commit]
        if !folder.isEmpty { arguments += ["--", folder.hasSuffix("/") ? folder : folder + "/"] }
        let result = try run(arguments)
        guard result.status == 0 else { throw gitFailed("ls-tree", result) }
        return GitTree.entries(result.stdout)
    }

    /// The file at `path` (from the top) in `commit`, or nil when it has none there.
    public func file(_ path: String, in commit: String) throws -> Entry? {
        let result = try run(["ls-tree", "-z", "--full-tree", commit, "--", path])
        guard result.status == 0 else { throw gitFailed("ls-tree", result) }
        return GitTree.entries(result.stdout).first.map { Entry(path: path, blob: $0.blob) }
    }

    /// The bytes of each blob, by blob name, all through one `git cat-file --batch`; a blob over
    /// the limit of a file read from the outputs (`RecordFile.limit`) is left out, as one git
    /// does not have, its bytes passed over as they come, never held.
    public func contents(of blobs: [String]) throws -> [String: Data] {
        try contents(of: blobs, limit: RecordFile.limit)
    }

    /// `contents(of:)`, leaving out each blob over `limit` bytes.
    func contents(of blobs: [String], limit: Int) throws -> [String: Data] {
        let unique = Array(Set(blobs))
        guard !unique.isEmpty else { return [:] }
        let input = Data(unique.map { $0 + "\n" }.joined().utf8)
        var batch = GitBatch(limit: limit)
        let (status, errors) = try GitProcess.run(["cat-file", "--batch"], in: top, input: input) { batch.read($0) }
        guard status == 0 else { throw gitFailed("cat-file", GitProcess.Output(status: status, stdout: Data(), stderr: errors)) }
        return try batch.finish()
    }

    private func run(_ arguments: [String]) throws -> GitProcess.Output {
        do {
            return try GitProcess.run(arguments, in: top)
        } catch {
            throw ReviewError.gitFailed(command: "git " + arguments[0], reason: error.plainReason)
        }
    }

    private func gitFailed(_ command: String, _ result: GitProcess.Output) -> ReviewError {
        .gitFailed(command: "git \(command)", reason: GitProcess.firstLine(result.stderr) ?? "exit status \(result.status)")
    }
}
