extension Screen {
  /// Chooses any number of `choices`: numbers and ranges (`1,3-5`) toggle, `all` and `none` set
  /// every choice, `done` (or Enter alone) yields the chosen ones in order. The page shows what
  /// is chosen.
  ///
  /// ```swift
  /// let chooseEffects = Screen<Dream, [Effect]>.multiSelect(
  ///   title: "Effects", choices: .init(Effect.allCases),
  ///   chosen: { dream in Set(dream.effects.compactMap(Effect.allCases.firstIndex(of:))) }, label: { $0.name })
  /// ```
  public static func multiSelect<Choice: Sendable>(
    title: ForInput<Input, String>,
    choices: ForInput<Input, [Choice]>,
    chosen: @escaping @Sendable (Input) -> Set<Int> = { _ in [] },
    label: @escaping @Sendable (Choice) -> String
  ) -> Screen where Output == [Choice] {
    Screen(
      title: title,
      state: { input in MultiSelection(title: title(input), choices: choices(input), chosen: chosen(input)) },
      workings: ScreenWorkings(
        page: { state, traits in
          // A long list of choices is paged like any list: a toggle draws one page, not every choice.
          let visible = state.visible(rows: MultiSelection<Choice>.rows(traits))
          let dash = StyleGuide.symbols.run(traits).dash
          let status =
            visible.count == state.choices.count
            ? "\(state.chosen.count) of \(state.choices.count) chosen"
            : "\(visible.lowerBound + 1)\(dash)\(visible.upperBound) of \(state.choices.count), \(state.chosen.count) chosen"
          var page = Page(title: state.title, status: status)
          page.items = visible.map { index in
            Page.Item(
              number: index + 1,
              label:
                "\(state.chosen.contains(index) ? "[x]" : "[ ]") \(TerminalText.tabsSpaced(label(state.choices[index])))"
            )
          }
          page.itemCount = state.choices.count
          page.submitLine = "done"
          page.body = [
            visible.count < state.choices.count
              ? "Numbers or ranges (1,3-5) toggle; all, none; :next, :prev; done or Enter ends."
              : "Numbers or ranges (1,3-5) toggle; all, none; done or Enter when finished."
          ]
          return page
        },
        receive: { state, command, traits in
          let visible = state.visible(rows: MultiSelection<Choice>.rows(traits))
          switch command {
          case .nextPage:
            return state.paging.next(from: visible, count: state.choices.count).reaction(state, paging: \.paging)
          case .previousPage:
            return state.paging.previous(from: visible, pageSize: visible.count).reaction(state, paging: \.paging)
          case .entry: break
          default: return .reject(Rejection(.needsAnswer, "Type numbers, all, none or done."))
          }
          guard case .entry(let text) = command else { return .stay(state) }
          var next = state
          switch text.lowercased() {
          // Enter alone ends the page with what it holds, as a form's field keeps its set.
          case "done", "": return .yield(state.chosen.sorted().map { state.choices[$0] })
          case "all": next.chosen = Set(state.choices.indices)
          case "none": next.chosen = []
          default:
            guard let numbers = MultiSelection<Choice>.numbers(in: text, count: state.choices.count) else {
              return .reject(
                Rejection(
                  .needsAnswer, "Type numbers such as 1,3-5 (from 1 to \(state.choices.count)), all, none or done."))
            }
            next.chosen.formSymmetricDifference(numbers.map { $0 - 1 })
          }
          return .stay(next)
        },
        labels: { state, _ in state.choices.map(label) + ["all", "none", "done"] }, unsavedChanges: nil, feed: nil,
        // "done" replayed would not choose the same set again: no part of a path.
        pathPart: .none,
        offer: { state, _ in
          .answers(state.choices.isEmpty ? [["done"]] : [["done"], ["1", "done"], ["all", "done"]])
        }),
      shape: Shape(name: "Choose several of \(TypeName.of(Choice.self))", yields: "done"))
  }
}

/// The state of a multi-select: its choices, the positions chosen and the page shown.
struct MultiSelection<Choice: Sendable>: Sendable {
  let title: String
  let choices: [Choice]
  var chosen: Set<Int>
  /// The page shown, when the choices take more than one.
  var paging = Paging()

  /// How many choices a page shows: the list's rows less the line that says what to type.
  static func rows(_ traits: Traits) -> Int { max(1, traits.pageRows - 1) }

  /// The positions shown on a page of `rows`: all of them when they fit.
  func visible(rows: Int) -> Range<Int> {
    guard choices.count > rows else { return 0..<choices.count }
    let start = min(paging.offset, (choices.count - 1) / rows * rows)
    return start..<min(start + rows, choices.count)
  }

  /// The numbers in a list such as "1,3-5", each from 1 to `count`; nil when the list is malformed.
  static func numbers(in text: String, count: Int) -> Set<Int>? {
    var numbers = Set<Int>()
    for part in text.split(separator: ",") {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
        .map { Int($0.trimmingCharacters(in: " ")) }
      guard bounds.count <= 2, let low = bounds.first ?? nil, let high = bounds.last ?? nil,
        low >= 1, high <= count, low <= high
      else { return nil }
      numbers.formUnion(low...high)
    }
    return numbers.isEmpty ? nil : numbers
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
