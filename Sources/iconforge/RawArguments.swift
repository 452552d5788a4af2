import Foundation
import IconForgeKit

/// The command line as the shell passed it. `CommandLine.arguments` turns bytes that are not
/// UTF-8 into U+FFFD, so a file named in Latin-1 became a name that exists nowhere ("no such
/// file"). Such an argument is spelled here with `\xNN` escapes instead, and remembered, so the
/// command says what is wrong with it.
enum RawArguments {
    /// The arguments after the tool's name, each that is not UTF-8 in its escaped spelling.
    static let arguments: [String] = decoded.map(\.text)

    /// The escaped spellings of the arguments that were not UTF-8.
    static let undecodable: Set<String> = Set(decoded.filter { !$0.valid }.map(\.text))

    private static let decoded: [(text: String, valid: Bool)] = (1 ..< Int(CommandLine.argc)).map { index in
        guard let pointer = CommandLine.unsafeArgv[index] else { return ("", true) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
        if let text = String(validating: bytes, as: UTF8.self) { return (text, true) }
        return (PrintableText.escaped(bytes: bytes), false)
    }
}
