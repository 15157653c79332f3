@_spi(Interpreter) import ConsoleFlow

// At the prompt: a signal while a line is read (Ctrl-C, a resize, a suspend and resume, an end).
extension Shell {
  /// A signal while a line is read.
  mutating func signalWhileReading(_ signal: Signal, at now: Duration) -> [Command] {
    guard isAtATerminal else {
      // A pipe's lines are nobody's to edit: Ctrl-C ends the run as it ends any program.
      switch signal {
      case .interrupt: return finish(.failed(REPL.Error.terminated(signal: Platform.interruptSignal)))
      case .terminate(let number): return finish(.failed(REPL.Error.terminated(signal: number)))
      case .suspend, .resume, .resize: return []
      }
    }
    switch signal {
    case .interrupt where typing == .query:
      return abandoned()
    case .interrupt:
      return interrupted(at: now)
    case .suspend:
      // `^Z` after the line, as the terminal itself would echo it, then the process stops.
      display.loseThePage()
      stoppedByUs = true
      let input = display.input ?? Display.Input(promptCells: 0)
      let column = (input.promptCells + input.lineCells) % max(1, display.size.columns)
      let mark = display.canErase ? "\r" + (column > 0 ? "\u{1B}[\(column)C" : "") + "^Z" : "^Z"
      return [.edit(.suspend), .write(mark), .stopProcess]
    case .resume(let size):
      // readline's modes again, whatever the shell set meanwhile, then the prompt and the line
      // drawn again at the start of a row.
      resized(to: size)
      display.loseThePage()
      let byUs = stoppedByUs
      stoppedByUs = false
      var commands: [Command] = [.edit(.resume(stoppedByUs: byUs))]
      if display.canErase {
        commands.append(.write("\r\u{1B}[K"))
      } else if !setup.plain {
        commands.append(.write("\r"))
      } else if !byUs {
        // Plain mode appends: the line is drawn again on a row of its own.
        commands.append(.write("\n"))
      }
      return commands + [.edit(.drawAgain)]
    case .resize(let size):
      resized(to: size)
      // Plain mode never draws again: the size counts from the next page on.
      guard !setup.plain else { return [.edit(.measure)] }
      var commands: [Command] = [.edit(.resize)]
      // The prompt is cut to the room the width gives it: made again for the new width, over
      // the line as the terminal reflowed it.
      // (The page on screen keeps its rows until the next page: only its prompt is made anew.)
      var resized = session.flow
      resized.traits = setup.traits(size)
      if case .reading = phase, case let fitted = resized.page.prompt, fitted != live.prompt,
        let erase = display.eraseInput()
      {
        live.prompt = fitted
        display.promptShown(fitted)
        display.lineEdited(edited.text, beforeCursor: edited.beforeCursor)
        commands = [.edit(.measure), .write(erase), .edit(.changePrompt(fitted))]
      }
      guard case .reading = phase, live.narrowing?.query != nil else { return commands }
      // A narrowed page is drawn again for the new size, in place where it still fits.
      return commands + drawLive(below: true, at: now)
    case .terminate(let number):
      return [.edit(.drop), .write("\n")] + finish(.failed(REPL.Error.terminated(signal: number)))
    }
  }

  /// Ctrl-C at the prompt: a part the list reads in the background is cancelled (End's read, a
  /// reading on); with a narrowed list in reach, the line is cleared and the whole list shows
  /// again in place; otherwise `^C` after the line, as a shell shows it, and a new empty line. At
  /// the question before leaving, the answer is no.
  private mutating func interrupted(at now: Duration) -> [Command] {
    // What was typed before Ctrl-C goes with the line, however far the program was behind.
    var forget = [Command.edit(.forgetKeysBeforeInterrupt)]
    if case .askingToLeave = phase {
      display.lineEnded()
      return forget + [.edit(.toEnd), .write("^C\n"), .edit(.drop)] + staying(at: now)
    }
    if session.cancelReading() { forget.append(.syncLoads(wantedLoads)) }
    if narrowsAsTyped, display.pageIsInReach, !edited.text.isEmpty {
      return forget + [.edit(.replace(""))] + lineChanged(EditedLine(""), at: now) + [.edit(.redisplay)]
    }
    display.loseThePage()
    live.narrowing = nil
    forgetTheLine()
    display.promptShown(live.prompt)
    return forget + [.edit(.toEnd), .write("^C\n"), .edit(.freshLineAfterInterrupt)]
  }
}
