/// `iconforge button`'s write: the pipeline's, above the button's recipe and renders.
extension ButtonBuilder {
    /// Builds the button through the one pipeline in its command mode (`PipelineBuilder.runCommand`),
    /// its manifest made in memory: `session`'s bundle its one output, with the session's format
    /// settings and consent, this button its one entry, its preview in the session's previews
    /// folder. Nothing is written when any render fails, or when the button's files clash with
    /// another asset's or with what is the user's; a file of the user's where the preview goes
    /// fails the preview alone.
    public func run(into session: BundleSession<WriterRecord>) -> AssetOutcome {
        var entry = Manifest.ButtonEntry(options: options, template: nil, line: 0)
        entry.read = template
        let manifest = Manifest.command("button", bundle: session.format, settings: session.options.settings,
                                        replaces: session.options.replaces, buttons: [entry], previews: session.options.previews)
        do {
            let run = try PipelineBuilder(manifest: manifest, rasterizer: rasterizer).runCommand(into: session)
            // A button whose record cannot be saved fails, as one that could not be written does.
            if let unsaved = run.unsaved { throw unsaved }
            return run.assets[0]
        } catch {
            return AssetOutcome(source: template.displayName, name: options.name).failed(error)
        }
    }
}
