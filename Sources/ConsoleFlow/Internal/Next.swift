/// What happens next, in the stack machine's one vocabulary: what a screen answers to a command,
/// what a navigation goes on with after a screen yields, how a presenter takes a sub-flow's
/// result and what slow work leads to. An author's ``Reaction`` is said in these words once
/// (`RunningScreen`), and the flow applies them at a place on its stack (`Flow.apply`).
indirect enum Next: Sendable {
  /// Stay here: the screen in its new state (nil: as it was), and a message to show.
  case stay(RunningScreen?, message: String?)
  /// The input was not taken, for this reason; nothing changes.
  case reject(Rejection)
  /// The command needs elements the screen's feed has not delivered yet: ask again as they come.
  case awaitMore
  /// The same screen started again on a new feed (a table's rows read anew, in another order):
  /// it takes the place of the one shown, and the flow waits for its first page.
  case refed(RunningScreen)
  /// Push a screen, reached by the choice `label` (nil when no choice led there: a confirm's
  /// answer, an Enter on a detail); `modal` when it starts a presented sub-flow.
  case push(RunningScreen, label: String?, modal: Bool = false)
  /// The flow completed with this value (the root continuation's, an `Output`).
  case complete(any Sendable)
  /// Run slow work first, then go on where its value leads (made with the value's own type where
  /// the work was described, so no value travels erased), or as `stopped` says of its failure
  /// or cancellation.
  case load(title: String, work: @Sendable () async throws -> Load.NextStep, stopped: @Sendable (Load.Stop) -> Next)
  /// Present a sub-flow on top, modally, started with what to do when it completes: the
  /// presenter's own next step, made from the sub-flow's result where its type is known. Its start
  /// pushes its first screen, or runs the load it starts with.
  case present(start: @Sendable (_ finish: @escaping @Sendable (Next) -> Next) -> Next)
  /// A presented sub-flow finished: drop the stack back to the presenter at `index`, and go on
  /// there with `next`.
  case returnTo(index: Int, Next)
  /// Slow work that changed something (a save) completed: the screens that led to it (the
  /// form's, or the one that asked) leave the stack, so going back never redoes it; then `next`.
  case saved(Next)

  /// The same, with the screens it pushes reached by the choice `label`: a yield's label goes to
  /// the screen it leads to, through any load on the way.
  func labelled(_ label: String?) -> Next {
    switch self {
    case .push(let screen, _, let modal): .push(screen, label: label, modal: modal)
    case .saved(let next): .saved(next.labelled(label))
    case .load(let title, let work, let stopped):
      .load(
        title: title,
        work: {
          let step = try await work()
          return Load.NextStep { step.next().labelled(label) }
        }, stopped: stopped)
    default: self
    }
  }

  /// The same, the screen it pushes (through any load on the way) reached by the branch's case
  /// `name`.
  func reached(byCase name: String) -> Next {
    switch self {
    case .push(var screen, let label, let modal):
      screen.branchCase = name
      return .push(screen, label: label, modal: modal)
    case .saved(let next):
      return .saved(next.reached(byCase: name))
    case .load(let title, let work, let stopped):
      return .load(
        title: title,
        work: {
          let step = try await work()
          return Load.NextStep { step.next().reached(byCase: name) }
        }, stopped: stopped)
    default: return self
    }
  }

  /// The same, the screen it pushes (through any load on the way) the first of a modal sub-flow.
  func modal() -> Next {
    switch self {
    case .push(let screen, _, _): .push(screen, label: nil, modal: true)
    case .saved(let next): .saved(next.modal())
    case .load(let title, let work, let stopped):
      .load(
        title: title,
        work: {
          let step = try await work()
          return Load.NextStep { step.next().modal() }
        }, stopped: stopped)
    default: self
    }
  }

  /// The same, the screen it pushes marked as the first of a form.
  func startingForm() -> Next {
    guard case .push(var screen, let label, let modal) = self else { return self }
    screen.startsForm = true
    return .push(screen, label: label, modal: modal)
  }

  /// The same, the screen it pushes (through any load on the way) taking the place of the one at
  /// its index: how a root that starts with a load replaces what showed while it loaded.
  func replacing() -> Next {
    switch self {
    case .push(let screen, _, _): .refed(screen)
    case .saved(let next): .saved(next.replacing())
    case .load(let title, let work, let stopped):
      .load(
        title: title,
        work: {
          let step = try await work()
          return Load.NextStep { step.next().replacing() }
        }, stopped: stopped)
    default: self
    }
  }
}

extension Next {
  /// An author's reaction, in the machine's words: a state becomes the screen in that state
  /// (`running`), slow work goes on with the state it makes, a presented sub-flow's result comes
  /// back as the presenter's own reaction, a yield goes to `yield`.
  init<State: Sendable, Output>(
    _ reaction: Reaction<State, Output>, from state: State,
    running: @escaping @Sendable (State) -> RunningScreen, yield: (Output) -> Next
  ) {
    switch reaction {
    case .stay(let next, let message):
      self = .stay(running(next), message: message)
    case .reject(let rejection):
      self = .reject(rejection)
    case .present(let presentation):
      self = .present { finish in
        presentation.start { reaction in finish(Next(reaction(state), from: state, running: running, yield: absurd)) }
      }
    case .load(let load):
      self = .load(
        title: load.title,
        work: {
          let made = try await load.work()
          return Load.NextStep { .stay(running(made(state)), message: nil) }
        },
        stopped: { stop in
          // The work's reason stays on the screen, which keeps what the user would lose.
          .stay(running(load.failed(state, stop.words)), message: stop == .cancelled ? "Cancelled." : nil)
        })
    case .awaitMore:
      self = .awaitMore
    case .yield(let value):
      self = yield(value)
    }
  }
}
