import ArgumentParser
import Foundation
import IconForgeKit

struct CodegenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codegen",
        abstract: "Write a Swift file with a typed constant for every image of an asset catalog.",
        discussion: """
        Folders with "Provides Namespace" become nested enums. Template icons load with \
        .alwaysTemplate; stretchable images load resizable with their cap insets in points. \
        Each constant has `image` (UIKit) and `swiftUIImage` (SwiftUI) accessors.

        Exit status: 0 when the file was written, 1 when the catalog could not be read or the file \
        written, 64 on a usage error.
        """
    )

    @Option(help: ArgumentHelp("The .xcassets catalog to read; repeat it to cover several catalogs in one set of constants.",
                               valueName: "path"))
    var catalog: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "path"))
    var output: String

    @Option(help: ArgumentHelp("Name of the top-level enum.", valueName: "name"))
    var enumName: String = "Asset"

    @Flag(name: .customLong("public"), help: "Make the generated declarations public (for a framework).")
    var isPublic = false

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if catalog.isEmpty { throw ValidationError("give the catalog to read with --catalog") }
    }

    func run() throws {
        let generator = SwiftCodeGenerator(enumName: enumName, accessLevel: isPublic ? "public" : "internal")
        do {
            let count = try generator.write(catalogs: catalog.map { URL(fileURLWithPath: $0) }, to: URL(fileURLWithPath: output))
            if !quiet { Console.out("\(output): \(count) images from \(catalog.joined(separator: ", "))") }
        } catch let error as CatalogError {
            Console.error(error.path, error.reason)
            throw ExitCode.failure
        }
    }
}
