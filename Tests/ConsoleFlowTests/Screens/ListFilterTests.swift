import PropertyBased
import Testing

@_spi(Flows) @testable import ConsoleFlow

/// The filter written plainly: each label ranked alone by the pattern, then sorted by rank and
/// position. The oracle the list's searches in parts, narrowed and spread over the cores answer to.
private func reference(_ query: String, _ labels: [String]) -> [Int] {
  let pattern = SearchPattern(query)
  guard !pattern.isEmpty else { return Array(labels.indices) }
  let ranked = labels.enumerated().compactMap { position, label in
    Array(label.utf8).withUnsafeBufferPointer { pattern.rank($0) }.map { (rank: $0, position: position) }
  }
  return ranked.sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }.map(\.position)
}

/// Pieces of labels and queries: ASCII in both cases, Latin letters with accents (precomposed and
/// combining), letters that fold to two (ß), other scripts, emoji, spaces and punctuation.
private let pieces = [
  "a", "b", "e", "l", "o", "r", "z", "A", "E", "L", "Z", "led", "Zep", "mot", " ", "/", "#1", "é", "É", "ö", "Ö",
  "e\u{301}", "o\u{308}", "ß", "æ", "ø", "ł", "ç", "坂本", "Ωμέγα", "🎸", "ﬁ", "ǅ", "\u{1B}", "'", "^", "$", "!",
  " | ", "\\ ",
]
private let labels = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...6).map { $0.joined() }
  .array(of: 0...40)
private let queries = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 1...3).map { $0.joined() }

@Suite("The list filter on raw lines")
struct ListFilterTests {
  @Test("labels and raw lines rank exactly as documented, whatever the script")
  func ranksAsDocumented() async {
    await propertyCheck(input: labels, queries) { labels, query in
      let expected = reference(query, labels)
      #expect(ListFilter.matches(query, in: labels) == expected, "labels, query \(query.debugDescription)")
      let lines = labels.map { Array($0.utf8) }
      #expect(matches(query, inLines: lines) == expected, "lines, query \(query.debugDescription)")
    }
  }

  @Test("a label's key folded byte by byte is the key SearchKey folds")
  func keysFoldAsSearchKey() async {
    await propertyCheck(input: labels) { labels in
      #expect(TextTable().keys(of: labels) { $0 } == labels.map(SearchKey.of))
    }
  }

