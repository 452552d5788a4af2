extension SwiftCodeGenerator {
    /// The top-level enum's name: `name` as given when it is an identifier (SwiftGen takes
    /// `enumName` verbatim), else made into one as a namespace folder's name is.
    static func typeName(forEnum name: String) -> String {
        SwiftIdentifier.isPlain(name) ? name : SwiftIdentifier.type(name)
    }

    /// Why `name` cannot name the top-level enum, or nil: a type the generated file declares,
    /// a module it imports, a type it uses or one of the standard types an app uses, all of
    /// which the enum would hide in the whole module (`--enum-name String` does not compile).
    public static func enumNameProblem(_ name: String) -> String? {
        let typeName = typeName(forEnum: name)
        let shown = typeName == name ? "'\(name)'" : "'\(name)' (as \(typeName))"
        if SwiftIdentifier.keywords.contains(typeName) || typeName.hasPrefix("`") {
            return "\(shown) is a Swift keyword; choose another name"
        }
        if declaredNames.contains(typeName) {
            return "\(shown) is the name of a type the generated file declares; choose another name"
        }
        if moduleNames.contains(typeName) {
            return "\(shown) would hide the \(typeName) module the generated file imports; choose another name"
        }
        if standardTypeNames.contains(typeName) {
            return "\(shown) would hide the standard type \(typeName) in the whole module; choose another name"
        }
        return nil
    }

    /// What the generated file declares at its top level besides the enum.
    static let declaredNames: Set<String> = SwiftCodeSupport.typeNames.union([
        "AssetBundle", "AssetBundleToken", "AssetImageTypeAlias", "AssetColorTypeAlias",
    ])

    static let moduleNames: Set<String> = ["Swift", "Foundation", "UIKit", "AppKit", "SwiftUI", "ARKit", "DeveloperToolsSupport"]

    /// The types the generated file names (`String`, `UIImage`, `Image`, ...) and the standard
    /// library's and Foundation's common ones, which app code names everywhere.
    static let standardTypeNames: Set<String> = [
        "String", "Bool", "Double", "Float", "Float16", "Float80", "CGFloat", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Character", "Substring", "StaticString", "Unicode",
        "Array", "Dictionary", "Set", "Optional", "Result", "Never", "Void", "AnyObject", "AnyClass", "AnyHashable",
        "Error", "Sendable", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "Sequence", "Collection", "Range", "ClosedRange", "MainActor", "Task",
        "Data", "URL", "Date", "UUID", "Bundle", "NSObject", "NSDataAsset", "ObjCBool",
        "UIImage", "UIColor", "UITraitCollection", "NSImage", "NSColor",
        "Image", "Color", "Text", "EdgeInsets", "ARReferenceImage", "ARReferenceObject",
    ]
}
