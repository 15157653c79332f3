import ConsoleFlow
import Foundation

/// The dream journal flow: list dreams, open one to edit its fields on a form, add one, delete
/// one after a confirm. Every change is saved at once; a failed save keeps the change on
/// screen and says how to try again.
///
/// ```swift
/// let journal = Journal(path: path)
/// REPL(name: "dreams").run(Dreams.navigation(journal: journal), input: try journal.load())
/// ```
public enum Dreams {
  /// The journal's flow over the dreams of `journal`; it never completes: the user quits.
  public static func navigation(journal: Journal) -> Navigation<[Dream], Never> {
    root(journalScreen(journal))
  }

  static func journalScreen(_ journal: Journal) -> Screen<[Dream], Never> {
    Screen(
      title: .from { _ in "Dreams" },
      state: { JournalState(dreams: $0, saved: $0, journal: journal) },
      page: { state, _ in
        var page = Page(title: "Dreams")
        page.heading = count(state.dreams.count) + (state.unsaved ? ", not saved" : "")
        page.items = state.dreams.enumerated().map {
          Page.Item(number: $0 + 1, label: $1.title, detail: $1.creature.rawValue)
        }
        page.body =
          (state.dreams.isEmpty ? ["No dreams yet."] : []) + ["N opens a dream, add adds one, delete N deletes one."]
          + (state.problem.map { [Page.Line($0)] } ?? [])
        return page
      },
      receive: { state, command, _ in receive(state, command) },
      labels: { state, _ in state.dreams.map(\.title) + ["add", "delete", "save"] },
      unsavedChanges: { state in
        state.unsaved ? "the dream journal \(state.journal.path) (\(count(state.dreams.count)) on screen)" : nil
      }
    )
    .named("Dreams")
    .presenting(addDream)
    .presenting(openDream)
    .presenting(deleteDream)
  }

  // MARK: - The journal's modal sub-flows

  static let addDream = Modal("add", root(askTitle))
  static let openDream = Modal("N opens it", editor)
  static let deleteDream = Modal("delete N", root(confirmDelete))

  private static func receive(_ state: JournalState, _ command: ScreenCommand) -> Reaction<JournalState, Never> {
    guard case .entry(let text) = command else { return .reject("Type a number, add, delete N or save.") }
    let words = text.split(separator: " ").map { $0.lowercased() }
    switch (words.first, words.count) {
    case (nil, _):
      return .stay(state)
    case ("add", 1):
      return .present(
        Presentation(addDream, input: "") { state, title in
          state.saving(state.dreams + [Dream(title: title)])
        })
    case ("save", 1):
      return .load(state.saving(state.dreams))
    case ("delete", 2):
      guard let index = state.index(words[1]) else { return .reject(state.noSuchDream(words[1])) }
      let dream = state.dreams[index]
      return .present(
        Presentation(deleteDream, input: dream) { state, yes in
          guard yes, let position = state.dreams.firstIndex(of: dream) else { return nil }
          var dreams = state.dreams
          dreams.remove(at: position)
          return state.saving(dreams)
        })
    case (let word?, 1):
      guard let index = state.index(word) else { return .reject(state.noSuchDream(word)) }
      return .present(
        Presentation(openDream, input: state.dreams[index]) { state, edited in
          var dreams = state.dreams
          dreams[index] = edited
          return state.saving(dreams)
        })
    default:
      return .reject("Type a number, add, delete N or save.")
    }
  }

  static let askTitle = Screen<String, String>.textPrompt(
    title: .from { _ in "New dream" }, question: "Title", parse: validTitle)

  static let confirmDelete = Screen<Dream, Bool>.yesNo(
    title: .from { "Delete \($0.title)" }, question: "Delete this dream", default: false)

  /// One dream's fields on a form's review page: a field's number edits it, Enter keeps the
  /// changes, :back leaves them. Effects and a creature a newer version wrote are kept.
  static let editor = Navigation<Dream, Dream>.form(
    title: .from { $0.title }, start: { $0 },
    fields: [
      .text("Title", \.title) { title, _ in _ = try validTitle(title) },
      .text("Description", \.description) { description, _ in
        guard description.count <= 500 else { throw InvalidAnswer("A description has at most 500 characters.") }
      },
      .choice("Creature", \.creature, from: .init(Creature.allCases), label: \.rawValue),
      .choices("Effects", \.knownEffects, from: .init(Effect.allCases), label: \.rawValue),
    ],
    opening: .review)

  @Sendable static func validTitle(_ text: String) throws -> String {
    let title = text.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty, title.count <= 60 else { throw InvalidAnswer("A title has 1 to 60 characters.") }
    return title
  }
}

/// "1 dream", "2 dreams".
private func count(_ dreams: Int) -> String {
  "\(dreams) dream\(dreams == 1 ? "" : "s")"
}

/// The journal screen's state: the dreams as the user sees them, what the journal held when this
/// session last read or wrote it, and whether the dreams on screen are on disk.
struct JournalState: Sendable {
  var dreams: [Dream]
  /// The dreams as last loaded or saved: what a change was made from.
  var saved: [Dream]
  let journal: Journal
  var unsaved = false
  var problem: String?

  /// A change, saved at once by a load: the saved dreams merged with what another session saved
  /// meanwhile; when saving fails or is cancelled, the change stays on screen, marked not saved.
  func saving(_ dreams: [Dream]) -> StateLoad<JournalState> {
    let (journal, base) = (self.journal, saved)
    return StateLoad(
      "Saving the journal", { try journal.save(dreams, base: base) },
      done: { state, merged in
        var next = state
        next.dreams = merged
        next.saved = merged
        next.unsaved = false
        next.problem = merged == dreams ? nil : "Another session changed the journal meanwhile; its changes are kept."
        return next
      },
      failed: { state, why in
        var next = state
        next.dreams = dreams
        next.unsaved = true
        next.problem = "Not saved: \(why). Type save to try again; nothing is lost while the journal is open."
        return next
      })
  }

  func index(_ word: String) -> Int? {
    guard let number = Int(word), dreams.indices.contains(number - 1) else { return nil }
    return number - 1
  }

  func noSuchDream(_ word: String) -> Rejection {
    Rejection(
      dreams.isEmpty
        ? "There are no dreams yet; add adds one."
        : "There is no dream \(word): they are numbered 1 to \(dreams.count).")
  }
}
