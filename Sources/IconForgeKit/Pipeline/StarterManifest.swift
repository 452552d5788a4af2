import Foundation

/// The commented `iconforge.yml` that `iconforge init` writes: the folder's SVGs as icons into
/// one asset catalog, with the keys a project changes first shown as comments.
public enum StarterManifest {
    /// The manifest's file name, which `iconforge build` looks for.
    public static let fileName = "iconforge.yml"

    /// The SVG and SVGZ files directly in `folder`, sorted by name.
    public static func svgFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { ["svg", "svgz"].contains(($0 as NSString).pathExtension.lowercased()) && !$0.hasPrefix(".") }
            .filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                    && !isFolder.boolValue
            }
            .sorted()
    }

    /// The manifest text for `svgs` (file names relative to the manifest's folder).
    public static func text(svgs: [String]) -> String {
        let icons: String
        if svgs.isEmpty {
            icons = """
              - template: [docs, settings]          # bundled templates (`iconforge templates`); no SVG was here
            #  - source: art/*.svg                   # your own SVGs: files or globs, relative to this file

            """
        } else {
            icons = "  - source:                            # the SVGs found here; globs work too (\"art/*.svg\")\n"
                + svgs.map { "      - \(yamlScalar($0))\n" }.joined()
        }
        return """
        # iconforge.yml: what `iconforge build` renders, from this folder or any folder below it.
        # Paths are relative to this file. Every key: "Asset pipeline" in iconforge's README.
        outputs:
          - xcassets: Assets/Icons.xcassets      # an Xcode asset catalog
        #  - png: Assets/PNG                     # plain name.png, name@2x.png, name@3x.png
        #  - android: app/src/main/res           # Android tab icons, every density
        contact-sheet: Assets/ContactSheet.png   # every asset in one picture for review (false: none)
        # previews: Assets/Previews              # each icon's <name>-preview.png tab-bar simulation

        # defaults:
        #   icons: {size: 30, scales: [1, 2, 3], padding: 0}

        icons:
        \(icons)#    size: 30                            # points: 30 or WxH; or preset: wide
        #    group: Tabs                         # a namespace folder in the catalog

        # buttons:                               # glossy stretchable button backgrounds
        #  - name: buy
        #    colour: 00bd00

        """
    }

    /// A file name as YAML: plain when that reads back as the same string, double-quoted otherwise.
    static func yamlScalar(_ name: String) -> String {
        let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-/"))
        if name.unicodeScalars.allSatisfy(plain.contains), let first = name.first, first.isLetter || first.isNumber {
            return name
        }
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
