import ArgumentParser
import Foundation
import IconForgeKit

struct CodegenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codegen",
        abstract: "Write a Swift file with a typed constant for every image of an asset catalog.",
        discussion: """
        Folders with "Provides Namespace" become nested enums. Template icons load with
        .alwaysTemplate; stretchable images load resizable with their cap insets in points.
        Each constant has `image` (UIKit) and `swiftUIImage` (SwiftUI) accessors.
        """
    )

    @Option(help: "The .xcassets catalog to read; repeat it to cover several catalogs in one set of constants.")
    var catalog: [String] = []

    @Option(name: .shortAndLong, help: "The Swift file to write.")
    var output: String

    @Option(help: "Name of the top-level enum.")
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
