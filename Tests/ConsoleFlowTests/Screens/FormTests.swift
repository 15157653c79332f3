@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Foundation
import Testing

// A form: typed fields, each with its default and validation, checks across fields, a review
// page where a field's number edits it and Enter submits.

private struct Book: Sendable, Equatable {
  let title: String
  let stock: Int
}

private enum Shelf: String, CaseIterable, Sendable {
  case front, back, window
}

private enum Tag: String, CaseIterable, Sendable {
  case signed, used, rare
}

private struct Restock: Sendable, Equatable {
  let book: Book
  var copies = 1
  var price = 9.5
  var arrives = FormTests.day("2025-01-10")
  var shelf = Shelf.front
  var tags: [Tag] = []
  var express = false
  var note = ""
}

private let restock = Navigation<Book, Restock>.form(
  title: .from { "Restock \($0.title)" }, start: { Restock(book: $0) },
  fields: [
    .number("Copies", \.copies, in: 1...100) { copies, form in
      guard copies <= 100 - form.book.stock else {
        throw InvalidAnswer("\(form.book.title) has \(form.book.stock): add at most \(100 - form.book.stock).")
      }
    },
    .number("Price", \.price, in: 0.5...500),
    .date("Arrives", \.arrives),
    .choice("Shelf", \.shelf, from: .init(Shelf.allCases), label: \.rawValue),
    .choices("Tags", \.tags, from: .init(Tag.allCases), label: \.rawValue),
    .yesNo("Express", \.express),
    .text("Note", \.note) { note, _ in
      guard note.count <= 20 else { throw InvalidAnswer("A note has at most 20 characters.") }
    },
  ],
  check: { form in
    if form.express && form.copies > 10 { throw InvalidAnswer("Express takes at most 10 copies.") }
  })

private let earthsea = Book(title: "Earthsea", stock: 97)

