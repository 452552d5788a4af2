import CRsvg
import Foundation

/// Turns a GError into a one-line message and frees it. GLib's error macros
/// (`RSVG_ERROR`, ...) don't import into Swift, so callers compare quarks directly.
enum GLibError {
    static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        guard let message = error.pointee.message else { return "unknown error" }
        return String(cString: message)
            .split(whereSeparator: \.isNewline)
            .joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
            // libxml2's "Error domain 1 code 4 on line 1 column 1 of data:" means nothing to a person.
            .replacingOccurrences(of: #":? ?Error domain \d+ code \d+ on (line \d+ column \d+) of data:"#,
                                  with: " on $1:", options: .regularExpression)
    }
}
