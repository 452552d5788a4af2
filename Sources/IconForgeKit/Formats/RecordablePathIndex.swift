import Foundation
import Synchronization

/// The paths each asset a record holds can make in one bundle (`OutputFormat.recordablePaths(id:)`),
/// asked of every recorded asset when the bundle opens. Worked out per asset (every form, file
/// variant and outline of the format) they cost about a millisecond each in a debug build, so a
/// record of 100,000 invented entries took minutes to open. Here each form's files are worked
/// out once per kind of asset, in a group or not, with stand-in names, as templates whose holes
/// are the asset's name as the form spells it (`assetName(of:)`: `home`, or `ic_tab_tabs_home`
/// on Android) and its group (`Tabs/Sub`); an asset's paths are matched against the templates
/// filled with its own, byte for byte, so opening a bundle takes time linear in its record.
/// The `Contents.json` of any folder holding one of its files is the asset's too, as in
/// `recordablePaths(name:group:kind:)`.
///
/// A form's templates are proved before they are used: filled with a second set of stand-ins
/// (other case, length, punctuation and depth of group) they must give exactly the files worked
/// out for those. A form whose files are not plainly made of those parts is asked per asset.
///
/// The forms are those of the settings the record says named the asset's files
/// (`recordedForms`), each set of settings worked out once; a record without settings (the
/// defaults, or one from before they were kept) is read with the defaults and the bundle's own.
final class RecordablePathIndex: Sendable {
    /// One class of assets: same kind, in a group or not.
    private struct Shape: Hashable {
        let kind: RenderedAsset.Kind
        let grouped: Bool
    }

    /// One class of assets under one set of recorded settings.
    private struct Key: Hashable {
        let settings: [String: String]
        let shape: Shape
    }

    /// The most sets of recorded settings worked out: one output has had a few in its life, and
    /// each costs templates, so a record inflated with thousands of made-up ones is not read for
    /// minutes; assets recorded under further ones are distrusted.
    static let settingsLimit = 64

    private let format: any OutputFormat
    /// The forms read with the defaults and the bundle's own settings, for records without settings.
    private let forms: [any OutputFormat]
    /// What is worked out on first use, from several threads.
    private let made = Mutex(Made())

    private struct Made {
        /// The forms under each set of recorded settings; nil for settings the format refuses.
        var formsBySettings: [[String: String]: [any OutputFormat]?] = [:]
        /// Per class, per form (as its forms): its templates, or nil where they did not prove out.
        var templates: [Key: [TemplateSet?]] = [:]
    }

    init(format: some OutputFormat) {
        self.format = format
        forms = format.recordableForms()
    }

    /// The paths the asset recorded as `id` with `settings` (`RecordStore.settings(of:)`) can
    /// make; none for an id that is no asset's, or settings the format refuses.
    func paths(id: String, settings: [String: String] = [:]) -> RecordablePaths {
        guard let asset = RecordedAsset(id: id) else { return RecordablePaths(sources: []) }
        let shape = Shape(kind: asset.kind, grouped: asset.group != nil)
        let (forms, byForm) = made.withLock { made -> ([any OutputFormat], [TemplateSet?]) in
            let forms = self.forms(settings, in: &made) ?? []
            let key = Key(settings: settings, shape: shape)
            if let known = made.templates[key] { return (forms, known) }
            let templates = forms.map { Self.templates(of: $0, shape) }
            made.templates[key] = templates
            return (forms, templates)
        }
        let plan = asset.plan
        let group = Array((asset.group ?? "").utf8)
        var sources: [RecordablePaths.Source] = []
        sources.reserveCapacity(forms.count)
        for index in forms.indices {
            if let templates = byForm[index] {
                sources.append(.templates(templates, values: [Array(forms[index].assetName(of: plan).utf8), group]))
            } else {
                sources.append(.paths(forms[index].recordablePaths(name: asset.name, group: asset.group, kind: asset.kind)))
            }
        }
        return RecordablePaths(sources: sources)
    }

    /// The forms naming files under `settings`, kept in `made` (held under its lock).
    private func forms(_ settings: [String: String], in made: inout Made) -> [any OutputFormat]? {
        guard !settings.isEmpty else { return forms }
        if let known = made.formsBySettings[settings] { return known }
        guard made.formsBySettings.count < Self.settingsLimit else { return nil }
        let forms = format.recordedForms(settings)
        made.formsBySettings[settings] = forms
        return forms
    }

    /// `form`'s files for assets of `shape` as templates, or nil when they do not prove out.
    private static func templates(of form: any OutputFormat, _ shape: Shape) -> TemplateSet? {
        let first = StandIn(shape, name: "Zq-Stand.In", group: "Gq-Fold.Er/Sub Two")
        let second = StandIn(shape, name: "yx_OTHER2name", group: "hw_other9DIR")
        let made = first.files(in: form).map { PathTemplate(Array($0.utf8), holes: first.values(in: form)) }
        // Filled with the other stand-ins, the templates must give just the files made for those.
        let filled = Set(made.map { $0.filled(with: second.values(in: form)) })
        return filled.count == made.count && filled == second.files(in: form) ? TemplateSet(made) : nil
    }

    /// A stand-in asset of one shape.
    private struct StandIn {
        let asset: RecordedAsset

        init(_ shape: Shape, name: String, group: String) {
            let folders = shape.grouped ? group.split(separator: "/").map(String.init) : []
            asset = RecordedAsset(kind: shape.kind, groupFolders: folders, name: name)
        }