@Suite("Forms")
struct FormTests {
  static func day(_ text: String) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
    let parts = text.split(separator: "-").map { Int($0) ?? 0 }
    return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])) ?? .distantPast
  }

  @Test("each field in turn, Enter keeping its default; the review lists them; Enter submits")
  func everyField() async {
    var driver = await FlowDriver(restock, input: earthsea)
    #expect(driver.page.title == "Copies" && driver.page.heading == "Restock Earthsea")
    #expect(driver.page.status == "field 1 of 7")
    #expect(driver.page.body.map(\.text) == ["Copies [1]?", "A whole number from 1 to 100; Enter keeps it."])
    await driver.send(["2", "12.25"])
    #expect(driver.page.breadcrumb == ["Restock Earthsea", "Arrives"], "not a crumb a field answered")
    await driver.send(["2025-02-01", "window", "1,3", "y", "Fragile"])
    #expect(driver.page.title == "Restock Earthsea")
    #expect(driver.labels == ["Copies", "Price", "Arrives", "Shelf", "Tags", "Express", "Note"])
    #expect(
      driver.page.items.map(\.detail) == ["2", "12.25", "2025-02-01", "window", "signed, rare", "yes", "Fragile"])
    await driver.send("")
    var expected = Restock(book: earthsea, copies: 2, price: 12.25, arrives: Self.day("2025-02-01"), shelf: .window)
    (expected.tags, expected.express, expected.note) = ([.signed, .rare], true, "Fragile")
    #expect(driver.results == [expected])
  }

  @Test("a field's validation reads the form: refused at the field, which asks again")
  func fieldValidation() async {
    var driver = await FlowDriver(restock, input: earthsea, strict: false)
    await driver.send("5")
    #expect(driver.page.title == "Copies")
    #expect(driver.rejections.map(\.kind) == [.invalidAnswer])
    #expect(driver.page.message == "Earthsea has 97: add at most 3.")
    await driver.send(["0", "abc", "3"])
    #expect(
      driver.rejections.map(\.description).suffix(2) == [
        "Copies: a whole number from 1 to 100.", "Copies: a whole number from 1 to 100.",
      ])
    #expect(driver.page.title == "Price")
    await driver.send(["", "2025-02-30", "2025-2-3"])
    #expect(driver.rejections.last?.description == "Arrives: a day as year-month-day, such as 2024-05-31.")
    #expect(driver.page.title == "Shelf")
  }

  @Test("a choice by number or name, several by numbers, ranges, names, all or none")
  func choices() async {
    var driver = await FlowDriver(restock, input: earthsea, strict: false)
    await driver.send(["", "", "", "BA"])
    #expect(driver.page.title == "Tags")
    await driver.send(["1-2, rare", "n", ""])
    #expect(driver.page.items.map(\.detail)[3...4] == ["back", "signed, used, rare"])
    await driver.send(["5", "none"])
    #expect(driver.page.items.map(\.detail)[4] == "none")
    await driver.send(["4", "9"])
    #expect(driver.page.message == "Shelf: type 1 to 3, or a name: front, back, window.")
  }

  @Test(
    "the review edits a field by its number or name, in its own screen; :back there changes nothing; one crumb a form")
  func reviewEdits() async {
    var driver = await FlowDriver(restock, input: earthsea)
    await driver.send(["", "", "", "", "", "", ""])
    await driver.send("note")
    #expect(driver.page.breadcrumb == ["Restock Earthsea", "Note"], "a form shows once: its title, then the field")
    await driver.send(":back")
    #expect(driver.page.breadcrumb == ["Restock Earthsea"])
    #expect(driver.page.title == "Restock Earthsea")
    await driver.send(["1", "3"])
    #expect(driver.page.items.first?.detail == "3")
    await driver.send("")
    #expect(driver.results.map(\.copies) == [3])
  }

  @Test("a check across fields refuses the submit on the review page, where a field is put right")
  func crossCheck() async {
    var driver = await FlowDriver(restock, input: Book(title: "Lathe", stock: 10), strict: false)
    await driver.send(["20", "", "", "", "", "y", "", ""])
    #expect(driver.page.title == "Restock Lathe")
    #expect(driver.page.message == "Express takes at most 10 copies.")
    #expect(driver.results.isEmpty)
    await driver.send(["6", "n", ""])
    #expect(driver.results.map(\.copies) == [20])
  }

  @Test(":back goes to the field before; a path reaches any field, whatever was typed or kept")
  func backAndPaths() async {
    var driver = await FlowDriver(restock, input: earthsea)
    await driver.send(["3", "", "2025-03-01"])
    #expect(driver.flow.path == ["3", "9.5", "2025-03-01"])
    await driver.send(":back")
    #expect(driver.page.title == "Arrives")
    let (opened, mismatch) = await Flow(restock, input: earthsea).opened(at: ["3", "9.5", "2025-03-01", "back"])
    #expect(mismatch == nil)
    #expect(opened.page.title == "Tags")
  }

  @Test("opening on its review page: a record to edit, fields by number")
  func review() async {
    let edit = Navigation<Book, Restock>.form(
      title: .from { "Restock \($0.title)" }, start: { Restock(book: $0) },
      fields: [.number("Copies", \.copies), .yesNo("Express", \.express)], opening: .review)
    var driver = await FlowDriver(edit, input: earthsea)
    #expect(driver.page.title == "Restock Earthsea" && driver.labels == ["Copies", "Express"])
    await driver.send(["2", "y", ""])
    #expect(driver.results.map(\.express) == [true])
  }

  @Test("its map: the fields in turn, the review, each field again as the review's edit, told apart by path")
  func map() {
    let map = restock.flowMap
    #expect(
      map.screens.prefix(8) == ["Copies", "Price", "Arrives", "Shelf", "Tags", "Express", "Note", "Form of Restock"])
    #expect(map.uniqueNames[8] == "Copies › Price › Arrives › Shelf › Tags › Express › Note › Form of Restock › Copies")
    #expect(map.ways.filter { $0.kind == .modal }.map(\.label).first == "1 Copies")
  }

  @Test("an explorer fills it from its samples, and reaches every field and every edit")
  func explored() async {
    let report = await Explorer(depth: 12, answers: ["Note": ["Signed copy"]]).explore(restock, input: earthsea)
    #expect(report.isClean, "\(report)")
    #expect(report.coverage.isFull && report.coverage.reachedCompletion, "\(report)")
  }
}
