import GRDB
import GRDBSQLite

/// SQLite's C API, for what GRDB does not offer: its limits, a limit of work (its progress
/// handler), values read in place (its incremental I/O), C functions that read values as SQLite
/// holds them, and a connection that closes as a database's last.
extension Platform {

  /// Opens the database SQLite knows as `name` for writing (never making it), reads its schema
  /// and closes it: what the last connection to a database in WAL mode does when it closes
  /// (its log checkpointed, `-wal` and `-shm` deleted) happens, if SQLite gets the file's
  /// exclusive lock. Nothing is written by the connection itself.
  static func closeAsLastWriter(_ name: String) {
    var connection: OpaquePointer?
    defer { sqlite3_close(connection) }
    guard sqlite3_open_v2(name, &connection, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else { return }
    sqlite3_exec(connection, "SELECT count(*) FROM sqlite_schema", nil, nil, nil)
  }

  /// The most columns a result may have, and the most arguments a function call may, on
  /// `connection` (SQLite's limits, set when it was built: 2,000 and 127 by default).
  static func limits(of connection: OpaquePointer) -> (columns: Int, functionArguments: Int) {
    (
      Int(sqlite3_limit(connection, SQLITE_LIMIT_COLUMN, -1)),
      Int(sqlite3_limit(connection, SQLITE_LIMIT_FUNCTION_ARG, -1))
    )
  }

  /// Adds the flow's C functions to `connection`, those that read values as SQLite holds them,
  /// their own bytes, without copying more of them than they need.
  static func addFunctions(to connection: OpaquePointer) {
    let deterministic = SQLITE_UTF8 | SQLITE_DETERMINISTIC
    sqlite3_create_function_v2(connection, "consoleflow_shown", 3, deterministic, nil, shown, nil, nil, nil)
    sqlite3_create_function_v2(connection, "consoleflow_pack", 1, deterministic, nil, pack, nil, nil, nil)
    sqlite3_create_function_v2(connection, "consoleflow_unpack", 1, deterministic, nil, unpack, nil, nil, nil)
    sqlite3_create_function_v2(connection, "consoleflow_label", -1, deterministic, nil, label, nil, nil, nil)
  }

  private typealias Function = @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void

  /// `consoleflow_shown(value, textBytes, blobBytes)` (``ShownValue``): a value as a cell shows it.
  /// NULL and numbers, and text of at most `textBytes` without a NUL in it, come as they are;
  /// other text, and every BLOB, as a BLOB: a mark, the size in 8 bytes little-endian, the first
  /// bytes (text cut between characters).
  private static let shown: Function = { context, _, arguments in
    guard let arguments, let value = arguments[0] else { return sqlite3_result_null(context) }
    let type = sqlite3_value_type(value)
    guard type == SQLITE_TEXT || type == SQLITE_BLOB else { return sqlite3_result_value(context, value) }
    let isText = type == SQLITE_TEXT
    let bytes = Platform.bytes(of: value, text: isText)
    let limit = max(0, Int(sqlite3_value_int64(arguments[isText ? 1 : 2])))
    if isText, bytes.count <= limit, !bytes.contains(0) {
      return sqlite3_result_value(context, value)
    }
    var kept = min(bytes.count, limit)
    // Text is cut before a byte that continues a character.
    while isText, kept > 0, kept < bytes.count, bytes[kept] & 0xC0 == 0x80 { kept -= 1 }
    var made = [isText ? ShownValue.Mark.text.rawValue : ShownValue.Mark.blob.rawValue]
    made += (0..<8).map { UInt8(truncatingIfNeeded: bytes.count >> ($0 * 8)) }
    made += bytes.prefix(kept)
    Platform.result(context, blob: made)
  }

  /// `consoleflow_pack(value)` (``ExactValue``): NULL and numbers as they are, text and BLOBs as a
  /// BLOB of a mark and their bytes.
  private static let pack: Function = { context, _, arguments in
    guard let value = arguments?[0] else { return sqlite3_result_null(context) }
    let type = sqlite3_value_type(value)
    guard type == SQLITE_TEXT || type == SQLITE_BLOB else { return sqlite3_result_value(context, value) }
    let mark = type == SQLITE_TEXT ? ExactValue.Mark.text : .blob
    Platform.result(context, blob: [mark.rawValue] + Platform.bytes(of: value, text: type == SQLITE_TEXT))
  }

  /// `consoleflow_unpack(packed)`: the value `consoleflow_pack` packed, as it was.
  private static let unpack: Function = { context, _, arguments in
    guard let value = arguments?[0] else { return sqlite3_result_null(context) }
    let bytes = Platform.bytes(of: value, text: false)
    guard sqlite3_value_type(value) == SQLITE_BLOB, let mark = bytes.first.flatMap(ExactValue.Mark.init) else {
      return sqlite3_result_value(context, value)
    }
    let rest = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
    switch mark {
    case .text:
      // Empty text is text, not NULL: never a null pointer.
      guard let start = rest.baseAddress?.assumingMemoryBound(to: CChar.self) else {
        return sqlite3_result_text64(context, "", 0, Platform.transient, UInt8(SQLITE_UTF8))
      }
      sqlite3_result_text64(context, start, sqlite3_uint64(rest.count), Platform.transient, UInt8(SQLITE_UTF8))
    case .blob: Platform.result(context, blob: Array(rest.bindMemory(to: UInt8.self)))
    }
  }

  /// `consoleflow_label(kind, value, …)` (``RowLabel``): a row's label from its key's values.
  private static let label: Function = { context, count, arguments in
    guard let arguments, count > 0 else { return sqlite3_result_null(context) }
    let kind = RowLabel.Kind(rawValue: Int(sqlite3_value_int64(arguments[0]))) ?? .key
    let values: [ExactValue.Storage] = (1..<Int(count)).map { index in
      guard let value = arguments[index] else { return .null }
      switch sqlite3_value_type(value) {
      case SQLITE_INTEGER: return .integer(sqlite3_value_int64(value))
      case SQLITE_FLOAT: return .real(sqlite3_value_double(value))
      case SQLITE_TEXT: return .text(Array(Platform.bytes(of: value, text: true)))
      case SQLITE_BLOB: return .blob(Array(Platform.bytes(of: value, text: false)))
      default: return .null
      }
    }
    let label = RowLabel.of(values, kind: kind)
    sqlite3_result_text64(context, label, sqlite3_uint64(label.utf8.count), Platform.transient, UInt8(SQLITE_UTF8))
  }

  /// The bytes of `value` as SQLite holds them, as text (UTF-8) or as a BLOB; valid until the
  /// value changes.
  private static func bytes(of value: OpaquePointer, text: Bool) -> UnsafeBufferPointer<UInt8> {
    let start = text ? UnsafeRawPointer(sqlite3_value_text(value)) : sqlite3_value_blob(value)
    let count = Int(sqlite3_value_bytes(value))
    return UnsafeBufferPointer(start: start?.assumingMemoryBound(to: UInt8.self), count: start == nil ? 0 : count)
  }

  /// Sets the function's result to a BLOB of `blob` (an empty BLOB, not NULL, when it is empty).
  private static func result(_ context: OpaquePointer?, blob: [UInt8]) {
    guard !blob.isEmpty else { return sqlite3_result_zeroblob(context, 0) }
    blob.withUnsafeBytes { bytes in
      sqlite3_result_blob64(context, bytes.baseAddress, sqlite3_uint64(bytes.count), Platform.transient)
    }
  }

  /// SQLite's word for "copy what I hand you".
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  /// The size in bytes of the text or BLOB in `column` of the row whose rowid is `rowid` in the
  /// table `table`, and its first `count` bytes (fewer in a shorter value), read in place with
  /// SQLite's incremental I/O: only the pages that hold them. Nil when SQLite cannot read it so.
  static func head(
    of table: String, column: String, rowid: Int64, count: Int, in connection: OpaquePointer
  ) -> (size: Int, first: [UInt8])? {
    var value: OpaquePointer?
    guard sqlite3_blob_open(connection, "main", table, column, rowid, 0, &value) == SQLITE_OK, let value else {
      sqlite3_blob_close(value)
      return nil
    }
    defer { sqlite3_blob_close(value) }
    let size = Int(sqlite3_blob_bytes(value))
    var first = [UInt8](repeating: 0, count: min(size, max(0, count)))
    guard first.isEmpty || sqlite3_blob_read(value, &first, Int32(first.count), 0) == SQLITE_OK else { return nil }
    return (size, first)
  }

  /// `body`'s answer, with SQLite's work on `connection` limited to `limit` instructions (counted
  /// a thousand at a time), and the work done; nil when `body` was stopped at the limit.
  static func withWork<T>(
    at connection: OpaquePointer, atMost limit: Int, _ body: () throws -> T
  ) throws -> (answer: T?, done: Int) {
    let work = Work(limit: limit)
    let context = Unmanaged.passUnretained(work).toOpaque()
    sqlite3_progress_handler(
      connection, Int32(workStep),
      { context in
        guard let context else { return 0 }
        let work = Unmanaged<Work>.fromOpaque(context).takeUnretainedValue()
        work.done += Platform.workStep
        return work.done > work.limit ? 1 : 0
      }, context)
    defer { sqlite3_progress_handler(connection, 0, nil, nil) }
    do {
      let answer = try withExtendedLifetime(work) { try body() }
      return (answer, work.done)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT && work.done > work.limit {
      return (nil, work.done)
    }
  }

  /// How many of SQLite's instructions pass between two looks at a limit of work.
  private static let workStep = 1000

  /// The work SQLite did under a limit, as its progress handler counts it.
  private final class Work {
    var done = 0
    let limit: Int

    init(limit: Int) {
      self.limit = limit
    }
  }
}
