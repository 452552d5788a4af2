import Foundation

/// Why one asset (an icon, a button, a contact sheet) was not written: the error of the area
/// that refused it, kept as the value it is until the command line words it.
public enum AssetError: Error, Sendable, CustomStringConvertible {
    case input(InputError)
    case render(RenderError)
    case worker(WorkerFailure)
    case icon(IconError)
    case buttonTemplate(ButtonTemplateError)
    case png(PNGError)
    case bundle(BundleError)
    case clash(AssetClash)
    case manifest(ManifestError)
    /// An error of no area above (Foundation's, the system's), kept as itself and worded by
    /// `plainReason`.
    case other(any Error)

    /// `error` as the area's value it is.
    public init(_ error: Error) {
        switch error {
        case let error as AssetError: self = error
        case let error as InputError: self = .input(error)
        case let error as RenderError: self = .render(error)
        case let error as WorkerFailure: self = .worker(error)
        case let error as IconError: self = .icon(error)
        case let error as VectorDrawableError: self = .icon(.notAVectorDrawable(error))
        case let error as ButtonTemplateError: self = .buttonTemplate(error)
        case let error as PNGError: self = .png(error)
        case let error as BundleError: self = .bundle(error)
        case let error as AssetClash: self = .clash(error)
        case let error as ManifestError: self = .manifest(error)
        default: self = .other(error)
        }
    }

    public var description: String {
        switch self {
        case .input(let error): return error.description
        case .render(let error): return error.description
        case .worker(let error): return error.description
        case .icon(let error): return error.description
        case .buttonTemplate(let error): return error.description
        case .png(let error): return error.description
        case .bundle(let error): return error.description
        case .clash(let error): return error.description
        case .manifest(let error): return error.description
        case .other(let error): return error.plainReason
        }
    }

    /// The file the error is about when it is not the asset's source (a file in the bundle in
    /// the way): the command line names it instead of the source.
    public var path: String? {
        guard case .bundle(let error) = self else { return nil }
        if case .nameTooLong = error { return nil }
        return error.path
    }

    /// Whether the line names the asset first, the path in its reason (the user's set where the
    /// asset goes, `BundleError.namesAsset`), rather than the path first.
    public var namesAsset: Bool {
        if case .bundle(let error) = self { return error.namesAsset }
        return false
    }

    /// The reason without `path`.
    public var reason: String {
        if case .bundle(let error) = self, path != nil { return error.reason }
        return description
    }

    /// The checks' findings, when they are why the asset failed (`--strict`).
    public var warnings: [IconWarning] {
        if case .icon(let error) = self { return error.warnings }
        return []
    }
}

extension AssetClash: CustomStringConvertible {
    public var description: String {
        switch self {
        case .givenTwice: return "given more than once"
        case .anotherAsset(_, let label, let resource): return "another input (\(label)) also becomes '\(resource)'; rename one of them"
        case .normalizationTwin(_, let label, let resource, let spelling):
            return "another input (\(label)) has the same name under Unicode normalization, as macOS compares names "
                + "(\(spelling)): both would become '\(resource)'; rename one of them"
        case .recorded(let id, let path): return "\(path) is \(id)'s, written earlier; give one of them another name"
        }
    }
}
