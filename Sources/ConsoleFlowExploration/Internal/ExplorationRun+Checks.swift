@_spi(Interpreter) import ConsoleFlow

extension ExplorationRun {
  // MARK: - Pages

  /// The page as it shows at the exploring width, without the last step's message: what `:back`
  /// and `:home` must bring back.
  func shown(_ flow: Flow<Output>) -> [String] {
    var page = flow.page
    page.message = nil
    return page.render(for: flow.traits)
  }

  /// The page at every width: no line wider, no raw control character.
  mutating func check(_ place: Place) {
    for width in explorer.widths {
      var flow = place.flow
      flow.traits.width = width
      let lines = flow.page.render(for: flow.traits)
      if let wide = lines.first(where: { DisplayWidth.of($0) > width }) {
        find(.tooWide(width: width), at: place, "\(DisplayWidth.of(wide)) columns: \(TerminalText.escaped(wide))")
      }
      if let raw = lines.first(where: { $0.unicodeScalars.contains(where: TerminalText.isUnsafe) }) {
        find(.controlCharacter(width: width), at: place, TerminalText.escaped(raw))
      }
    }
  }

  /// `:back` from `reached` shows the page of `place`, where the choice was made, exactly.
  mutating func checkBack(from reached: Place, to place: Place) async {
    guard !outOfBudget() else { return }
    let back = await step(reached, ":back")
    let after = back.place.firstShown
    if after != place.firstShown {
      find(.backNotExact, at: back.place, Self.difference(expected: place.firstShown, seen: after))
    }
  }

  /// `:home` from `reached` shows the first screen's page as it stood.
  mutating func checkHome(from reached: Place) async {
    guard reached.depth >= 2, !reached.home.isEmpty, !outOfBudget() else { return }
    let home = await step(reached, ":home")
    let after = home.place.firstShown
    if after != reached.home || home.place.flow.depth != 1 {
      find(.homeNotFirst, at: home.place, Self.difference(expected: reached.home, seen: after))
    }
  }

  /// The first line where two pages differ, in words.
  private static func difference(expected: [String], seen: [String]) -> String {
    let index =
      zip(expected, seen).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, seen.count)
    let wanted = index < expected.count ? TerminalText.escaped(expected[index]) : "(no line)"
    let got = index < seen.count ? TerminalText.escaped(seen[index]) : "(no line)"
    return "line \(index + 1) was \"\(wanted)\", now \"\(got)\""
  }

  // MARK: - Probes, once a screen of the map

  /// Pages a list or notice to its end and back, and filters a list once, the first time a
  /// screen of the map is visited.
  mutating func probe(_ place: Place) async {
    let key = place.node.map { "node \($0)" } ?? "title \(place.flow.page.title)"
    guard probed.insert(key).inserted else { return }
    await probePaging(place)
    if case .items(let count, filters: true) = place.flow.offer, count > 0 { await probeFilter(place) }
    if place.flow.previews { await probePreviews(place) }
  }

  /// Previews the first and the last item of the page: each preview is made (one whose work
  /// throws is a finding) and fits every width.
  private mutating func probePreviews(_ place: Place) async {
    let numbers = place.flow.page.items.map(\.number)
    guard let first = numbers.first, let last = numbers.last else { return }
    for number in first == last ? [first] : [first, last] {
      guard !outOfBudget() else { return }
      let previewed = await step(place, ":preview \(number)", failuresAre: .previewFailed)
      if let rejection = previewed.place.flow.rejection {
        find(.previewFailed, at: previewed.place, ":preview \(number) was refused: \(rejection)")
        continue
      }
      // A load's failure was found by the step; a preview made at once can only be checked.
      check(previewed.place)
    }
  }

  /// `:next` until refused, each page checked; then `:prev` must be taken.
  private mutating func probePaging(_ place: Place) async {
    var here = place
    var before = place.firstShown
    var turned = 0
    while turned < explorer.pages, !outOfBudget() {
      let next = await step(here, ":next")
      if next.place.flow.rejection != nil { break }
      let now = next.place.firstShown
      if now == before {
        find(.pagingBroken, at: next.place, ":next was taken and the page stayed the same")
        return
      }
      check(next.place)
      (here, before, turned) = (next.place, now, turned + 1)
    }
    guard turned > 0, !outOfBudget() else { return }
    let back = await step(here, ":prev")
    if let rejection = back.place.flow.rejection {
      find(.pagingBroken, at: back.place, ":prev after :next was refused: \(rejection)")
    }
  }

  /// Filters by the start of the first item's label, which must match; `/` alone brings the
  /// list back as it was.
  private mutating func probeFilter(_ place: Place) async {
    guard let label = place.flow.page.items.first?.label, !outOfBudget() else { return }
    let words = label.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation })
    guard let word = words.first(where: { !$0.isEmpty }) else { return }
    let query = String(word.prefix(4))
    let filtered = await step(place, "/" + query)
    if let rejection = filtered.place.flow.rejection {
      find(.filterBroken, at: filtered.place, "/\(query) was refused: \(rejection)")
      return
    }
    if case .items(0, _) = filtered.place.flow.offer {
      find(.filterBroken, at: filtered.place, "/\(query) matched nothing, though \"\(label)\" is shown")
      return
    }
    check(filtered.place)
    guard !outOfBudget() else { return }
    let cleared = await step(filtered.place, "/")
    if cleared.place.firstShown != place.firstShown {
      let difference = Self.difference(expected: place.firstShown, seen: cleared.place.firstShown)
      find(.filterBroken, at: cleared.place, "/ alone did not bring the list back: \(difference)")
    }
  }

  // MARK: - Findings

  /// Notes a finding at `place`, reached by `lines` (by default the lines that led there); the
  /// same kind on the same screen again only counts.
  mutating func find(_ kind: Explorer.Finding.Kind, at place: Place, _ seen: String, lines: [String]? = nil) {
    let screen = screenName(at: place)
    // A slow step counts once a screen, however long each took.
    let kindKey = if case .slowStep = kind { "slow" } else { "\(kind)" }
    let key = "\(kindKey) \(place.node.map { "node \($0)" } ?? "title \(screen)")"
    if let index = findingAt[key] {
      report.findings[index].repeats += 1
      return
    }
    findingAt[key] = report.findings.count
    report.findings.append(
      Explorer.Finding(kind: kind, screen: screen, path: place.flow.path, lines: lines ?? place.lines, seen: seen))
  }
}
