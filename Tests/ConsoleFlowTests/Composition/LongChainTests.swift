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

private let start = Screen<[Stage], Stage>.list(title: "Start", label: { "\($0.number)" })

private let named0 = Screen<Stage, Stage>.detail(title: { "Named 0 \($0.number)" }, lines: { _ in ["0"] })
private let named1 = Screen<Stage, Stage>.detail(title: { "Named 1 \($0.number)" }, lines: { _ in ["1"] })
private let named2 = Screen<Stage, Stage>.detail(title: { "Named 2 \($0.number)" }, lines: { _ in ["2"] })
private let named3 = Screen<Stage, Stage>.detail(title: { "Named 3 \($0.number)" }, lines: { _ in ["3"] })
private let named4 = Screen<Stage, Stage>.detail(title: { "Named 4 \($0.number)" }, lines: { _ in ["4"] })
private let named5 = Screen<Stage, Stage>.detail(title: { "Named 5 \($0.number)" }, lines: { _ in ["5"] })
private let named6 = Screen<Stage, Stage>.detail(title: { "Named 6 \($0.number)" }, lines: { _ in ["6"] })
private let named7 = Screen<Stage, Stage>.detail(title: { "Named 7 \($0.number)" }, lines: { _ in ["7"] })
private let named8 = Screen<Stage, Stage>.detail(title: { "Named 8 \($0.number)" }, lines: { _ in ["8"] })
private let named9 = Screen<Stage, Stage>.detail(title: { "Named 9 \($0.number)" }, lines: { _ in ["9"] })
private let named10 = Screen<Stage, Stage>.detail(title: { "Named 10 \($0.number)" }, lines: { _ in ["10"] })
private let named11 = Screen<Stage, Stage>.detail(title: { "Named 11 \($0.number)" }, lines: { _ in ["11"] })
private let named12 = Screen<Stage, Stage>.detail(title: { "Named 12 \($0.number)" }, lines: { _ in ["12"] })
private let named13 = Screen<Stage, Stage>.detail(title: { "Named 13 \($0.number)" }, lines: { _ in ["13"] })
private let named14 = Screen<Stage, Stage>.detail(title: { "Named 14 \($0.number)" }, lines: { _ in ["14"] })
private let named15 = Screen<Stage, Stage>.detail(title: { "Named 15 \($0.number)" }, lines: { _ in ["15"] })
private let named16 = Screen<Stage, Stage>.detail(title: { "Named 16 \($0.number)" }, lines: { _ in ["16"] })
private let named17 = Screen<Stage, Stage>.detail(title: { "Named 17 \($0.number)" }, lines: { _ in ["17"] })
private let named18 = Screen<Stage, Stage>.detail(title: { "Named 18 \($0.number)" }, lines: { _ in ["18"] })
private let named19 = Screen<Stage, Stage>.detail(title: { "Named 19 \($0.number)" }, lines: { _ in ["19"] })
private let named20 = Screen<Stage, Stage>.detail(title: { "Named 20 \($0.number)" }, lines: { _ in ["20"] })
private let named21 = Screen<Stage, Stage>.detail(title: { "Named 21 \($0.number)" }, lines: { _ in ["21"] })
private let named22 = Screen<Stage, Stage>.detail(title: { "Named 22 \($0.number)" }, lines: { _ in ["22"] })
private let named23 = Screen<Stage, Stage>.detail(title: { "Named 23 \($0.number)" }, lines: { _ in ["23"] })
private let named24 = Screen<Stage, Stage>.detail(title: { "Named 24 \($0.number)" }, lines: { _ in ["24"] })
private let named25 = Screen<Stage, Stage>.detail(title: { "Named 25 \($0.number)" }, lines: { _ in ["25"] })
private let named26 = Screen<Stage, Stage>.detail(title: { "Named 26 \($0.number)" }, lines: { _ in ["26"] })
private let named27 = Screen<Stage, Stage>.detail(title: { "Named 27 \($0.number)" }, lines: { _ in ["27"] })
private let named28 = Screen<Stage, Stage>.detail(title: { "Named 28 \($0.number)" }, lines: { _ in ["28"] })
private let named29 = Screen<Stage, Stage>.detail(title: { "Named 29 \($0.number)" }, lines: { _ in ["29"] })

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
  >>> Screen<Stage, Stage>.detail(title: { "Inline 0 \($0.number)" }, lines: { _ in ["0"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 1 \($0.number)" }, lines: { _ in ["1"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 2 \($0.number)" }, lines: { _ in ["2"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 3 \($0.number)" }, lines: { _ in ["3"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 4 \($0.number)" }, lines: { _ in ["4"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 5 \($0.number)" }, lines: { _ in ["5"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 6 \($0.number)" }, lines: { _ in ["6"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 7 \($0.number)" }, lines: { _ in ["7"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 8 \($0.number)" }, lines: { _ in ["8"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 9 \($0.number)" }, lines: { _ in ["9"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 10 \($0.number)" }, lines: { _ in ["10"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 11 \($0.number)" }, lines: { _ in ["11"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 12 \($0.number)" }, lines: { _ in ["12"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 13 \($0.number)" }, lines: { _ in ["13"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 14 \($0.number)" }, lines: { _ in ["14"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 15 \($0.number)" }, lines: { _ in ["15"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 16 \($0.number)" }, lines: { _ in ["16"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 17 \($0.number)" }, lines: { _ in ["17"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 18 \($0.number)" }, lines: { _ in ["18"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 19 \($0.number)" }, lines: { _ in ["19"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 20 \($0.number)" }, lines: { _ in ["20"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 21 \($0.number)" }, lines: { _ in ["21"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 22 \($0.number)" }, lines: { _ in ["22"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 23 \($0.number)" }, lines: { _ in ["23"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 24 \($0.number)" }, lines: { _ in ["24"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 25 \($0.number)" }, lines: { _ in ["25"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 26 \($0.number)" }, lines: { _ in ["26"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 27 \($0.number)" }, lines: { _ in ["27"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 28 \($0.number)" }, lines: { _ in ["28"] })
  >>> Screen<Stage, Stage>.detail(title: { "Inline 29 \($0.number)" }, lines: { _ in ["29"] })

/// Implicit-member screens after `>>>`.
let implicitChain =
  root(start)
  >>> .detail(title: { "Implicit 0 \($0.number)" }, lines: { _ in ["0"] })
  >>> .detail(title: { "Implicit 1 \($0.number)" }, lines: { _ in ["1"] })
  >>> .detail(title: { "Implicit 2 \($0.number)" }, lines: { _ in ["2"] })
  >>> .detail(title: { "Implicit 3 \($0.number)" }, lines: { _ in ["3"] })
  >>> .detail(title: { "Implicit 4 \($0.number)" }, lines: { _ in ["4"] })
  >>> .detail(title: { "Implicit 5 \($0.number)" }, lines: { _ in ["5"] })
  >>> .detail(title: { "Implicit 6 \($0.number)" }, lines: { _ in ["6"] })
  >>> .detail(title: { "Implicit 7 \($0.number)" }, lines: { _ in ["7"] })
  >>> .detail(title: { "Implicit 8 \($0.number)" }, lines: { _ in ["8"] })
  >>> .detail(title: { "Implicit 9 \($0.number)" }, lines: { _ in ["9"] })
  >>> .detail(title: { "Implicit 10 \($0.number)" }, lines: { _ in ["10"] })
  >>> .detail(title: { "Implicit 11 \($0.number)" }, lines: { _ in ["11"] })
  >>> .detail(title: { "Implicit 12 \($0.number)" }, lines: { _ in ["12"] })
  >>> .detail(title: { "Implicit 13 \($0.number)" }, lines: { _ in ["13"] })
  >>> .detail(title: { "Implicit 14 \($0.number)" }, lines: { _ in ["14"] })
  >>> .detail(title: { "Implicit 15 \($0.number)" }, lines: { _ in ["15"] })
  >>> .detail(title: { "Implicit 16 \($0.number)" }, lines: { _ in ["16"] })
  >>> .detail(title: { "Implicit 17 \($0.number)" }, lines: { _ in ["17"] })
  >>> .detail(title: { "Implicit 18 \($0.number)" }, lines: { _ in ["18"] })
  >>> .detail(title: { "Implicit 19 \($0.number)" }, lines: { _ in ["19"] })
  >>> .detail(title: { "Implicit 20 \($0.number)" }, lines: { _ in ["20"] })
  >>> .detail(title: { "Implicit 21 \($0.number)" }, lines: { _ in ["21"] })
  >>> .detail(title: { "Implicit 22 \($0.number)" }, lines: { _ in ["22"] })
  >>> .detail(title: { "Implicit 23 \($0.number)" }, lines: { _ in ["23"] })
  >>> .detail(title: { "Implicit 24 \($0.number)" }, lines: { _ in ["24"] })
  >>> .detail(title: { "Implicit 25 \($0.number)" }, lines: { _ in ["25"] })
  >>> .detail(title: { "Implicit 26 \($0.number)" }, lines: { _ in ["26"] })
  >>> .detail(title: { "Implicit 27 \($0.number)" }, lines: { _ in ["27"] })
  >>> .detail(title: { "Implicit 28 \($0.number)" }, lines: { _ in ["28"] })
  >>> .detail(title: { "Implicit 29 \($0.number)" }, lines: { _ in ["29"] })

/// Implicit-member screens with a `map` after each.
let mappedChain =
  root(start)
  >>> .detail(title: { "Mapped 0 \($0.number)" }, lines: { _ in ["0"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 1 \($0.number)" }, lines: { _ in ["1"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 2 \($0.number)" }, lines: { _ in ["2"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 3 \($0.number)" }, lines: { _ in ["3"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 4 \($0.number)" }, lines: { _ in ["4"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 5 \($0.number)" }, lines: { _ in ["5"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 6 \($0.number)" }, lines: { _ in ["6"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 7 \($0.number)" }, lines: { _ in ["7"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 8 \($0.number)" }, lines: { _ in ["8"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 9 \($0.number)" }, lines: { _ in ["9"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 10 \($0.number)" }, lines: { _ in ["10"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 11 \($0.number)" }, lines: { _ in ["11"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 12 \($0.number)" }, lines: { _ in ["12"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 13 \($0.number)" }, lines: { _ in ["13"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 14 \($0.number)" }, lines: { _ in ["14"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 15 \($0.number)" }, lines: { _ in ["15"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 16 \($0.number)" }, lines: { _ in ["16"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 17 \($0.number)" }, lines: { _ in ["17"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 18 \($0.number)" }, lines: { _ in ["18"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 19 \($0.number)" }, lines: { _ in ["19"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 20 \($0.number)" }, lines: { _ in ["20"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 21 \($0.number)" }, lines: { _ in ["21"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 22 \($0.number)" }, lines: { _ in ["22"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 23 \($0.number)" }, lines: { _ in ["23"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 24 \($0.number)" }, lines: { _ in ["24"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 25 \($0.number)" }, lines: { _ in ["25"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 26 \($0.number)" }, lines: { _ in ["26"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 27 \($0.number)" }, lines: { _ in ["27"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 28 \($0.number)" }, lines: { _ in ["28"] }).map { Stage(number: $0.number + 1) }
  >>> .detail(title: { "Mapped 29 \($0.number)" }, lines: { _ in ["29"] }).map { Stage(number: $0.number + 1) }

@Suite("Long chains in every documented style")
struct LongChainTests {
  @Test("a 30-stage chain runs to its end: each Enter goes one stage on")
  func runsToTheEnd() async {
    let (result, _) = await FlowDriver.run(
      mappedChain, input: [Stage(number: 0)], script: ["1"] + Array(repeating: "", count: 30))
    #expect(result?.number == 30)
  }
}
