import ConsoleFlow
import ConsoleFlowTesting
import Testing

// Chains of 30 stages in each documented style. They are a compile-time regression test: each must
// type-check quickly (`scripts/bench.sh` times them with -warn-long-expression-type-checking=200),
// and a slow one makes this target slow or fail to build.

/// A value passed down a chain.
struct Stage: Sendable {
  var number: Int
}

private let start = Screen<[Stage], Stage>.list(title: "Start", rows: .input, label: { "\($0.number)" })

private let named0 = Screen<Stage, Stage>.detail(title: .from { "Named 0 \($0.number)" }, lines: { _ in ["0"] })
private let named1 = Screen<Stage, Stage>.detail(title: .from { "Named 1 \($0.number)" }, lines: { _ in ["1"] })
private let named2 = Screen<Stage, Stage>.detail(title: .from { "Named 2 \($0.number)" }, lines: { _ in ["2"] })
private let named3 = Screen<Stage, Stage>.detail(title: .from { "Named 3 \($0.number)" }, lines: { _ in ["3"] })
private let named4 = Screen<Stage, Stage>.detail(title: .from { "Named 4 \($0.number)" }, lines: { _ in ["4"] })
private let named5 = Screen<Stage, Stage>.detail(title: .from { "Named 5 \($0.number)" }, lines: { _ in ["5"] })
private let named6 = Screen<Stage, Stage>.detail(title: .from { "Named 6 \($0.number)" }, lines: { _ in ["6"] })
private let named7 = Screen<Stage, Stage>.detail(title: .from { "Named 7 \($0.number)" }, lines: { _ in ["7"] })
private let named8 = Screen<Stage, Stage>.detail(title: .from { "Named 8 \($0.number)" }, lines: { _ in ["8"] })
private let named9 = Screen<Stage, Stage>.detail(title: .from { "Named 9 \($0.number)" }, lines: { _ in ["9"] })
private let named10 = Screen<Stage, Stage>.detail(title: .from { "Named 10 \($0.number)" }, lines: { _ in ["10"] })
private let named11 = Screen<Stage, Stage>.detail(title: .from { "Named 11 \($0.number)" }, lines: { _ in ["11"] })
private let named12 = Screen<Stage, Stage>.detail(title: .from { "Named 12 \($0.number)" }, lines: { _ in ["12"] })
private let named13 = Screen<Stage, Stage>.detail(title: .from { "Named 13 \($0.number)" }, lines: { _ in ["13"] })
private let named14 = Screen<Stage, Stage>.detail(title: .from { "Named 14 \($0.number)" }, lines: { _ in ["14"] })
private let named15 = Screen<Stage, Stage>.detail(title: .from { "Named 15 \($0.number)" }, lines: { _ in ["15"] })
private let named16 = Screen<Stage, Stage>.detail(title: .from { "Named 16 \($0.number)" }, lines: { _ in ["16"] })
private let named17 = Screen<Stage, Stage>.detail(title: .from { "Named 17 \($0.number)" }, lines: { _ in ["17"] })
private let named18 = Screen<Stage, Stage>.detail(title: .from { "Named 18 \($0.number)" }, lines: { _ in ["18"] })
private let named19 = Screen<Stage, Stage>.detail(title: .from { "Named 19 \($0.number)" }, lines: { _ in ["19"] })
private let named20 = Screen<Stage, Stage>.detail(title: .from { "Named 20 \($0.number)" }, lines: { _ in ["20"] })
private let named21 = Screen<Stage, Stage>.detail(title: .from { "Named 21 \($0.number)" }, lines: { _ in ["21"] })
private let named22 = Screen<Stage, Stage>.detail(title: .from { "Named 22 \($0.number)" }, lines: { _ in ["22"] })
private let named23 = Screen<Stage, Stage>.detail(title: .from { "Named 23 \($0.number)" }, lines: { _ in ["23"] })
private let named24 = Screen<Stage, Stage>.detail(title: .from { "Named 24 \($0.number)" }, lines: { _ in ["24"] })
private let named25 = Screen<Stage, Stage>.detail(title: .from { "Named 25 \($0.number)" }, lines: { _ in ["25"] })
private let named26 = Screen<Stage, Stage>.detail(title: .from { "Named 26 \($0.number)" }, lines: { _ in ["26"] })
private let named27 = Screen<Stage, Stage>.detail(title: .from { "Named 27 \($0.number)" }, lines: { _ in ["27"] })
private let named28 = Screen<Stage, Stage>.detail(title: .from { "Named 28 \($0.number)" }, lines: { _ in ["28"] })
private let named29 = Screen<Stage, Stage>.detail(title: .from { "Named 29 \($0.number)" }, lines: { _ in ["29"] })

