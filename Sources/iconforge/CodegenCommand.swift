import ArgumentParser
import Foundation
import IconForgeKit

struct CodegenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codegen",
        abstract: "Write a Swift file with a typed constant for every image, colour, data, symbol and AR set of asset catalogs.",
        discussion: """
        The file is SwiftGen's (xcassets, swift5 template): the same enums and names \
        (Asset.<Catalog>.<Namespace>.<name> with several catalogs, Asset.<Namespace>.<name> with \
        one), and the same API: .image, .swiftUIImage, image(compatibleWith:), UIImage(asset:), \
        SwiftUI.Image(asset:), .color, .swiftUIColor, UIColor(asset:), .data, NSDataAsset(asset:), \
        AR resource groups' referenceImages and referenceObjects. Folders with "Provides \
        Namespace" become nested enums. Images load as the catalog slices them; stretchable \
        images iconforge made also carry their cap insets in points. App icon sets and other sets \
        code does not load by name are skipped (--verbose lists them). Sets whose Xcode-generated \
        asset symbols would clash (giftColor and gift are both `gift`) are warned about.

        Exit status: 0 when the file was written, 1 when a catalog could not be read or the file \
        written, 64 on a usage error.
        """
    )

    @Option(help: ArgumentHelp("The .xcassets catalog to read; repeat it for several catalogs, an enum each.",
                               valueName: "path"))
    var catalog: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "path"))
    var output: String

    @Option(help: ArgumentHelp("Name of the top-level enum.", valueName: "name"))
    var enumName: String = "Asset"

    @Flag(name: .customLong("public"), help: "Make the generated declarations public (for a framework).")
    var isPublic = false

    @Flag(help: "An enum for the catalog even when there is only one (SwiftGen's forceFileNameEnum).")
    var forceCatalogEnums = false

    @Flag(help: ArgumentHelp("Replace the --output file even when iconforge has no record of writing it (or it changed since)."))
    var replace = false

    @Flag(name: .shortAndLong, help: "Print only errors and warnings.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also list every skipped set.")
    var verbose = false

    func validate() throws {
        if catalog.isEmpty { throw ValidationError("give the catalog to read with --catalog") }
        if let problem = SwiftCodeGenerator.enumNameProblem(enumName) { throw ValidationError("--enum-name \(problem)") }
    }

    func run() throws {
        do {
            try OutputPaths.checkCodegen(output: output, catalogs: catalog)
        } catch let error as OutputPathError {
            Console.error(error.path, error.reason)
            throw ExitCode.validationFailure
        }
        let generator = SwiftCodeGenerator(enumName: enumName, accessLevel: isPublic ? "public" : "internal",
                                           forceCatalogEnums: forceCatalogEnums)
        do {
            let contents = try generator.write(catalogs: catalog.map { URL(fileURLWithPath: $0) }, to: URL(fileURLWithPath: output),
                                               replaces: replace) { Console.warning($0, $1) }
            for clash in contents.catalogs.flatMap(XcodeAssetSymbols.clashes(in:)) { Console.warning(clash.path, clash.reason) }
            guard !quiet else { return }
            Console.out("\(output): \(contents.assetSummary) from \(catalog.joined(separator: ", "))")
            if let skipped = contents.skippedSummary {
                Console.out(verbose ? skipped : skipped + " (--verbose lists them)")
            }
            if verbose {
                for set in contents.skipped { Console.out("  \(set.path) (\(set.kind))") }
            }
        } catch let error as CatalogError {
            Console.error(error.path, error.reason)
            throw ExitCode.failure
        } catch let error as BundleError {
            Console.error(error)
            throw ExitCode.failure
        }
    }
}
