/// The `--json` report of a build that could not start: a bad or missing manifest, an output
/// that cannot be written at all. A script reading stdout gets an object either way.
extension BuildReport {
    /// `{"ok": false, "error": {"file", "line", "message"}, ...}`, shaped like a full report's header.
    public static func failureJSON(file: String?, line: Int?, reason: String, check: Bool) -> JSONValue {
        .object([
            "version": .string(IconForgeVersion.string),
            "mode": .string(check ? "check" : "build"),
            "ok": .bool(false),
            "error": .object([
                "file": file.map(JSONValue.string) ?? .null,
                "line": line.map(JSONValue.int) ?? .null,
                "message": .string(reason),
            ]),
            "assets": .array([]),
        ])
    }
}
