import Foundation

/// Errors from the system and from Foundation in plain words: "permission denied", "no such file
/// or directory", never a framework's domain and code.
///
/// ```swift
/// ErrorWords.of(error) // "permission denied"
/// ```
@_spi(Flows) public enum ErrorWords {
  /// The words for `error`: the system's own for an errno, the underlying errno's for a
  /// Foundation error, the description of anything else.
  public static func of(_ error: any Error) -> String {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return of(errno: Int32(error.code)) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return of(errno: Int32(underlying.code))
    }
    if error.domain == NSCocoaErrorDomain {
      switch error.code {
      case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return of(errno: Platform.noSuchFile)
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return of(errno: Platform.permissionDenied)
      case NSFileWriteOutOfSpaceError: return of(errno: Platform.noSpace)
      case NSFileWriteVolumeReadOnlyError: return of(errno: Platform.readOnlyFileSystem)
      case NSFileReadCorruptFileError, NSFileReadInapplicableStringEncodingError: return "not valid UTF-8 text"
      default: return "cannot be read or written"
      }
    }
    return error.localizedDescription
  }

  /// The system's words for an errno, lower-cased as they stand in a sentence.
  public static func of(errno: Int32) -> String {
    Platform.words(forError: errno).lowercased()
  }
}
