import Foundation
import TestSupport

/// `flows pick ARGUMENTS` in a session of its own (no controlling terminal, as in CI, even when the
/// tests run at one), fed `input` on stdin from a file.
func pick(_ arguments: [String], input: [UInt8]) async throws -> (
  output: [UInt8], errors: String, status: Int32
) {
  try withTemporaryFolder { folder in
    let feed = folder.appendingPathComponent("lines")
    try Data(input).write(to: feed)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
    process.arguments = ["--wait", BuiltProducts.flows.path, "pick"] + arguments
    process.standardInput = try FileHandle(forReadingFrom: feed)
    process.environment = TestEnvironment.explicit(home: folder.path)
    let (output, errors) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ([UInt8](printed), String(decoding: said, as: UTF8.self), process.terminationStatus)
  }
}
