import Foundation

/// Runs git, found on `PATH`, and collects what it prints.
enum GitProcess {
    struct Output: Sendable {
        var status: Int32
        var stdout: Data
        var stderr: Data
    }

    /// Runs `git arguments` in `folder`, feeding it `input` on stdin. Optional locks are off
    /// (`GIT_OPTIONAL_LOCKS=0`), so not even a refresh of the index is written; the user's own
    /// configuration applies otherwise, as to any git command they run.
    static func run(_ arguments: [String], in folder: URL, input: Data? = nil) throws -> Output {
        var out = Data()
        let (status, errors) = try run(arguments, in: folder, input: input) { out.append($0) }
        return Output(status: status, stdout: out, stderr: errors)
    }

    /// `run`, handing what git prints on stdout to `output` piece by piece as it comes, so a
    /// reader that keeps only some of it (`GitBatch`) never holds the rest. Returns the exit
    /// status and what git printed on stderr.
    static func run(_ arguments: [String], in folder: URL, input: Data? = nil,
                    output: (Data) -> Void) throws -> (status: Int32, stderr: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        // Fed from its own thread while this one reads: git answers as it reads, and either
        // pipe filling up would otherwise stop both sides.
        if let input {
            let writer = stdin.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        let errors = PipeDrain(stderr.fileHandleForReading)
        let reading = stdout.fileHandleForReading
        while case let piece = reading.availableData, !piece.isEmpty { output(piece) }
        process.waitUntilExit()
        return (process.terminationStatus, errors.wait())
    }

    /// The first line of what git printed on stderr, without `fatal: `; nil when it printed nothing.
    static func firstLine(_ data: Data) -> String? {
        guard let text = String(data: data, encoding: .utf8),
              let line = text.split(whereSeparator: \.isNewline).first else { return nil }
        let plain = line.hasPrefix("fatal: ") ? line.dropFirst(7) : line.hasPrefix("error: ") ? line.dropFirst(7) : line[...]
        return String(plain)
    }
}
