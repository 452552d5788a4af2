import Foundation

/// The contact sheet's entry keeps, per page, the assets it shows (`RecordEntry.shown`).
extension WriterRecord {
    public func shown(of id: String) -> [String: [String]] { assets[id]?.shown ?? [:] }

    public mutating func recordShown(_ id: String, _ shown: [String: [String]]) {
        assets[id]?.shown = shown
    }
}
