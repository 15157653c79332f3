@_spi(Interpreter) import ConsoleFlow
import ConsoleFlowTesting
import TestSupport
import Testing

/// A tree built on demand: every node has three children named after it, forever.
private struct Node: Sendable, Equatable {
  let path: String
  var children: [Node] { (1...3).map { Node(path: "\(path)/\($0)") } }
}

private let chooseChild = Screen<[Node], Node>.list(
  title: .from { $0.first.map { String($0.path.dropLast(2)) } ?? "/" }, rows: .input, label: { $0.path })

/// A folder screen that pushes folder screens: the recursion happens when a node is chosen.
private func browse() -> Navigation<[Node], Node> {
  root(chooseChild).branch { node -> Navigation<Node, Node> in
    node.path.count > 40
      ? root(Screen<Node, Node>.detail(title: .from { $0.path }, lines: { ["Leaf \($0.path)"] })) : browseChildren()
  }
}

private func browseChildren() -> Navigation<Node, Node> {
  browse().pullback { $0.children }
}

@Suite("Recursive flows and skipped values")
struct RecursionTests {
  @Test("a flow that pushes itself goes as deep as the user does, and back restores each level")
  func recursion() async {
    var driver = await FlowDriver(browse(), input: Node(path: "").children)
    for _ in 0..<12 { await driver.send("2") }
    #expect(driver.depth == 13)
    #expect(
      driver.labels == ["/2/2/2/2/2/2/2/2/2/2/2/2/1", "/2/2/2/2/2/2/2/2/2/2/2/2/2", "/2/2/2/2/2/2/2/2/2/2/2/2/3"])
    await driver.send(["..", ".."])
    #expect(driver.labels.first == "/2/2/2/2/2/2/2/2/2/2/1")
    await driver.send("~")
    #expect(driver.labels == ["/1", "/2", "/3"])
  }

  @Test("compactMap: a skipped value pushes nothing and the user may choose again")
  func skipped() async {
    let choose = Screen<[Int], Int>.list(title: "Numbers", rows: .input, label: { "\($0)" })
    let evenOnly = root(choose).compactMap { $0.isMultiple(of: 2) ? $0 : nil }
    var driver = await FlowDriver(evenOnly, input: [1, 2, 3, 4])
    await driver.send("1")
    #expect(driver.results.isEmpty)
    #expect(driver.depth == 1)
    await driver.send("4")
    #expect(driver.results == [4])
  }

  @Test("a recursion inside another: each leads back to its own first screen on the map")
  func nestedRecursionMap() {
    enum Way: String, CaseIterable, Sendable { case deeper, outer }
    let outerList = Screen<[Int], Int>.list(title: "Outer", rows: .input, label: { "\($0)" })
    let innerList = Screen<[Int], Int>.list(title: "Inner", rows: .input, label: { "\($0)" })
    let outer = Navigation<[Int], Never>.recursive { outerLevel in
      root(outerList).map { [$0] }.then(
        Navigation<[Int], Never>.recursive { innerLevel in
          root(innerList).branch(on: { $0.isMultiple(of: 2) ? Way.deeper : .outer }) { way in
            switch way {
            case .deeper: innerLevel.pullback { [$0] }
            case .outer: outerLevel.pullback { [$0] }
            }
          }
        })
    }
    let map = outer.flowMap
    let inner = map.screens.firstIndex(of: "Inner")
    let outerScreen = map.screens.firstIndex(of: "Outer")
    #expect(map.ways.contains { $0.from == inner && $0.to == inner && $0.label.hasSuffix("deeper") })
    #expect(map.ways.contains { $0.from == inner && $0.to == outerScreen && $0.label.hasSuffix("outer") })
  }
}
