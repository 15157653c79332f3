// The screens that ask for a form's fields: a line read (text, numbers, days, yes or no), one
// choice, several. Each takes the form so far and yields it with its field set; an empty line
// keeps the value it has. Its path's part is the value as it shows, so `--at` reaches the field
// after it, whatever was typed.

/// A form's value on its way through its fields, with the form's title, and how each field
/// showed when the form started: a field that shows otherwise now is unsaved work.
struct FormDraft<Form: Sendable>: Sendable {
  let title: String
  var value: Form
  /// Each field's value as it showed when the form started, and how it shows on a value.
  var started: [(shown: String, show: @Sendable (Form) -> String)] = []

  /// The form's changes not submitted yet, in words, as ``Flow/unsavedChanges`` lists them: the
  /// same on every screen of the form; nil when every field shows as it started.
  var unsubmitted: String? {
    started.contains { $0.shown != $0.show(value) } ? "the form \(title) (edited, not submitted)" : nil
  }
}

enum FormFieldScreens {
  /// A field read from a line.
  static func typed<Form: Sendable, Value>(
    _ name: String, _ key: WritableKeyPath<Form, Value> & Sendable, position: Int, count: Int, hint: String?,
    answers: ScreenOffer, parse: @escaping @Sendable (String, Form) throws -> Value,
    show: @escaping @Sendable (Value) -> String, validate: (@Sendable (Value, Form) throws -> Void)?
  ) -> Screen<FormDraft<Form>, FormDraft<Form>> {
    let question = answers == .typedText ? name : "\(name) (y/n)"
    return field(
      name, position: position, count: count, answers: { _ in answers }, labels: { _ in [] },
      page: { draft in
        let current = show(draft.value[keyPath: key])
        let lines = [Page.Line("\(question)\(current.isEmpty ? "" : " [\(current)]")?")]
        return ([], lines + [Page.Line("\(hint.map { $0 + "; " } ?? "")Enter keeps it.", tone: .quiet)], nil)
      },
      take: { text, draft in
        var next = draft
        let value = text.isEmpty ? draft.value[keyPath: key] : try parse(text, draft.value)
        try validate?(value, draft.value)
        next.value[keyPath: key] = value
        return next
      },
      pathPart: { show($0.value[keyPath: key]) })
  }

  /// A field that takes one of `choices`, computed from the form so far (what its input loaded).
  static func choice<Form: Sendable, Choice: Equatable & Sendable>(
    _ name: String, _ key: WritableKeyPath<Form, Choice> & Sendable, position: Int, count: Int,
    choices: @escaping @Sendable (Form) -> [Choice], label: @escaping @Sendable (Choice) -> String,
    validate: (@Sendable (Choice, Form) throws -> Void)?
  ) -> Screen<FormDraft<Form>, FormDraft<Form>> {
    field(
      name, position: position, count: count,
      answers: { draft in .items(count: choices(draft.value).count, filters: false) },
      labels: { draft in choices(draft.value).map(label) },
      page: { draft in
        let current = draft.value[keyPath: key]
        let offered = choices(draft.value)
        let items = offered.indices.map { index in
          Page.Item(number: index + 1, label: label(offered[index]), detail: offered[index] == current ? "now" : nil)
        }
        let held = offered.firstIndex(of: current).map { Page.Held.item($0 + 1) } ?? .unlisted
        let help = offered.isEmpty ? "Nothing to choose from" : "A number or a name"
        return (items, [Page.Line("\(help); Enter keeps \(label(current)).", tone: .quiet)], held)
      },
      take: { text, draft in
        var next = draft
        let value =
          try text.isEmpty
          ? draft.value[keyPath: key] : chosen(text, of: choices(draft.value), label: label, in: name)
        try validate?(value, draft.value)
        next.value[keyPath: key] = value
        return next
      },
      pathPart: { label($0.value[keyPath: key]) })
  }

  /// A field that takes any number of `choices`, a line setting them all.
  static func several<Form: Sendable, Choice: Equatable & Sendable>(
    _ name: String, _ key: WritableKeyPath<Form, [Choice]> & Sendable, position: Int, count: Int,
    choices: @escaping @Sendable (Form) -> [Choice], label: @escaping @Sendable (Choice) -> String,
    show: @escaping @Sendable ([Choice]) -> String,
    validate: (@Sendable ([Choice], Form) throws -> Void)?
  ) -> Screen<FormDraft<Form>, FormDraft<Form>> {
    field(
      name, position: position, count: count, answers: { _ in .answers([[""], ["1"], ["all"], ["none"]]) },
      labels: { draft in choices(draft.value).map(label) + ["all", "none"] },
      page: { draft in
        let current = draft.value[keyPath: key]
        let offered = choices(draft.value)
        let items = offered.indices.map { index in
          Page.Item(
            number: index + 1, label: "[\(current.contains(offered[index]) ? "x" : " ")] \(label(offered[index]))")
        }
        let help = "Numbers, ranges (1-2) or names, a comma apart, choose them; all; none; Enter keeps them."
        return (items, [Page.Line(help, tone: .quiet)], nil)
      },
      take: { text, draft in
        var next = draft
        let value =
          try text.isEmpty
          ? draft.value[keyPath: key] : several(text, of: choices(draft.value), label: label, in: name)
        try validate?(value, draft.value)
        next.value[keyPath: key] = value
        return next
      },
      pathPart: { show($0.value[keyPath: key]) },
      // `+N` turns choice N on or off and stays (Space full screen); Enter then keeps the set.
      toggle: { number, draft in
        let offered = choices(draft.value)
        guard offered.indices.contains(number - 1) else { return nil }
        let choice = offered[number - 1]
        var next = draft
        var chosen = draft.value[keyPath: key]
        if let at = chosen.firstIndex(of: choice) { chosen.remove(at: at) } else { chosen.append(choice) }
        // Kept in the order of the choices, as a line of numbers sets them.
        next.value[keyPath: key] = offered.filter { chosen.contains($0) }
        return next
      })
  }

