@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import Testing

@testable import SqlFlow

/// A database file `name` in `folder` made by `sql`, open for more: its path and its queue. With
/// `enforcingKeys` false, `sql` may leave keys that point at no row, as real databases hold.
func makeDatabase(
  _ name: String, in folder: URL, enforcingKeys: Bool = true, sql: String
) async throws -> (path: String, database: DatabaseQueue) {
  let path = folder.appendingPathComponent(name).path
  var configuration = Configuration()
  configuration.foreignKeysEnabled = enforcingKeys
  let database = try DatabaseQueue(path: path, configuration: configuration)
  try await database.write { db in try db.execute(sql: sql) }
  return (path, database)
}

/// `flows sql` on the database at `path`, headless at 120×40, after `lines`; lenient: a refused
/// line is kept in `rejections`.
func sqlFlow(_ path: String, _ lines: [String] = []) async throws -> FlowDriver<Never> {
  let file = try SQLiteFile(path: path)
  var driver = await FlowDriver(
    Sql.navigation().environment(file), input: (), width: 120, height: 40, strict: false)
  await driver.send(lines)
  return driver
}

/// `flows` with `arguments`, stopped if it has not ended after `seconds`.
func flowsWithin(
  seconds: Double, _ arguments: [String], input: String
) throws -> (output: String, errors: String, status: Int32) {
  let process = try FlowsProcess(arguments)
  let pid = process.process.processIdentifier
  let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
  DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
  defer { watchdog.cancel() }
  process.write(input)
  process.closeInput()
  return process.finish()
}

/// Every row of `query`, read `batch` at a time after the last row read, as a listing pages.
func allRows(of query: RowsQuery, in file: SQLiteFile, batch: Int) async throws -> [SQLRow] {
  var rows: [SQLRow] = []
  while true {
    let last = rows.last
    let next = try await file.database.read { db in
      try SQLiteFile.rowsInOrder(of: query, after: last, limit: batch, in: db)
    }
    if next.isEmpty { return rows }
    rows += next
  }
}
