import ConsoleFlowFiles
import Foundation
import TestSupport
import Testing

private struct Visit: Codable, Sendable, Equatable {
  var pet: String
  var unknown = UnknownFields()

  init(pet: String) { self.pet = pet }

  init(from decoder: any Decoder) throws {
    pet = try decoder.container(keyedBy: UnknownFields.Key.self).decode(String.self, forKey: .init("pet"))
    unknown = try UnknownFields(from: decoder, known: ["pet"])
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: UnknownFields.Key.self)
    try container.encode(pet, forKey: .init("pet"))
    try unknown.encode(to: encoder)
  }
}

@Suite("A JSON file saved atomically")
struct JSONFileTests {
  @Test("fields this version does not know are written back byte for byte")
  func unknownFieldsKept() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("visits.json").path
      let newer = #"[{"pet": "Rex", "big": 12345678901234567890, "exact": 1.0, "odd": {"a" : [1.50, "\u00e9"]}}]"#
      try newer.write(toFile: path, atomically: true, encoding: .utf8)
      let file = JSONFile<[Visit]>(path: path)
      let read = try #require(try file.read())
      #expect(read[0].unknown.names == ["big", "exact", "odd"])
      #expect(read[0].unknown["odd"] == #"{"a" : [1.50, "\u00e9"]}"#)
      try file.update { ($0 ?? []) + [Visit(pet: "Biscuit")] }
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains(#""big" : 12345678901234567890,"#))
      #expect(text.contains(#""exact" : 1.0,"#))
      #expect(text.contains(#""odd" : {"a" : [1.50, "\u00e9"]},"#))
      #expect(try file.read()?.map(\.pet) == ["Rex", "Biscuit"])
    }
  }

  @Test("through a link: the file it leads to is written, the link stays a link")
  func throughALink() throws {
    try withTemporaryFolder { folder in
      let link = folder.appendingPathComponent("link.json").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
      try JSONFile<[Visit]>(path: link).update { _ in [Visit(pet: "Rex")] }
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
      #expect(try JSONFile<[Visit]>(path: folder.appendingPathComponent("real.json").path).read()?.count == 1)
    }
  }

  @Test("a file that is no such document is reported and left untouched")
  func notValid() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("visits.json").path
      try "{ broken".write(toFile: path, atomically: true, encoding: .utf8)
      let file = JSONFile<[Visit]>(path: path)
      #expect { try file.update { _ in [] } } throws: { ($0 as? JSONFile<[Visit]>.Unusable)?.kind == .notValid }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "{ broken")
    }
  }

  @Test("another coder keeps an unknown field's value")
  func otherCoders() throws {
    let visit = try JSONDecoder().decode(Visit.self, from: Data(#"{"pet": "Rex", "n": [1, "two"]}"#.utf8))
    #expect(visit.unknown["n"] == #"[1,"two"]"#)
    let again = try JSONDecoder().decode(Visit.self, from: try JSONEncoder().encode(visit))
    #expect(again == visit)
  }
}
