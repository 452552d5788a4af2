import Foundation

extension Error {
    /// The error's reason for a one-line message, in iconforge's own words: file-system errors
    /// say what is wrong with the path ("is a file, not a folder", "permission denied") rather
    /// than Foundation's sentences ("The operation could not be completed. ...").
    public var plainReason: String {
        let error = self as NSError
        // iconforge's own errors describe themselves; bridged to NSError they would not.
        if error.domain != NSCocoaErrorDomain, error.domain != NSPOSIXErrorDomain { return String(describing: self) }
        // A description set where the error was made is already written for people.
        if let own = error.userInfo[NSLocalizedDescriptionKey] as? String { return own }
        if let reason = Self.cocoaReasons[error.code], error.domain == NSCocoaErrorDomain {
            return reason
        }
        if let posix = (error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError),
           posix.domain == NSPOSIXErrorDomain {
            return Self.posixReason(Int32(posix.code))
        }
        if error.domain == NSCocoaErrorDomain, let bare = Self.bareCocoaReasons[error.code] { return bare }
        let filler = "The operation could not be completed. "
        let description = error.localizedDescription
        return description.hasPrefix(filler) ? String(description.dropFirst(filler.count)) : description
    }

    private static var cocoaReasons: [Int: String] {
        [
            CocoaError.fileWriteFileExists.rawValue: "is a file, not a folder",
            CocoaError.fileNoSuchFile.rawValue: "no such file or folder",
            CocoaError.fileReadNoSuchFile.rawValue: "no such file or folder",
            CocoaError.fileReadNoPermission.rawValue: "permission denied",
            CocoaError.fileWriteNoPermission.rawValue: "permission denied",
            CocoaError.fileWriteOutOfSpace.rawValue: Self.diskFull,
            CocoaError.fileWriteVolumeReadOnly.rawValue: "the disk is read-only",
            CocoaError.fileReadTooLarge.rawValue: "too large to read",
            CocoaError.fileWriteInvalidFileName.rawValue: "the file name is too long (at most 255 bytes) or not allowed",
            CocoaError.fileReadInvalidFileName.rawValue: "the file name is too long (at most 255 bytes) or not allowed",
        ]
    }

    /// ENOSPC and Foundation's out-of-space error alike.
    static var diskFull: String { "the disk is full (no space left on device)" }

    /// Foundation's catch-all codes when nothing more is known: never "NSCocoaErrorDomain error 512".
    private static var bareCocoaReasons: [Int: String] {
        [
            CocoaError.fileWriteUnknown.rawValue: "could not be written",
            CocoaError.fileReadUnknown.rawValue: "could not be read",
        ]
    }

    /// The C library's wording, lowercased, with the two that name folders in iconforge's words.
    private static func posixReason(_ code: Int32) -> String {
        switch code {
        case EISDIR: return "is a folder, not a file"
        case ENOTDIR: return "is a file, not a folder"
        case EEXIST: return "already exists"
        case ENOSPC, EDQUOT: return diskFull
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
