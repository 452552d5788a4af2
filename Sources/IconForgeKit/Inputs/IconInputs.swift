import Foundation
import Synchronization

/// What `iconforge icon`, `lint` and `build` are given, expanded: a folder stands for its SVG
/// files (sorted, not recursive), `-` for one SVG read from standard input, a manifest's glob for
/// the files it matches, anything else for a file or template. Every command reads its inputs
/// through here (`expand`, then `loadAll`), so each takes the same forms and words the same errors.
public enum IconInput: Equatable, Sendable {
    case file(String)
    case standardInput
    /// An input that cannot be read: a folder with no SVG in it, one that cannot be listed, a
    /// name that is not UTF-8.
    case unusable(String, InputError)
    /// A symbolic link in a folder given as input, or among a manifest glob's matches, that
    /// reaches no file (it loops, or its target is gone): no input, so the commands say it in
    /// one warning (`leftOutReason`) and go on with the others. A link given by name is an
    /// input that cannot be read (`.file`, failing as such).
    case brokenLink(String, InputError)

    /// The argument that stands for standard input.
    public static let standardInputArgument = "-"

    /// `arguments` with every folder replaced by its `.svg`/`.svgz` files. A folder named like a
    /// bundled template (a project's `docs/`) stays the template unless written with a slash.
    /// `undecodable` holds the arguments that were not UTF-8 on the command line (spelled with
    /// `\xNN` escapes): each is reported, as is each such file in a folder, never skipped.
    public static func expand(_ arguments: [String], undecodable: Set<String> = []) -> [IconInput] {
        // A stat(2) per argument, on every core: a batch is often thousands of file arguments.
        let folders = [Bool](concurrentlyMapping: arguments.count, chunk: 64) { index in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: arguments[index], isDirectory: &isFolder) && isFolder.boolValue
        }
        return zip(arguments, folders).flatMap { argument, isFolder -> [IconInput] in
            if argument == standardInputArgument { return [.standardInput] }
            if undecodable.contains(argument) { return [.unusable(argument, .nameNotUTF8)] }
            guard isFolder, argument.hasSuffix("/") || TemplateLibrary.named(argument) == nil else { return [.file(argument)] }
            return folder(argument)
        }
    }

    /// The paths of the `.file` inputs that exist, in order (a stat(2) each, on every core).
    public static func existingFiles(_ inputs: [IconInput]) -> [String] {
        let paths = inputs.map { input -> String? in
            if case .file(let path) = input { return path } else { return nil }
        }
        let exists = [Bool](concurrentlyMapping: paths.count, chunk: 64) { index in
            paths[index].map { FileManager.default.fileExists(atPath: $0) } ?? false
        }
        return zip(paths, exists).compactMap { path, exists in exists ? path : nil }
    }

    /// A manifest's `source:` (a file, a folder or a glob, relative to `folder`), expanded to
    /// absolute paths. A glob that matches nothing is `.noMatch`.
    public static func expand(source: String, in folder: URL) -> [IconInput] {
        let base = folder.standardizedFileURL.path
        let absolute = source.hasPrefix("/") ? source : (base.hasSuffix("/") ? base : base + "/") + source
        guard Glob.isPattern(source) else {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder)
            return exists && isFolder.boolValue ? Self.folder(absolute) : [.file(absolute)]
        }
        // The manifest's own folder is a path, not a pattern, even when its name holds `[`.
        let pattern = source.hasPrefix("/") ? source : Glob.escaped(base.hasSuffix("/") ? base : base + "/") + source
        let matches = Glob.expand(pattern)
        // A match that is a link reaching no file is said and left out; with nothing else, nothing matches.
        let files = matches.paths.map { path -> IconInput in
            guard let problem = SymbolicLinkProblem.of(path) else { return .file(path) }
            return .brokenLink(path, problem)
        }
        let found = files + matches.undecodable.map { IconInput.unusable($0, .nameNotUTF8) }
        guard found.contains(where: { !$0.isLeftOut }) else { return found + [.unusable(source, .noMatch)] }
        return found
    }

    /// The SVGs of the folder at `path`, in name order, with any whose name is not UTF-8, then
    /// the SVG links in it that reach no file.
    static func folder(_ path: String) -> [IconInput] {
        do {
            let listing = try SVGFolder.list(path)
            let folder = path.hasSuffix("/") ? path : path + "/"
            let broken = listing.brokenLinks.map { IconInput.brokenLink(folder + $0.name, $0.problem) }
            guard !listing.files.isEmpty || !listing.undecodable.isEmpty else { return broken + [.unusable(path, .noSVGInFolder)] }
            return listing.files.map { .file(folder + $0) } + listing.undecodable.map { .unusable(folder + $0, .nameNotUTF8) } + broken
        } catch {
            return [.unusable(path, .unreadable(error.plainReason))]
        }
    }

    /// What messages call this input.
    public var displayName: String {
        switch self {
        case .file(let path), .unusable(let path, _), .brokenLink(let path, _): return path
        case .standardInput: return "stdin"
        }
    }

    /// Whether it is a link a folder or glob held that is no input (`.brokenLink`).
    public var isLeftOut: Bool {
        if case .brokenLink = self { return true }
        return false
    }

    /// What the commands say of a `.brokenLink` in a warning naming it: that it is left out,
    /// and why, in the words of the error a link given by name is. Nil for any other input.
    public var leftOutReason: String? {
        guard case .brokenLink(_, let problem) = self else { return nil }
        return Self.leftOutReason(problem)
    }

    /// What is said of a link left out, which `problem` is.
    static func leftOutReason(_ problem: InputError) -> String {
        "left out, as it \(problem)"
    }

    /// Reads every input at once on pooled threads and returns them in order, each failing
    /// alone when its read takes longer than `InputFile.timeout` once it is waited for. One
    /// read after another, each handed to a pooled thread and waited for, took a 2,000-file
    /// batch longer than rendering its first few hundred icons.
    public static func loadAll(_ inputs: [IconInput], name: String?, maximumBytes: Int) -> [Result<IconSource, InputError>] {
        startLoading(inputs, name: name, maximumBytes: maximumBytes).results()
    }

    /// `loadAll` begun now and collected later (`results`), so the reads overlap what the
    /// caller does meanwhile (a batch checks its outputs and opens its bundle).
    public static func startLoading(_ inputs: [IconInput], name: String?, maximumBytes: Int) -> InputLoads {
        let slots = inputs.map { _ in LoadSlot() }
        for (input, slot) in zip(inputs, slots) {
            DispatchQueue.global(qos: .userInitiated).async {
                slot.fill(input.load(name: name, maximumBytes: maximumBytes, timed: false))
            }
        }
        return InputLoads(slots: slots)
    }

    /// Reads the input; `name`, when given, names the icon instead of its file name (`icon
    /// --name`, for one input), and standard input's icon is `icon` without it. `timed: false`
    /// reads on the calling thread, for a caller that bounds the wait itself.
    public func load(name: String?, maximumBytes: Int, timed: Bool = true) -> Result<IconSource, InputError> {
        switch self {
        case .file(let path):
            let loaded = IconSource.load(path, maximumBytes: maximumBytes, timed: timed)
            guard let name else { return loaded }
            return loaded.map { $0.renamed(IconSource.assetName(for: name), shown: $0.displayName) }
        case .unusable(_, let error), .brokenLink(_, let error): return .failure(error)
        case .standardInput:
            let data: Data
            let read: @Sendable () -> Result<Data, InputError> = {
                Result { try FileHandle.standardInput.read(upToCount: maximumBytes + 1) ?? Data() }
                    .mapError { .unreadable($0.plainReason) }
            }
            switch timed ? InputFile.within(read) : read() {
            case .success(let read): data = read
            case .failure(let error): return .failure(error)
            }
            if data.isEmpty { return .failure(.empty) }
            if data.count > maximumBytes { return .failure(.standardInputTooLarge(limit: maximumBytes)) }
            let inflated = Gunzip.isCompressed(data) ? Gunzip.inflate(data, limit: maximumBytes) : .success(data)
            return inflated.map { IconSource(displayName: displayName, name: IconSource.assetName(for: name ?? "icon"), data: $0) }
        }
    }
}

/// Inputs being read on pooled threads (`IconInput.startLoading`).
public struct InputLoads: Sendable {
    fileprivate let slots: [LoadSlot]

    /// Every input's result, in input order, each failing alone when its read takes longer
    /// than `InputFile.timeout` once it is waited for.
    public func results() -> [Result<IconSource, InputError>] {
        let seconds = InputFile.timeout
        return slots.map { $0.wait(seconds: seconds) }
    }
}

/// One input's load result, filled by a pooled thread and waited for in input order.
private final class LoadSlot: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<Result<IconSource, InputError>?>(nil)

    func fill(_ value: Result<IconSource, InputError>) {
        result.withLock { $0 = value }
        done.signal()
    }

    /// The result, or a time-out when none came within `seconds` of asking (a read left
    /// blocked is abandoned; its thread is released when the read ends, or with the process).
    func wait(seconds: TimeInterval) -> Result<IconSource, InputError> {
        guard done.wait(timeout: .now() + seconds) == .success else { return .failure(.timedOut(seconds: seconds)) }
        return result.withLock { $0! }
    }
}