        func files(in form: any OutputFormat) -> Set<String> {
            form.recordableFiles(name: asset.name, group: asset.group, kind: asset.kind)
        }

        /// The holes' values: the name as `form` spells it, and the group.
        func values(in form: any OutputFormat) -> [[UInt8]] {
            [Array(form.assetName(of: asset.plan).utf8), Array((asset.group ?? "").utf8)]
        }
    }
}

/// The paths one asset can make in a bundle (`RecordablePathIndex`): its files, as templates
/// filled with its own name and group or, for a form whose files are not so made, as paths;
/// and the `Contents.json` of every folder holding one of them.
public struct RecordablePaths: Sendable {
    enum Source: Sendable {
        case templates(TemplateSet, values: [[UInt8]])
        case paths(Set<String>)
    }

    let sources: [Source]
    private static let contents = Array("/Contents.json".utf8)

    /// Whether `relative` (to the bundle) is one of them. On the path's own bytes: a no-op
    /// build asks this of every file a record names.
    public func contains(_ relative: String) -> Bool {
        var spelled = relative
        return spelled.withUTF8 { bytes in
            // A folder's Contents.json: the folder must hold one of the asset's files.
            let folder = bytes.count > Self.contents.count && bytes.suffix(Self.contents.count).elementsEqual(Self.contents)
                ? UnsafeBufferPointer(rebasing: bytes[0 ... bytes.count - Self.contents.count]) : nil
            for source in sources {
                switch source {
                case .templates(let templates, let values):
                    if templates.contains(bytes, values) { return true }
                    if let folder, templates.holdsFolder(folder, values) { return true }
                case .paths(let paths):
                    if paths.contains(relative) { return true }
                }
            }
            return false
        }
    }
}

/// One form's templates, found by the length they take once filled: a path is compared only
/// with those of its own length, a few of the dozens a form has.
final class TemplateSet: Sendable {
    let all: [PathTemplate]
    /// Templates by how often the name and the group come in them, then by their literal
    /// bytes' count (the index: a path's length picks its few with no hashing).
    private let byShape: [(name: Int, group: Int, byLength: [[PathTemplate]])]

    init(_ templates: [PathTemplate]) {
        all = templates
        var byShape: [[Int]: [Int: [PathTemplate]]] = [:]
        for template in templates {
            byShape[template.holeCounts, default: [:]][template.literalCount, default: []].append(template)
        }
        self.byShape = byShape.map { holes, byLength in
            var table = [[PathTemplate]](repeating: [], count: (byLength.keys.max() ?? -1) + 1)
            for (length, templates) in byLength { table[length] = templates }
            return (holes[0], holes[1], table)
        }
    }

    /// Whether `path` is one of the templates filled with `values` (the name, the group), byte for byte.
    func contains(_ path: UnsafeBufferPointer<UInt8>, _ values: [[UInt8]]) -> Bool {
        let name = values[0].count, group = values[1].count
        for shape in byShape {
            let length = path.count - shape.name * name - shape.group * group
            guard length >= 0, length < shape.byLength.count else { continue }
            for template in shape.byLength[length] where template.starts(with: path, values) { return true }
        }
        return false
    }

    /// Whether one of the templates filled with `values` lies in `folder` (ending in `/`), at any depth.
    func holdsFolder(_ folder: UnsafeBufferPointer<UInt8>, _ values: [[UInt8]]) -> Bool {
        all.contains { $0.starts(with: folder, values) }
    }
}

/// A path with holes: literal bytes, and the places where the asset's name or its group goes
/// (by index into the values filling it).
struct PathTemplate: Sendable {
    enum Piece: Sendable {
        case literal([UInt8])
        case hole(Int)
    }

    let pieces: [Piece]
    /// The literal bytes' count and how often each hole comes: the length it takes once filled.
    let literalCount: Int
    let holeCounts: [Int]

    /// `path` with every occurrence of one of `holes` (the first listed first, at each place) made a hole.
    init(_ path: [UInt8], holes: [[UInt8]]) {
        var pieces: [Piece] = [], literal: [UInt8] = [], index = 0
        while index < path.count {
            if let hole = holes.indices.first(where: { !holes[$0].isEmpty && path[index...].starts(with: holes[$0]) }) {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = []
                pieces.append(.hole(hole))
                index += holes[hole].count
            } else {
                literal.append(path[index])
                index += 1
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
        var literalCount = 0, holeCounts = [Int](repeating: 0, count: holes.count)
        for piece in pieces {
            switch piece {
            case .literal(let bytes): literalCount += bytes.count
            case .hole(let hole): holeCounts[hole] += 1
            }
        }
        (self.literalCount, self.holeCounts) = (literalCount, holeCounts)
    }

    /// The path with its holes filled.
    func filled(with values: [[UInt8]]) -> String {
        var bytes: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .literal(let literal): bytes += literal
            case .hole(let hole): bytes += values[hole]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether this template filled with `values` starts with `prefix`.
    func starts(with prefix: UnsafeBufferPointer<UInt8>, _ values: [[UInt8]]) -> Bool {
        var offset = 0
        for piece in pieces where offset < prefix.count {
            let part: [UInt8]
            switch piece {
            case .literal(let literal): part = literal
            case .hole(let hole): part = values[hole]
            }
            let count = min(part.count, prefix.count - offset)
            guard count > 0 else { continue }
            let same = part.withUnsafeBufferPointer { memcmp(prefix.baseAddress! + offset, $0.baseAddress!, count) == 0 }
            guard same else { return false }
            offset += count
        }
        return offset == prefix.count
    }
}
