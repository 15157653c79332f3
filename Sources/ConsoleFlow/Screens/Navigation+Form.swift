/// How a form opens (``Navigation/form(title:start:fields:check:opening:)``).
public enum FormOpening: Sendable, Equatable {
  /// On its first field: each field is asked in turn, then the review page (a new record).
  case everyField
  /// On its review page: a record whose fields all have values, any of them edited by number.
  case review
}

extension Navigation where Output: Sendable {
  /// A form: several typed fields (``FormField``: text, numbers, days, a choice, several
  /// choices, yes or no), each with its default, read from the form's value, and its validation;
  /// checks across fields; a review page where a field's number edits it and Enter submits. Each
  /// field is a screen of its own, so `:back` goes to the field before, `--at` and a transcript
  /// reach every field, and an explorer answers each as its kind is answered (a field's samples
  /// given by its name).
  ///
  /// ```swift
  /// struct Order: Sendable {
  ///   var album: Album
  ///   var copies = 1
  ///   var gift = false
  /// }
  ///
  /// let order = Navigation<Album, Order>.form(
  ///   title: .from { "Order \($0.title)" }, start: { Order(album: $0) },
  ///   fields: [
  ///     .number("Copies", \.copies, in: 1...10) { copies, order in
  ///       guard copies <= order.album.tracks.count else { throw InvalidAnswer("At most \(order.album.tracks.count).") }
  ///     },
  ///     .yesNo("Gift", \.gift),
  ///   ],
  ///   check: { order in if order.gift && order.copies > 5 { throw InvalidAnswer("At most 5 copies as a gift.") } })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The form's title for its input, over each field and on its review page.
  ///   - start: The form's value before any answer, from the input: every field's default.
  ///   - fields: The fields, in the order they are asked and listed.
  ///   - check: Refuses the whole form on submitting, by throwing an ``InvalidAnswer``: its
  ///     message shows on the review page, where any field can be edited.
  ///   - opening: On its first field (a new record), or on its review page (a record to edit).
  /// - Returns: A navigation that completes with the form's value once it is submitted.
  public static func form(
    title: ForInput<Input, String>,
    start: @escaping @Sendable (Input) -> Output,
    fields: [FormField<Output>],
    check: (@Sendable (Output) throws -> Void)? = nil,
    opening: FormOpening = .everyField
  ) -> Navigation {
    let screens = fields.indices.map { fields[$0].screen($0, fields.count) }
    let review = FormReview.screen(fields: fields, screens: screens, check: check)
    var begun = root(review)
    if opening == .everyField, let first = screens.first {
      begun = screens.dropFirst().reduce(root(first)) { $0 >>> $1 } >>> review
    }
    let shows = fields.map(\.shown)
    let drafted = begun.pullback { input in
      let value = start(input)
      return FormDraft(title: title(input), value: value, started: shows.map { ($0(value), $0) })
    }
    return Navigation(map: drafted.flowMap, environment: drafted.environment) { input, next in
      drafted.run(input, next).startingForm()
    }
  }
}

/// A form's review page: every field and its value, numbered; a number (or a field's name)
/// edits the field in a modal sub-flow of its own screen, Enter checks the form and submits it.
enum FormReview {
  static func screen<Form: Sendable>(
    fields: [FormField<Form>], screens: [Screen<FormDraft<Form>, FormDraft<Form>>],
    check: (@Sendable (Form) throws -> Void)?
  ) -> Screen<FormDraft<Form>, Form> {
    let edits = fields.indices.map { Modal("\($0 + 1) \(fields[$0].name)", root(screens[$0])) }
    let names = fields.map { SearchKey.of($0.name) }
    let help = fields.isEmpty ? "Enter submits." : "A field's number edits it; Enter submits."
    var review = Screen<FormDraft<Form>, Form>(
      title: .from { $0.title },
      state: { $0 },
      workings: ScreenWorkings(
        page: { draft, _ in
          var page = Page(title: draft.title)
          page.items = fields.indices.map { index in
            let shown = fields[index].shown(draft.value)
            return Page.Item(number: index + 1, label: fields[index].name, detail: shown.isEmpty ? "(none)" : shown)
          }
          page.body = [Page.Line(help)]
          page.itemLayout = .fields
          page.submitLine = ""
          return page
        },
        receive: { draft, command, _ in
          guard case .entry(let text) = command else {
            return .reject(Rejection(.needsAnswer, "Type a field's number to edit it, or Enter to submit."))
          }
          if text.isEmpty {
            return rejectingErrors {
              try check?(draft.value)
              return .yield(draft.value)
            }
          }
          let wanted = SearchKey.of(text)
          let index = Int(text).map { $0 - 1 } ?? names.firstIndex(of: wanted)
          guard let index, edits.indices.contains(index) else {
            return .reject(
              Rejection(
                .needsAnswer,
                fields.isEmpty
                  ? "Enter submits." : "Type 1 to \(fields.count) to edit a field, or Enter to submit."))
          }
          return .present(Presentation(edits[index], input: draft) { _, edited in edited })
        },
        labels: { _, _ in fields.map(\.name) }, unsavedChanges: { $0.unsubmitted }, feed: nil, pathPart: .none,
        offer: { _, _ in .answers(fields.indices.map { [String($0 + 1)] } + [[""]]) }, isFormPart: true),
      shape: .init(name: "Form of \(TypeName.of(Form.self))", yields: "submit"))
    for edit in edits { review = review.presenting(edit) }
    return review
  }
}
