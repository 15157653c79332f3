@_spi(Interpreter) import ConsoleFlow

/// Everything a person would see when `lines` are fed to `flow`: each page as rendered text,
/// each completion and each quit. Two flows that observe alike are alike to their users.
public func observe<Output>(_ flow: Flow<Output>, _ lines: [String]) -> [String] {
  var seen = [flow.page.render(for: flow.traits).joined(separator: "\n")]
  var flow = flow
  for line in lines {
    let (next, effect) = flow.step(line)
    flow = next
    switch effect {
    case .show(let page): seen.append(page.render(for: flow.traits).joined(separator: "\n"))
    case .completed(let value): seen.append("completed: \(value)")
    case .wait(let load): seen.append("waits for \(load.title)")
    case .quit: seen.append("quit")
    }
  }
  return seen
}

/// A transcript as the REPL prints it with colour off: each page, then the prompt with the input;
/// each line's loads run to their end first. It stops at a completion or a quit.
public func transcript<Output>(_ flow: Flow<Output>, _ lines: [String]) async -> String {
  var colourless = flow.traits
  colourless.color = false
  var (flow, effect) = await flow.finishingLoads()
  var text = ""
  var lines = lines[...]
  while true {
    if case .show(let page) = effect { text += page.render(for: colourless).map { $0 + "\n" }.joined() }
    guard case .show = effect, let line = lines.popFirst() else { return text }
    text += flow.page.prompt + line + "\n"
    let stepped = flow.step(line)
    (flow, effect) = await stepped.flow.finishingLoads(after: stepped.effect)
  }
}
