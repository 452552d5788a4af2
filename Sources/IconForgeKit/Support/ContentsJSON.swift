import Foundation

/// Reads an asset catalog's `Contents.json`, saying in plain words why a file is not a JSON
/// object: nested too deep, not UTF-8, a number out of range, cut off, or another kind of value.
public enum ContentsJSON {
    /// Why `data` is not a JSON object.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// The object in `data`, or the reason there is none.
    public static func object(_ data: Data) -> Result<[String: Any], Problem> {
        if data.isEmpty { return .failure(Problem(reason: "the file is empty")) }
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data)
        } catch {
            return .failure(Problem(reason: reason(for: error)))
        }
        guard let object = value as? [String: Any] else {
            return .failure(Problem(reason: "not a JSON object (it holds \(kind(of: value)))"))
        }
        return .success(object)
    }

    /// The reason `data` is not a JSON object; for a file another reader refused.
    public static func problem(in data: Data) -> String {
        switch object(data) {
        case .failure(let problem): return problem.reason
        case .success: return "not a valid Contents.json"
        }
    }

    /// Foundation's parse error in words: its debug description says what and where.
    static func reason(for error: Error) -> String {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        let at = detail.range(of: #"character \d+"#, options: .regularExpression).map { " (at \(detail[$0]))" } ?? ""
        if detail.hasPrefix("Too many nested") { return "nested too deep for JSON: more than 512 levels\(at)" }
        if detail.contains("UTF-8") || detail.contains("Unicode") { return "not UTF-8 text\(at)" }
        if detail.hasPrefix("Number "), detail.hasSuffix("not representable in Swift.") {
            let number = detail.dropFirst("Number ".count).dropLast(" is not representable in Swift.".count)
            return "the number \(PrintableText.escaped(String(number.prefix(40)))) is out of range"
        }
        if detail.hasPrefix("Unexpected end of file") { return "not valid JSON: the file ends in the middle of a value" }
        let sentence = detail.hasSuffix(".") ? String(detail.dropLast()) : detail
        return sentence.isEmpty ? "not valid JSON" : "not valid JSON: " + PrintableText.escaped(sentence.prefix(1).lowercased() + sentence.dropFirst())
    }

    private static func kind(of value: Any) -> String {
        switch value {
        case is [Any]: return "an array"
        case is String: return "a string"
        case is NSNull: return "null"
        default: return "a single value"
        }
    }
}
