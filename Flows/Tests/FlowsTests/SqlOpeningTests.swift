@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Foundation
import GRDB
import MusicFlow
import TestSupport
import Testing

@testable import SqlFlow

@Suite("flows sql: a file opened read-only, in WAL mode, locked, or not a database")
struct SqlOpeningTests {
  @Test("opened read-only: the file's bytes unchanged, no journal or WAL file beside it")
  func readOnly() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("odd.sqlite").path
      try makeOddDatabase(at: path)
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let flow = try await sqlFlow(path, ["my table", "#1", "~", "pair", "#2", "← link to pair.pa+pb", "#1"])
      #expect(flow.rejections.isEmpty, "\(flow.rejections)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["odd.sqlite"])
    }
  }

  @Test("a database in WAL mode: nothing is left beside it; one being written is read as committed")
  func walMode() async throws {
    try await withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("wal.sqlite").path
      let writer = try DatabasePool(path: path)
      try await writer.write { db in
        try db.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t VALUES (1, 'a'), (2, 'b')")
      }
      // While the writer is open (its -wal and -shm beside the file), a second process writes.
      try await writer.write { db in try db.execute(sql: "INSERT INTO t VALUES (3, 'c')") }
      do {
        let reading = try await sqlFlow(path, ["t"])
        #expect(reading.labels == ["1", "2", "3"], "what was committed")
      }
      // The last connection, the writer's, takes its WAL files with it.
      try writer.close()
      // No writer now: the WAL files are gone, and reading leaves none.
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == ["wal.sqlite"], "\(left)")
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      do {
        let quiet = try await sqlFlow(path, ["t", "2"])
        #expect(quiet.page.items.map(\.cells).first == ["id", "2"])
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["wal.sqlite"])
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }

  @Test("a database another process holds locked: one line and status 1, after a moment, not forever")
  func locked() async throws {
    try await withTemporaryFolder { folder in
      let (path, holder) = try await makeDatabase(
        "locked.sqlite", in: folder, sql: "CREATE TABLE t (id INTEGER PRIMARY KEY)")
      // A writer in the middle of its commit holds the file EXCLUSIVE: no reader gets in.
      try await holder.writeWithoutTransaction { db in
        try db.execute(sql: "BEGIN EXCLUSIVE; INSERT INTO t VALUES (1)")
        let result = try flows(["sql", path], input: ":q\n")
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.errors == "flows: \(path): database is locked\n")
        try db.execute(sql: "COMMIT")
      }
    }
  }

  @Test("a file that is missing, not SQLite, truncated or a folder gives one line and status 1")
  func badFiles() throws {
    try withTemporaryFolder { folder in
      let text = folder.appendingPathComponent("notes.txt")
      try "just text, not a database\n".write(to: text, atomically: true, encoding: .utf8)
      let odd = folder.appendingPathComponent("odd.sqlite").path
      try makeOddDatabase(at: odd)
      let whole = try Data(contentsOf: URL(fileURLWithPath: odd))
      let truncated = folder.appendingPathComponent("truncated.sqlite")
      try whole.prefix(whole.count / 2).write(to: truncated)
      for path in [folder.appendingPathComponent("missing.sqlite").path, text.path, truncated.path, folder.path] {
        let result = try flows(["sql", path], input: ":q\n")
        #expect(result.status == 1, "\(path): \(result.output)\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(path): \(result.errors)")
        #expect(result.errors.hasPrefix("flows: \(path): "), "\(path): \(result.errors)")
      }
    }
  }
}