  // MARK: - Every field's screen

  /// The screen of a field: its page's lines from the form so far, and the form with the field
  /// set from a line (an empty one keeping the value), or the reason it is refused.
  private static func field<Form: Sendable>(
    _ name: String, position: Int, count: Int, answers: @escaping @Sendable (FormDraft<Form>) -> ScreenOffer,
    labels: @escaping @Sendable (FormDraft<Form>) -> [String],
    page: @escaping @Sendable (FormDraft<Form>) -> (items: [Page.Item], body: [Page.Line], current: Page.Held?),
    take: @escaping @Sendable (String, FormDraft<Form>) throws -> FormDraft<Form>,
    pathPart: @escaping @Sendable (FormDraft<Form>) -> String,
    toggle: (@Sendable (Int, FormDraft<Form>) -> FormDraft<Form>?)? = nil
  ) -> Screen<FormDraft<Form>, FormDraft<Form>> {
    Screen(
      title: ForInput(name),
      state: { $0 },
      workings: ScreenWorkings(
        page: { draft, _ in
          let (items, body, current) = page(draft)
          var page = Page(
            title: name, heading: draft.title, status: "field \(position + 1) of \(count)", items: items, body: body)
          page.current = current
          if toggle != nil {
            // Enter alone keeps the choices as they are; Space turns the one under a cursor on or off.
            page.submitLine = ""
            page.toggling = .byPlusNumber
          }
          return page
        },
        receive: { draft, command, _ in
          if let toggle, case .entry(let text) = command, text.first == "+", let number = Int(text.dropFirst()),
            let toggled = toggle(number, draft)
          {
            return .stay(toggled)
          }
          switch command {
          case .entry(let text), .choose(let text): return rejectingErrors { .yield(try take(text, draft)) }
          default: return .reject(Rejection(.needsAnswer, "Type an answer, Enter to keep this one, or :back."))
          }
        },
        labels: { draft, _ in labels(draft) }, unsavedChanges: { $0.unsubmitted }, feed: nil,
        pathPart: .label(pathPart),
        offer: { draft, _ in answers(draft) }, takesSlashAsText: true, isFormPart: true),
      shape: .init(name: name, yields: "answer"))
  }

  // MARK: - Reading choices

  /// The choice `text` names: its number, or its name (ignoring case and accents, whole or a
  /// start no other name has).
  private static func chosen<Choice>(
    _ text: String, of choices: [Choice], label: (Choice) -> String, in field: String
  ) throws -> Choice {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    // A number, or `#` and a number: a position, as on every list.
    if let number = Int(trimmed) ?? ItemPosition(trimmed)?.number, choices.indices.contains(number - 1) {
      return choices[number - 1]
    }
    let wanted = SearchKey.of(trimmed)
    let keys = choices.map { SearchKey.of(label($0)) }
    if let exact = keys.firstIndex(of: wanted), !wanted.isEmpty { return choices[exact] }
    let starting = keys.indices.filter { !wanted.isEmpty && keys[$0].hasPrefix(wanted) }
    if starting.count == 1 { return choices[starting[0]] }
    let names = (starting.isEmpty ? Array(choices.indices) : starting).map { label(choices[$0]) }
    throw InvalidAnswer(
      starting.isEmpty
        ? "\(field): type 1 to \(choices.count), or a name: \(names.joined(separator: ", "))."
        : "\(field): which one? \(names.joined(separator: ", ")).")
  }

  /// The choices `text` names, in their order: numbers, ranges (`2-4`) and names a comma apart,
  /// `all`, `none`; a name with a comma in it whole.
  private static func several<Choice: Sendable>(
    _ text: String, of choices: [Choice], label: (Choice) -> String, in field: String
  ) throws -> [Choice] {
    switch text.trimmingCharacters(in: .whitespaces).lowercased() {
    case "none": return []
    case "all": return choices
    default: break
    }
    if let whole = try? chosen(text, of: choices, label: label, in: field), Int(text) == nil, !text.contains("-") {
      return [whole]
    }
    var positions = Set<Int>()
    for part in text.split(separator: ",") {
      let piece = part.trimmingCharacters(in: .whitespaces)
      if let numbers = MultiSelection<Choice>.numbers(in: piece, count: choices.count) {
        positions.formUnion(numbers.map { $0 - 1 })
      } else {
        let choice = try chosen(piece, of: choices, label: label, in: field)
        if let index = choices.indices.first(where: { label(choices[$0]) == label(choice) }) { positions.insert(index) }
      }
    }
    guard !positions.isEmpty else { throw InvalidAnswer("\(field): type numbers or names a comma apart, or none.") }
    return positions.sorted().map { choices[$0] }
  }
}
