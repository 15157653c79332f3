/// A Go expression compiled for a Pike machine, as RE2's and Go's NFA run it: every thread
/// steps over the text at once, in the order of preference, so the match found is Go's
/// leftmost-first one, in time linear in the text (no backtracking, no stack that grows).
struct GoProgram: Sendable {
  enum Instruction: Sendable {
    case scalar(Unicode.Scalar, folds: Bool)
    /// A class, by its place in ``sets`` (no class copied at each step).
    case set(Int)
    case any(dotAll: Bool)
    case assertion(GoAssertion)
    /// Go on at both, the first preferred.
    case split(Int, Int)
    case jump(Int)
    case match
  }

  private(set) var instructions: [Instruction] = []
  private var sets: [GoScalarSet] = []
  /// Whether each ASCII scalar is in each class, in one pair of words a class: the common case
  /// read without touching the class.
  private var asciiSets: [(low: UInt64, high: UInt64)] = []
  /// The instructions a match can start with, when it must start by reading one (no assertion
  /// or empty match first): the search skips the places none of them takes.
  private var starts: [Int]? = nil

  init(_ node: GoNode) {
    emit(node)
    instructions.append(.match)
    starts = firstReads()
  }

  /// What the first instruction leads to without reading: the instructions that read, if
  /// nothing else is reached first.
  private func firstReads() -> [Int]? {
    var reads: [Int] = []
    var seen = Set<Int>()
    var next = [0]
    while let pc = next.popLast() {
      guard seen.insert(pc).inserted else { continue }
      switch instructions[pc] {
      case .jump(let target): next.append(target)
      case .split(let first, let second): next += [first, second]
      case .assertion, .match: return nil
      case .scalar, .set, .any: reads.append(pc)
      }
    }
    return reads
  }

  /// Whether the instruction at `pc`, one that reads, takes `scalar`.
  private func takes(_ pc: Int, _ scalar: Unicode.Scalar) -> Bool {
    switch instructions[pc] {
    case .scalar(let wanted, let folds): scalar == wanted || folds && GoFolding.same(scalar, wanted)
    case .set(let index):
      scalar.value < 128
        ? (scalar.value < 64 ? asciiSets[index].low >> scalar.value : asciiSets[index].high >> (scalar.value - 64))
          & 1 == 1
        : sets[index].contains(scalar)
    case .any(let dotAll): dotAll || scalar != "\n"
    case .assertion, .split, .jump, .match: false
    }
  }

  private mutating func emit(_ node: GoNode) {
    switch node {
    case .empty: break
    case .scalar(let scalar, let folds): instructions.append(.scalar(scalar, folds: folds))
    case .set(let set):
      sets.append(set)
      asciiSets.append(set.asciiMembers)
      instructions.append(.set(sets.count - 1))
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
    machine.current.removeAll(keepingCapacity: true)
    while true {
      if machine.current.isEmpty {
        if matched != nil { break }
        // Nothing runs: a match can only start where one of its first instructions reads.
        if let starts {
          while position < text.count && !starts.contains(where: { takes($0, text[position]) }) { position += 1 }
          if position == text.count { break }
        }
        machine.step += 1
        add(0, start: position, at: position, in: text, toNext: false, machine: &machine)
      }
      machine.step += 1
      machine.next.removeAll(keepingCapacity: true)
      var index = 0
      while index < machine.current.count {
        let (pc, begin) = machine.current[index]
        index += 1
        if case .match = instructions[pc] {
          // What the threads after it would match is less preferred: they stop here.
          matched = begin..<position
          break
        }
        if position < text.count, takes(pc, text[position]) {
          add(pc + 1, start: begin, at: position + 1, in: text, toNext: true, machine: &machine)
        }
      }
      guard position < text.count else { break }
      position += 1
      // A match may start here while none has: it comes after every thread started before it.
      if matched == nil && !machine.next.isEmpty {
        add(0, start: position, at: position, in: text, toNext: true, machine: &machine)
      }
      swap(&machine.current, &machine.next)
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
