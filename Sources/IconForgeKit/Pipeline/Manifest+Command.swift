import Foundation

extension Manifest {
    /// The manifest a command (`iconforge icon`, `button`) makes in memory, never as YAML text:
    /// `bundle` its one output, written with the format settings `settings` (as recorded) and
    /// `replaces` (`--replace`); per-asset previews in `previews`, or the contact sheet at
    /// `contactSheet`, beside the command. `command` names it in the words of a message about it.
    static func command(_ command: String, bundle: any OutputFormat, settings: [String: String], replaces: Bool,
                        icons: [IconEntry] = [], buttons: [ButtonEntry] = [], previews: URL? = nil,
                        contactSheet: URL? = nil) -> Manifest {
        let options = FormatOptions(settings.reduce(into: [:]) { $0[$1.key] = .init($1.value, origin: .set(key: $1.key)) })
        var output = Output(format: bundle.formatKey, path: bundle.root.path, line: 0, options: options)
        output.replaces = replaces
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return Manifest(file: folder.appendingPathComponent("iconforge \(command)"), outputs: [output], icons: icons,
                        buttons: buttons, contactSheet: contactSheet?.path, previews: previews?.path)
    }
}
