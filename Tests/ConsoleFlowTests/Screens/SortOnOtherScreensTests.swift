@_spi(Interpreter) import ConsoleFlow
@_spi(Interpreter) import ConsoleFlowTesting
import Foundation
import TestSupport
import Testing

@Suite(":sort and :preview on screens that are no table")
struct SortOnOtherScreensTests {
  @Test("a screen of one's own receives :sort and :preview, and decides what they mean; :help lists neither")
  func ownScreen() {
    let own = Screen<Int, Int>(
      title: .from { _ in "Own" }, state: { $0 }, page: { n, _ in Page(title: "Own", body: ["\(n)"]) },
      receive: { n, command, _ in
        switch command {
        case .sort(let column): .stay(n + 1, message: "sorted by \(column)")
        case .preview: .reject("No previews here.")
        default: .stay(n)
        }
      })
    let flow = Flow(root(own), input: 0)
    #expect(flow.step(":sort size").flow.page.message == "sorted by size")
    #expect(flow.step(":preview 1").flow.rejection?.kind == .byScreen)
    let help = flow.step(":help").flow.page.message ?? ""
    #expect(!help.contains(":sort") && !help.contains(":preview"))
  }

  @Test(":sort on a screen without columns is refused, and the list stays")
  func sortOnAList() {
    let list = Screen<[String], String>.list(title: "Names", rows: .input, label: { $0 })
    let flow = Flow(root(list), input: ["b", "a"]).step(":sort name").flow
    #expect(flow.rejection?.kind == .nothingToSort)
    #expect(flow.page.items.map(\.label) == ["b", "a"])
  }
}
