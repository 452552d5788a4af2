import ArgumentParser
import IconForgeKit

/// Options shared by every command that renders SVGs.
struct RenderOptions: ParsableArguments {
    /// The rasterizer the command renders through.
    func makeRasterizer() -> Rasterizer {
        LibrsvgRasterizer()
    }
}