/// Named screens.
let namedChain =
  root(start)
  >>> named0
  >>> named1
  >>> named2
  >>> named3
  >>> named4
  >>> named5
  >>> named6
  >>> named7
  >>> named8
  >>> named9
  >>> named10
  >>> named11
  >>> named12
  >>> named13
  >>> named14
  >>> named15
  >>> named16
  >>> named17
  >>> named18
  >>> named19
  >>> named20
  >>> named21
  >>> named22
  >>> named23
  >>> named24
  >>> named25
  >>> named26
  >>> named27
  >>> named28
  >>> named29

/// Inline screens with their types spelt out.
let inlineChain =
  root(start)
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 0 \($0.number)" }, lines: { _ in ["0"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 1 \($0.number)" }, lines: { _ in ["1"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 2 \($0.number)" }, lines: { _ in ["2"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 3 \($0.number)" }, lines: { _ in ["3"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 4 \($0.number)" }, lines: { _ in ["4"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 5 \($0.number)" }, lines: { _ in ["5"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 6 \($0.number)" }, lines: { _ in ["6"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 7 \($0.number)" }, lines: { _ in ["7"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 8 \($0.number)" }, lines: { _ in ["8"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 9 \($0.number)" }, lines: { _ in ["9"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 10 \($0.number)" }, lines: { _ in ["10"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 11 \($0.number)" }, lines: { _ in ["11"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 12 \($0.number)" }, lines: { _ in ["12"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 13 \($0.number)" }, lines: { _ in ["13"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 14 \($0.number)" }, lines: { _ in ["14"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 15 \($0.number)" }, lines: { _ in ["15"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 16 \($0.number)" }, lines: { _ in ["16"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 17 \($0.number)" }, lines: { _ in ["17"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 18 \($0.number)" }, lines: { _ in ["18"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 19 \($0.number)" }, lines: { _ in ["19"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 20 \($0.number)" }, lines: { _ in ["20"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 21 \($0.number)" }, lines: { _ in ["21"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 22 \($0.number)" }, lines: { _ in ["22"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 23 \($0.number)" }, lines: { _ in ["23"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 24 \($0.number)" }, lines: { _ in ["24"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 25 \($0.number)" }, lines: { _ in ["25"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 26 \($0.number)" }, lines: { _ in ["26"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 27 \($0.number)" }, lines: { _ in ["27"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 28 \($0.number)" }, lines: { _ in ["28"] })
  >>> Screen<Stage, Stage>.detail(title: .from { "Inline 29 \($0.number)" }, lines: { _ in ["29"] })

/// Implicit-member screens after `>>>`.
let implicitChain =
  root(start)
  >>> .detail(title: .from { "Implicit 0 \($0.number)" }, lines: { _ in ["0"] })
  >>> .detail(title: .from { "Implicit 1 \($0.number)" }, lines: { _ in ["1"] })
  >>> .detail(title: .from { "Implicit 2 \($0.number)" }, lines: { _ in ["2"] })
  >>> .detail(title: .from { "Implicit 3 \($0.number)" }, lines: { _ in ["3"] })
  >>> .detail(title: .from { "Implicit 4 \($0.number)" }, lines: { _ in ["4"] })
  >>> .detail(title: .from { "Implicit 5 \($0.number)" }, lines: { _ in ["5"] })
  >>> .detail(title: .from { "Implicit 6 \($0.number)" }, lines: { _ in ["6"] })
  >>> .detail(title: .from { "Implicit 7 \($0.number)" }, lines: { _ in ["7"] })
  >>> .detail(title: .from { "Implicit 8 \($0.number)" }, lines: { _ in ["8"] })
  >>> .detail(title: .from { "Implicit 9 \($0.number)" }, lines: { _ in ["9"] })
  >>> .detail(title: .from { "Implicit 10 \($0.number)" }, lines: { _ in ["10"] })
  >>> .detail(title: .from { "Implicit 11 \($0.number)" }, lines: { _ in ["11"] })
  >>> .detail(title: .from { "Implicit 12 \($0.number)" }, lines: { _ in ["12"] })
  >>> .detail(title: .from { "Implicit 13 \($0.number)" }, lines: { _ in ["13"] })
  >>> .detail(title: .from { "Implicit 14 \($0.number)" }, lines: { _ in ["14"] })
  >>> .detail(title: .from { "Implicit 15 \($0.number)" }, lines: { _ in ["15"] })
  >>> .detail(title: .from { "Implicit 16 \($0.number)" }, lines: { _ in ["16"] })
  >>> .detail(title: .from { "Implicit 17 \($0.number)" }, lines: { _ in ["17"] })
  >>> .detail(title: .from { "Implicit 18 \($0.number)" }, lines: { _ in ["18"] })
  >>> .detail(title: .from { "Implicit 19 \($0.number)" }, lines: { _ in ["19"] })
  >>> .detail(title: .from { "Implicit 20 \($0.number)" }, lines: { _ in ["20"] })
  >>> .detail(title: .from { "Implicit 21 \($0.number)" }, lines: { _ in ["21"] })
  >>> .detail(title: .from { "Implicit 22 \($0.number)" }, lines: { _ in ["22"] })
  >>> .detail(title: .from { "Implicit 23 \($0.number)" }, lines: { _ in ["23"] })
  >>> .detail(title: .from { "Implicit 24 \($0.number)" }, lines: { _ in ["24"] })
  >>> .detail(title: .from { "Implicit 25 \($0.number)" }, lines: { _ in ["25"] })
  >>> .detail(title: .from { "Implicit 26 \($0.number)" }, lines: { _ in ["26"] })
  >>> .detail(title: .from { "Implicit 27 \($0.number)" }, lines: { _ in ["27"] })
  >>> .detail(title: .from { "Implicit 28 \($0.number)" }, lines: { _ in ["28"] })
  >>> .detail(title: .from { "Implicit 29 \($0.number)" }, lines: { _ in ["29"] })

/// Implicit-member screens with a `map` after each.
let mappedChain =
  root(start)
  >>> .detail(title: .from { "Mapped 0 \($0.number)" }, lines: { _ in ["0"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 1 \($0.number)" }, lines: { _ in ["1"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 2 \($0.number)" }, lines: { _ in ["2"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 3 \($0.number)" }, lines: { _ in ["3"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 4 \($0.number)" }, lines: { _ in ["4"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 5 \($0.number)" }, lines: { _ in ["5"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 6 \($0.number)" }, lines: { _ in ["6"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 7 \($0.number)" }, lines: { _ in ["7"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 8 \($0.number)" }, lines: { _ in ["8"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 9 \($0.number)" }, lines: { _ in ["9"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 10 \($0.number)" }, lines: { _ in ["10"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 11 \($0.number)" }, lines: { _ in ["11"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 12 \($0.number)" }, lines: { _ in ["12"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 13 \($0.number)" }, lines: { _ in ["13"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 14 \($0.number)" }, lines: { _ in ["14"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 15 \($0.number)" }, lines: { _ in ["15"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 16 \($0.number)" }, lines: { _ in ["16"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 17 \($0.number)" }, lines: { _ in ["17"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 18 \($0.number)" }, lines: { _ in ["18"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 19 \($0.number)" }, lines: { _ in ["19"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 20 \($0.number)" }, lines: { _ in ["20"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 21 \($0.number)" }, lines: { _ in ["21"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 22 \($0.number)" }, lines: { _ in ["22"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 23 \($0.number)" }, lines: { _ in ["23"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 24 \($0.number)" }, lines: { _ in ["24"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 25 \($0.number)" }, lines: { _ in ["25"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 26 \($0.number)" }, lines: { _ in ["26"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 27 \($0.number)" }, lines: { _ in ["27"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 28 \($0.number)" }, lines: { _ in ["28"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: .from { "Mapped 29 \($0.number)" }, lines: { _ in ["29"] }).map { Stage(number: $0.number + 1) }

@Suite("Long chains in every documented style")
struct LongChainTests {
  @Test("a 30-stage chain runs to its end: each Enter goes one stage on")
  func runsToTheEnd() async {
    let (result, _) = await FlowDriver.run(
      mappedChain, input: [Stage(number: 0)], script: ["1"] + Array(repeating: "", count: 30))
    #expect(result?.number == 30)
  }
}
