import ConsoleFlowFiles
import ConsoleFlowTesting
import Foundation
import Testing

@testable import Clinic

/// A clinic whose records are a temporary file, gone after the test, and whose day is fixed.
private func withClinic(_ body: (Clinic) async throws -> Void) async throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clinic-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let today = try Date("2025-03-03T09:00:00Z", strategy: .iso8601)
  try await body(Clinic(file: JSONFile(path: folder.appendingPathComponent("clinic.json").path), today: { today }))
}

@Suite("The clinic's back office")
struct ClinicTests {
  @Test("a visit booked with a vet of the loaded rota; :back from the receipt books nothing twice")
  func booking() async throws {
    try await withClinic { clinic in
      var driver = await FlowDriver(BackOffice.navigation.environment(clinic), input: ())
      await driver.send(["Ana Lima", "Biscuit", "Book a visit"])
      #expect(driver.page.title == "Vet" && driver.labels == ["Dr Okafor", "Dr Berg"])
      await driver.send(["Dr Berg", "2025-03-04", "Limping", ""])
      #expect(
        driver.page.title == "Done" && driver.page.body.map(\.text).contains("Biscuit sees Dr Berg on 2025-03-04."))
      await driver.send(":back")
      #expect(driver.page.title == "Biscuit", "back from a receipt leaves the form behind")
      let visits = try clinic.records().owners[0].pets[0].visits
      #expect(visits.map(\.vet) == ["Dr Berg"] && visits.map(\.reason) == ["Limping"])
    }
  }

  @Test("a day gone and a visit without a reason are refused where they can be put right")
  func refusals() async throws {
    try await withClinic { clinic in
      var driver = await FlowDriver(
        BackOffice.navigation.environment(clinic), input: (), strict: false)
      await driver.send(["Tom Reed", "Miso", "1", "1", "2025-01-01"])
      #expect(driver.page.title == "Day" && driver.page.message == "A day to come.")
      await driver.send(["2025-03-05", "", ""])
      #expect(driver.page.title == "Book a visit for Miso" && driver.page.message == "Say what the visit is for.")
      let records = try clinic.records()
      #expect(records.owners[1].pets[0].visits.isEmpty)
    }
  }

  @Test("a weight checked against the pet's last; an archive asked first; each saved once")
  func weighingAndArchiving() async throws {
    try await withClinic { clinic in
      var driver = await FlowDriver(
        BackOffice.navigation.environment(clinic), input: (), strict: false)
      await driver.send(["Ana Lima", "Biscuit", "Weigh", "40"])
      #expect(driver.page.message == "Biscuit weighed 12.5 kg: a weight above 0 and below twice that.")
      await driver.send("13")
      let weighed = try clinic.records()
      #expect(weighed.owners[0].pets[0].kilograms == 13)
      await driver.send([":home", "Tom Reed", "Miso", "Archive", "y"])
      let archived = try clinic.records()
      #expect(archived.owners[1].pets.isEmpty && archived.archived.map(\.name) == ["Miso"])
    }
  }

  @Test("an explorer walks every screen, every case and every field, and reaches a completion")
  func explored() async throws {
    try await withClinic { clinic in
      let report = await Explorer(
        depth: 9,
        answers: ["Day": ["2025-03-04"], "Reason": ["Check-up"], "kg": ["5"]]
      )
      .explore(BackOffice.navigation.environment(clinic), input: ())
      #expect(report.isClean && report.coverage.isFull && report.coverage.reachedCompletion, "\(report)")
    }
  }
}
