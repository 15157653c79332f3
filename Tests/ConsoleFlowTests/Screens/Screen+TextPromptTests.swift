@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import Testing

private let askYear = Screen<String, Int>.textPrompt(
  title: .from { $0 }, question: "Year", default: { _ in "1984" },
  parse: { text in
    guard let year = Int(text), (1000...2100).contains(year) else {
      throw InvalidAnswer("A year is a number such as 1984.")
    }
    return year
  })

@Suite("Text prompts and confirmations")
struct TextPromptScreenTests {
  @Test("a text prompt shows a parse error, asks again, and takes its default on an empty line")
  func textPrompt() async {
    var driver = await FlowDriver(root(askYear), input: "Release", strict: false)
    #expect(driver.page.body == ["Year [1984]?"])
    await driver.send("nineteen")
    #expect(driver.rejections.map(\.kind) == [.invalidAnswer])
    #expect(driver.page.message == "A year is a number such as 1984.", "the parser's words, as it gave them")
    #expect(driver.results.isEmpty)
    await driver.send("1999")
    #expect(driver.results == [1999])
    var byDefault = await FlowDriver(root(askYear), input: "Release")
    await byDefault.send("")
    #expect(byDefault.results == [1984])
  }

  @Test("a prompt without a default needs an answer")
  func promptWithoutDefault() async {
    let name = Screen<Void, String>.textPrompt(title: .from { "Name" }, question: "Name", parse: { $0 })
    var driver = await FlowDriver(root(name), input: (), strict: false)
    await driver.send("")
    #expect(driver.rejections.map(\.kind) == [.needsAnswer])
    await driver.send("Ada")
    #expect(driver.results == ["Ada"])
  }

  @Test("confirm takes y or n, its default on an empty line, and refuses anything else")
  func confirm() async {
    let sure = Screen<Void, Bool>.yesNo(title: .from { "Delete" }, question: "Delete it", default: false)
    #expect(await FlowDriver.run(root(sure), input: (), script: [""]).result == false)
    #expect(await FlowDriver.run(root(sure), input: (), script: ["YES"]).result == true)
    var driver = await FlowDriver(root(sure), input: (), strict: false)
    await driver.send("maybe")
    #expect(driver.rejections.map(\.kind) == [.invalidAnswer])
    let noDefault = Screen<Void, Bool>.yesNo(title: .from { "Delete" }, question: "Delete it")
    var undecided = await FlowDriver(root(noDefault), input: (), strict: false)
    await undecided.send("")
    #expect(undecided.rejections.map(\.kind) == [.needsAnswer] && undecided.results.isEmpty)
  }

  @Test("a question is asked once, on the page, with one question mark; the prompt says where the user is")
  func oneQuestionMark() async {
    let plain = Screen<Int, Bool>.yesNo(title: .from { _ in "Delete" }, question: "Delete it", default: false)
    let marked = Screen<Int, Bool>.yesNo(title: .from { _ in "Delete" }, question: "Delete it? ", default: false)
    let phrased = Screen<Int, Int>.confirm(title: .from { _ in "Delete" }, question: { "Delete \($0)?" })
    let asked = Screen<Int, String>.textPrompt(title: .from { _ in "Name" }, question: "Name?", parse: { $0 })
    for screen in [plain, marked] {
      let page = Flow(root(screen), input: 1).page
      #expect(page.body == ["Delete it (y/n) [n]?"] && page.prompt == "Delete> ")
    }
    #expect(Flow(root(phrased), input: 7).page.body == ["Delete 7 (y/n)?"])
    #expect(Flow(root(phrased), input: 7).page.prompt == "Delete> ")
    #expect(Flow(root(asked), input: 7).page.body == ["Name?"] && Flow(root(asked), input: 7).page.prompt == "Name> ")
  }

  @Test("a prompt's parser may read the screen's input: the refusal shows at the prompt, which asks again")
  func parserReadsTheInput() async {
    struct Book: Sendable {
      let title: String
      let stock: Int
    }
    let restock = Screen<Book, Int>.textPrompt(
      title: .from { "Restock \($0.title)" }, question: "How many",
      parse: { book, text in
        guard let count = Int(text), count > 0, count <= 100 - book.stock else {
          throw InvalidAnswer("\(book.title) has \(book.stock) copies: add 1 to \(100 - book.stock).")
        }
        return count
      })
    var driver = await FlowDriver(root(restock), input: Book(title: "Earthsea", stock: 97), strict: false)
    await driver.send("5")
    #expect(driver.rejections.map(\.kind) == [.invalidAnswer])
    #expect(driver.page.message == "Earthsea has 97 copies: add 1 to 3.")
    #expect(driver.page.title == "Restock Earthsea" && driver.page.body == ["How many?"], "still at the prompt")
    await driver.send("3")
    #expect(driver.results == [3])
  }
}
