import Foundation

/// Writes `count` icons to `art/iNN.svg` in `folder` that take a noticeable time each to render
/// (self-crossing 400-segment paths, drawn from `seed`): a build of them runs long enough to be
/// killed or stopped midway.
func writeSlowIcons(_ count: Int, seed: UInt64, in folder: URL) throws {
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
    var state = seed
    for index in 0 ..< count {
        var points = ""
        for _ in 0 ..< 400 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            points += "L\((state >> 33) % 25) \((state >> 45) % 25) "
        }
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path fill-rule="evenodd" d="M0 0 \#(points)Z"/></svg>"#
        try write(svg, to: String(format: "art/i%02d.svg", index), in: folder)
    }
}
