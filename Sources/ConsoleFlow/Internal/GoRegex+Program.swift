/// A Go expression compiled for a Pike machine, as RE2's and Go's NFA run it: every thread
/// steps over the text at once, in the order of preference, so the match found is Go's
/// leftmost-first one, in time linear in the text (no backtracking, no stack that grows).
struct GoProgram: Sendable {
  enum Instruction: Sendable {
    case scalar(Unicode.Scalar, folds: Bool)
    case set(GoScalarSet)
    case any(dotAll: Bool)
    case assertion(GoAssertion)
    /// Go on at both, the first preferred.
    case split(Int, Int)
    case jump(Int)
    case match
  }

  private(set) var instructions: [Instruction] = []

  init(_ node: GoNode) {
    emit(node)
    instructions.append(.match)
  }

  private mutating func emit(_ node: GoNode) {
    switch node {
    case .empty: break
    case .scalar(let scalar, let folds): instructions.append(.scalar(scalar, folds: folds))
    case .set(let set): instructions.append(.set(set))
    case .any(let dotAll): instructions.append(.any(dotAll: dotAll))
    case .assertion(let assertion): instructions.append(.assertion(assertion))
    case .sequence(let nodes): nodes.forEach { emit($0) }
    case .alternation(let alternatives):
      var jumps: [Int] = []
      for (number, alternative) in alternatives.enumerated() {
        let split = instructions.count
        if number < alternatives.count - 1 { instructions.append(.split(split + 1, 0)) }
        emit(alternative)
        if number < alternatives.count - 1 {
          jumps.append(instructions.count)
          instructions.append(.jump(0))
          instructions[split] = .split(split + 1, instructions.count)
        }
      }
      for jump in jumps { instructions[jump] = .jump(instructions.count) }
    case .repetition(let body, let low, let high, let greedy):
      for _ in 0..<low { emit(body) }
      guard let high else {
        // Then as many more as there are: a loop back to its choice.
        let choice = instructions.count
        instructions.append(.split(0, 0))
        emit(body)
        instructions.append(.jump(choice))
        instructions[choice] = choose(choice + 1, instructions.count, greedy: greedy)
        return
      }
      // Then each of the optional ones inside the one before, as Go writes x{2,4}: xx(x(x)?)?.
      var choices: [Int] = []
      for _ in low..<high {
        choices.append(instructions.count)
        instructions.append(.split(0, 0))
        emit(body)
      }
      for choice in choices { instructions[choice] = choose(choice + 1, instructions.count, greedy: greedy) }
    }
  }

  private func choose(_ more: Int, _ done: Int, greedy: Bool) -> Instruction {
    greedy ? .split(more, done) : .split(done, more)
  }

  // MARK: - Running

  /// Every match in `text`, as Go's `FindAll` finds them: after an empty match the search goes
  /// on one scalar later, and an empty match right where the one before ended is none.
  func allMatches(in text: [Unicode.Scalar]) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var position = 0
    var previousEnd = -1
    var machine = Machine(count: instructions.count)
    while position <= text.count, let match = firstMatch(in: text, from: position, machine: &machine) {
      var accepted = true
      if match.upperBound == position {
        if match.lowerBound == previousEnd { accepted = false }
        position += 1
      } else {
        position = match.upperBound
      }
      previousEnd = match.upperBound
      if accepted { found.append(match) }
    }
    return found
  }

  /// The threads of one step, in order of preference, each with where its match started.
  private struct Machine {
    var current: [(pc: Int, start: Int)] = []
    var next: [(pc: Int, start: Int)] = []
    /// The step each instruction was last added at: one thread an instruction a step.
    var seen: [Int]
    var step = 0
    var stack: [Int] = []

    init(count: Int) {
      seen = Array(repeating: -1, count: count)
    }
  }

  /// The leftmost-first match starting at `start` or after, in `text`, if there is one.
  private func firstMatch(in text: [Unicode.Scalar], from start: Int, machine: inout Machine) -> Range<Int>? {
    var matched: Range<Int>?
    var position = start
    machine.step += 1
    machine.current.removeAll(keepingCapacity: true)
    add(0, start: start, at: start, in: text, toNext: false, machine: &machine)
    while true {
      machine.step += 1
      machine.next.removeAll(keepingCapacity: true)
      var index = 0
      while index < machine.current.count {
        let (pc, begin) = machine.current[index]
        index += 1
        switch instructions[pc] {
        case .match:
          // What the threads after it would match is less preferred: they stop here.
          matched = begin..<position
          index = machine.current.count
        case .scalar(let wanted, let folds):
          if position < text.count, text[position] == wanted || folds && GoFolding.same(text[position], wanted) {
            add(pc + 1, start: begin, at: position + 1, in: text, toNext: true, machine: &machine)
          }
        case .set(let set):
          if position < text.count, set.contains(text[position]) {
            add(pc + 1, start: begin, at: position + 1, in: text, toNext: true, machine: &machine)
          }
        case .any(let dotAll):
          if position < text.count, dotAll || text[position] != "\n" {
            add(pc + 1, start: begin, at: position + 1, in: text, toNext: true, machine: &machine)
          }
        case .assertion, .split, .jump:
          break
        }
      }
      guard position < text.count else { break }
      position += 1
      // A match may start here while none has: it comes after every thread started before it.
      if matched == nil { add(0, start: position, at: position, in: text, toNext: true, machine: &machine) }
      swap(&machine.current, &machine.next)
      // No thread left and one matched: nothing later can be preferred to it.
      if machine.current.isEmpty && matched != nil { break }
    }
    return matched
  }

  /// Adds the thread at `pc` and what it leads to without reading (choices, jumps, assertions
  /// that hold at `position`), in order of preference, once each an instruction a step, to the
  /// threads of the next step (or of this one, at the start).
  private func add(
    _ pc: Int, start: Int, at position: Int, in text: [Unicode.Scalar], toNext: Bool, machine: inout Machine
  ) {
    machine.stack.removeAll(keepingCapacity: true)
    machine.stack.append(pc)
    while let pc = machine.stack.popLast() {
      guard machine.seen[pc] != machine.step else { continue }
      machine.seen[pc] = machine.step
      switch instructions[pc] {
      case .jump(let target): machine.stack.append(target)
      case .split(let first, let second):
        // The second is taken after everything the first leads to.
        machine.stack.append(second)
        machine.stack.append(first)
      case .assertion(let assertion):
        if Self.holds(assertion, at: position, in: text) { machine.stack.append(pc + 1) }
      case .scalar, .set, .any, .match:
        if toNext { machine.next.append((pc, start)) } else { machine.current.append((pc, start)) }
      }
    }
  }

  private static func holds(_ assertion: GoAssertion, at position: Int, in text: [Unicode.Scalar]) -> Bool {
    switch assertion {
    case .textStart: return position == 0
    case .textEnd: return position == text.count
    case .lineStart: return position == 0 || text[position - 1] == "\n"
    case .lineEnd: return position == text.count || text[position] == "\n"
    case .wordBoundary, .notWordBoundary:
      let before = position > 0 && GoScalarSet.isWord(text[position - 1])
      let after = position < text.count && GoScalarSet.isWord(text[position])
      return (before != after) == (assertion == .wordBoundary)
    }
  }
}
