@_spi(Interpreter) import ConsoleFlow
import TestSupport
import Testing

@testable import ConsoleFlowREPL

@Suite("The REPL's reading of its environment")
struct TerminalEnvironmentTests {
  @Test("auto colour needs a terminal, NO_COLOR unset or empty, and TERM not dumb")
  func autoColour() {
    #expect(REPL.Choice.auto.colorIsOn(environment: ["TERM": "xterm"], stdoutIsTerminal: true))
    #expect(REPL.Choice.auto.colorIsOn(environment: ["TERM": "xterm", "NO_COLOR": ""], stdoutIsTerminal: true))
    #expect(!REPL.Choice.auto.colorIsOn(environment: ["TERM": "xterm"], stdoutIsTerminal: false))
    #expect(!REPL.Choice.auto.colorIsOn(environment: ["TERM": "xterm", "NO_COLOR": "1"], stdoutIsTerminal: true))
    #expect(!REPL.Choice.auto.colorIsOn(environment: ["TERM": "dumb"], stdoutIsTerminal: true))
  }

  @Test("--color=always and --color=never override everything")
  func overrides() {
    #expect(REPL.Choice.always.colorIsOn(environment: ["NO_COLOR": "1", "TERM": "dumb"], stdoutIsTerminal: false))
    #expect(!REPL.Choice.never.colorIsOn(environment: ["TERM": "xterm"], stdoutIsTerminal: true))
  }

  @Test("live narrowing and plain mode: auto reads CONSOLEFLOW_LIVE and CONSOLEFLOW_PLAIN, always and never do not")
  func liveAndPlain() {
    #expect(REPL.Choice.auto.liveIsOn(environment: [:]))
    #expect(REPL.Choice.auto.liveIsOn(environment: ["CONSOLEFLOW_LIVE": "auto"]))
    #expect(!REPL.Choice.auto.liveIsOn(environment: ["CONSOLEFLOW_LIVE": "Never"]))
    #expect(REPL.Choice.always.liveIsOn(environment: ["CONSOLEFLOW_LIVE": "never"]))
    #expect(!REPL.Choice.never.liveIsOn(environment: ["CONSOLEFLOW_LIVE": "always"]))
    #expect(!REPL.Choice.auto.plainIsOn(environment: [:]))
    #expect(!REPL.Choice.auto.plainIsOn(environment: ["CONSOLEFLOW_PLAIN": "0"]))
    #expect(REPL.Choice.auto.plainIsOn(environment: ["CONSOLEFLOW_PLAIN": "1"]))
    #expect(!REPL.Choice.never.plainIsOn(environment: ["CONSOLEFLOW_PLAIN": "1"]))
    #expect(REPL.Choice.always.plainIsOn(environment: [:]))
  }

  @Test("history lives under XDG_STATE_HOME, else ~/.local/state, per flow")
  func historyPath() {
    #expect(
      History(flow: "music", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).path == "/s/consoleflow/music/history"
    )
    #expect(
      History(flow: "music", environment: ["XDG_STATE_HOME": "", "HOME": "/h"]).path
        == "/h/.local/state/consoleflow/music/history")
  }

  @Test("without a terminal the size comes from COLUMNS and LINES, else 80×24")
  func sizeFallback() {
    let sized = TerminalEnvironment(
      environment: ["COLUMNS": "132", "LINES": "50"], color: .never, stdinIsTerminal: false
    ).traits(
      style: .standard)
    #expect(sized.width == 132 && sized.height == 50)
    let plain = TerminalEnvironment(environment: [:], color: .never, stdinIsTerminal: false, stdoutIsTerminal: false)
      .traits(
        style: .standard)
    #expect(plain.width == 80 && plain.height == 24 && !plain.color)
  }

  @Test(
    "the terminal is measured anew in the flow's style, which adapts to it: colour from the environment, ASCII symbols outside UTF-8"
  )
  func styleIsKept() {
    var style = Style.standard
    style.colors[.title] = [.foreground(.magenta)]
    style.symbols.separator = " → "
    let latin1 = TerminalEnvironment(
      environment: ["LANG": "fr_FR.ISO-8859-1", "TERM": "xterm"], color: .always, stdinIsTerminal: false)
    let traits = latin1.traits(style: style)
    #expect(traits.style == style && traits.color && !traits.unicode)
    var page = Page(title: "Albums")
    page.breadcrumb = ["Artists", "Albums"]
    #expect(page.render(for: traits)[0] == "\u{1B}[35mArtists > Albums\u{1B}[0m")
  }
}