  @Test("every Latin letter and combining mark the table folds, alone and in words, folds as SearchKey does")
  func everyLatinLetter() {
    let labels = (0xC0...0x36F).compactMap(Unicode.Scalar.init).flatMap { scalar in
      ["\(scalar)", "Ab\(scalar)Cd", "e\(scalar)\u{301}x"]
    }
    let keys = TextTable().keys(of: labels) { $0 }
    let mismatches = labels.indices.filter { keys[$0] != SearchKey.of(labels[$0]) }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { labels[$0].unicodeScalars.map(\.value) })")
  }

  @Test("a narrower filter searches the last one's candidates and finds exactly what a fresh one finds")
  func narrowing() async {
    await propertyCheck(input: labels, queries, queries) { labels, first, more in
      let narrower = first + more
      let state = ListState(elements: labels).filtered(by: first, searching: { $0 })
      #expect(state.filtered(by: narrower, searching: { $0 }).matches?.positions == reference(narrower, labels))
      let unrelated = state.filtered(by: more, searching: { $0 })
      #expect(unrelated.matches?.positions == reference(more, labels), "an unrelated query")
    }
  }

  @Test("a query is its scalars: ö and o with a combining diaeresis are two queries, not one kept")
  func composedAndDecomposed() {
    let (composed, decomposed) = ("\u{F6}", "o\u{308}")
    for (label, first, then) in [(composed, composed, decomposed), (decomposed, decomposed, composed)] {
      let state = ListState(elements: [label]).filtered(by: first, searching: { $0 })
      #expect(state.filtered(by: then, searching: { $0 }).matches?.positions == reference(then, [label]))
    }
  }

  @Test("a filter made in parts, narrowed and widened while it searches, finds what a fresh one finds")
  func partsWhileSearching() {
    // More labels than a part searches, made of the pieces, near and scattered matches among them.
    var seed: UInt64 = 42
    let many = (0..<60_000).map { _ in
      (0..<4).map { _ in
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return pieces[Int(seed >> 33) % pieces.count]
      }.joined()
    }
    // Each text typed over the last before its search ended: a first part, and the parts searched
    // between keys (none when keys come fast); then searched to the end.
    let typing = [
      ("l", 2), ("le", 0), ("led", 0), ("le", 1), ("lez", 0), ("ledz", 0), ("e", 2), ("é", 0), ("zép", 0),
      ("o", 2), ("or", 0), ("ob", 0),
    ]
    var state = ListState(elements: many)
    for (query, partsBetweenKeys) in typing {
      state = state.filtered(by: query, searching: { $0 }, firstMatches: 10)
      for _ in 0..<partsBetweenKeys { state = state.searchingOn(searching: { $0 }) }
      var whole = state
      while whole.isSearching { whole = whole.searchingOn(searching: { $0 }) }
      #expect(whole.matches?.positions == reference(query, many), "\(query)")
    }
  }

  @Test("a query typed a key at a time, with backspaces, lists what --filter prints for it, under any options")
  func typedEqualsFilter() async {
    let options = Gen.int(in: 0...11).map { code in
      ListFilter.Options(
        caseMatching: [.smart, .ignore, .respect][code % 3], exact: code % 2 == 1,
        fields: code >= 6 ? SeparatedFields(" ", fields: [[0], [1, 2, 3], [2, 0]][code % 3]) : nil)
    }
    // Each key: a piece typed, or (for a negative) that many characters taken back.
    let keys = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 1...8)
    await propertyCheck(input: labels, keys, Gen.int(in: 0...3).array(of: 1...8), options) {
      labels, typed, backs, options in
      var state = ListState(elements: labels, options: options)
      var query = ""
      for (piece, back) in zip(typed, backs + Array(repeating: 0, count: typed.count)) {
        query += piece
        if back > 0 && back <= typed.count / 2 { query = String(query.dropLast(back)) }
        state = state.filtered(by: query, searching: { $0 }, firstMatches: 3)
        while state.isSearching { state = state.searchingOn(searching: { $0 }) }
      }
      let filter = matches(query, inLines: labels.map { Array($0.utf8) }, options: options)
      #expect((state.matches?.positions ?? Array(labels.indices)) == filter, "query \(query.debugDescription)")
    }
  }

  @Test("a backspace to a filter searched to its end shows its matches at once, final")
  func backspaceKeepsEarlierResults() {
    let labels = (0..<50_000).map { "\(pieces[$0 % pieces.count]) \(pieces[$0 / 7 % pieces.count]) #\($0)" }
    var state = ListState(elements: labels)
    for query in ["l", "le", "led"] {
      state = state.filtered(by: query, searching: { $0 }, firstMatches: 10)
      while state.isSearching { state = state.searchingOn(searching: { $0 }) }
    }
    for query in ["le", "l"] {
      state = state.filtered(by: query, searching: { $0 }, firstMatches: 10)
      #expect(!state.isSearching, "\(query): final at once")
      #expect(state.matches?.positions == reference(query, labels), "\(query)")
    }
    let other = state.filtered(by: "lo", searching: { $0 }, firstMatches: 10)
    #expect(other.isSearching, "a query not typed before searches")
  }

  @Test("the ranking: the whole label, a word's start, initials, in order; then the tighter, the shorter")
  func ranking() {
    let labels = ["Queen", "Dread Zeppelin", "Led Zeppelin", "Lead Zappa", "l e d z e p", "Led Zeppelin II", "led"]
    // "l e d z e p" holds led's letters each at a word start, initials: before "Lead Zappa"'s d.
    #expect(ListFilter.matches("led", in: labels) == [6, 2, 5, 4, 3], "the whole label, prefixes, then in order")
    #expect(ListFilter.matches("zep", in: labels) == [2, 1, 5, 4], "word starts, the shorter line first")
    #expect(ListFilter.matches("led zep", in: labels) == [2, 5, 4], "two terms, each anywhere")
    // Lead Zappa is nothing but the initials; Led Zeppelin's stretch from L to Z is the shorter.
    #expect(ListFilter.matches("lz", in: labels) == [2, 3, 5, 4], "initials of every word first, then tighter")
    let artists = ["Ed Motta", "Motörhead", "Mötley Crüe", "Motörhead & Girlschool", "Jamiroquai"]
    #expect(ListFilter.matches("mot", in: artists) == [1, 2, 3, 0], "what a person means by mot comes first")
  }

  @Test("raw lines match whatever their bytes: invalid UTF-8, control characters, a million lines")
  func rawBytes() {
    #expect(matches("a", inLines: [[0xFF, 0x61], [0x1B, 0x5B, 0x6D], [0x62]]) == [0])
    #expect(matches("\u{FFFD}b", inLines: [[0x61], [0xC3, 0x62]]) == [1], "invalid UTF-8 reads as U+FFFD")
    let many = (0..<1_000_000).map { Array("line \($0)".utf8) }
    #expect(matches("999999", inLines: many) == [999_999], "spread over the cores, in order")
    #expect(matches("line 1", inLines: many).prefix(3) == [1, 10, 11])
  }
}
