import ArgumentParser
import Foundation
import IconForgeKit

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a PNG's size, colour type, scale, cap insets and 9-patch frame.",
        discussion: """
        Reads any PNG (iconforge's or not, .9.png source or aapt-compiled 9-patch). Cap insets come \
        from a text chunk, the Contents.json beside the file, or the 9-patch frame. A damaged file \
        is an error; text is printed escaped, a long text shortened unless --verbose.

        Exit status: 0 when every file was read, 1 when any could not be, 64 on a usage error.
        """
    )

    @Argument(help: "PNG files.")
    var files: [String]

    @Flag(help: "Print a JSON array, one object per file that could be read.")
    var json = false

    @Flag(name: .shortAndLong, help: "Print long text chunks (an XMP packet) whole instead of one shortened line.")
    var verbose = false

    @Option(help: ArgumentHelp("Largest image decoded, in pixels (width x height), checked from the header first.",
                               valueName: "pixels"))
    var maxPixels = PNGHeader.defaultMaximumPixels

    func validate() throws {
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be positive") }
    }

    func run() throws {
        var failed = false
        var reports: [JSONValue] = []
        for file in files {
            if RawArguments.undecodable.contains(file) {
                Console.error(file, InputError.nameNotUTF8.description)
                failed = true
                continue
            }
            do {
                let inspection = try PNGInspection.inspect(file, maximumPixels: maxPixels)
                if json {
                    reports.append(inspection.json)
                } else {
                    for line in inspection.reportLines(verbose: verbose) { Console.out(line) }
                }
            } catch {
                Console.error(PrintableText.escaped(file), PrintableText.escaped(String(describing: error)))
                failed = true
            }
        }
        if json { Console.out(JSONValue.array(reports).xcodeText.trimmingCharacters(in: .newlines)) }
        if failed { throw ExitCode.failure }
    }
}
