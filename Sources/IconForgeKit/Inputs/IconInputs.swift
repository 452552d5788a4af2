import Foundation

/// What `iconforge icon` is given, expanded: a folder stands for its SVG files (sorted, not
/// recursive), `-` for one SVG read from standard input, anything else for a file or template.
public enum IconInput: Equatable, Sendable {
    case file(String)
    case standardInput
    /// A folder with no SVG in it, or one that cannot be listed.
    case unusable(String, InputError)

    /// The argument that stands for standard input.
    public static let standardInputArgument = "-"

    /// `arguments` with every folder replaced by its `.svg`/`.svgz` files. A folder named like a
    /// bundled template (a project's `docs/`) stays the template unless written with a slash.
    public static func expand(_ arguments: [String]) -> [IconInput] {
        arguments.flatMap { argument -> [IconInput] in
            if argument == standardInputArgument { return [.standardInput] }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue,
                  argument.hasSuffix("/") || TemplateLibrary.named(argument) == nil else { return [.file(argument)] }
            do {
                let svgs = try StarterManifest.svgFiles(in: URL(fileURLWithPath: argument))
                guard !svgs.isEmpty else { return [.unusable(argument, .noSVGInFolder)] }
                let folder = argument.hasSuffix("/") ? argument : argument + "/"
                return svgs.map { .file(folder + $0) }
            } catch {
                return [.unusable(argument, .unreadable(error.plainReason))]
            }
        }
    }

    /// What messages call this input.
    public var displayName: String {
        switch self {
        case .file(let path), .unusable(let path, _): return path
        case .standardInput: return "stdin"
        }
    }

    /// Reads the input; standard input becomes the icon `name`.
    public func load(name: String?, maximumBytes: Int) -> Result<IconSource, InputError> {
        switch self {
        case .file(let path): return IconSource.load(path, maximumBytes: maximumBytes)
        case .unusable(_, let error): return .failure(error)
        case .standardInput:
            let data: Data
            switch InputFile.within({
                Result { try FileHandle.standardInput.read(upToCount: maximumBytes + 1) ?? Data() }
                    .mapError { .unreadable($0.plainReason) }
            }) {
            case .success(let read): data = read
            case .failure(let error): return .failure(error)
            }
            if data.isEmpty { return .failure(.empty) }
            if data.count > maximumBytes { return .failure(.tooLarge(bytes: data.count, limit: maximumBytes)) }
            let inflated = Gunzip.isCompressed(data) ? Gunzip.inflate(data, limit: maximumBytes) : .success(data)
            return inflated.map { IconSource(displayName: displayName, name: IconSource.assetName(for: name ?? "icon"), data: $0) }
        }
    }
}
