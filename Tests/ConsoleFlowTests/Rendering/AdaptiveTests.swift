import PropertyBased
import TestSupport
import Testing

@_spi(Interpreter) @testable import ConsoleFlow

private let anyTraits = zip(Gen.int(in: 10...200), Gen.int(in: 5...60), Gen.bool, Gen.bool).map {
  Traits(width: $0, height: $1, color: $2, unicode: $3)
}

private typealias Function = @Sendable (Int) -> Int

/// Adaptive values that really vary with the traits.
private let u = Adaptive<Function> { traits in { $0 + traits.width } }
private let v = Adaptive<Function> { traits in { $0 * (traits.unicode ? 2 : 3) } }
private let w = Adaptive { $0.height }

// The laws read as they are written about applicatives; the library exports no operator for
// it, since no flow's author needs one, so the tests declare their own.
precedencegroup AdaptiveApplicationPrecedence {
  associativity: left
}

infix operator <*> : AdaptiveApplicationPrecedence

private func <*> <Input, Output>(function: Adaptive<@Sendable (Input) -> Output>, value: Adaptive<Input>)
  -> Adaptive<Output>
{
  Adaptive.apply(function, to: value)
}

@Suite("Adaptive values")
struct AdaptiveTests {
  @Test("identity: pure(id) <*> v == v")
  func identity() async {
    await propertyCheck(input: anyTraits) { traits in
      let identity: Function = { $0 }
      #expect((Adaptive.pure(identity) <*> w).run(traits) == w.run(traits))
    }
  }

  @Test("homomorphism: pure(f) <*> pure(x) == pure(f(x))")
  func homomorphism() async {
    await propertyCheck(input: anyTraits, Gen.int(in: -1000...1000)) { traits, x in
      let f: Function = { $0 * 7 - 1 }
      #expect((Adaptive.pure(f) <*> Adaptive.pure(x)).run(traits) == Adaptive.pure(f(x)).run(traits))
    }
  }

  @Test("interchange: u <*> pure(y) == pure({ $0(y) }) <*> u")
  func interchange() async {
    await propertyCheck(input: anyTraits, Gen.int(in: -1000...1000)) { traits, y in
      let applyY: @Sendable (Function) -> Int = { $0(y) }
      #expect((u <*> Adaptive.pure(y)).run(traits) == (Adaptive.pure(applyY) <*> u).run(traits))
    }
  }

  @Test("composition: pure(∘) <*> u <*> v <*> w == u <*> (v <*> w)")
  func composition() async {
    await propertyCheck(input: anyTraits) { traits in
      let compose: @Sendable (@escaping Function) -> @Sendable (@escaping Function) -> Function = { f in
        { g in { f(g($0)) } }
      }
      let left = Adaptive.pure(compose) <*> u <*> v <*> w
      let right = u <*> (v <*> w)
      #expect(left.run(traits) == right.run(traits))
    }
  }

  @Test("map and zip agree with <*>")
  func mapAndZip() async {
    await propertyCheck(input: anyTraits) { traits in
      #expect(w.map { $0 + 1 }.run(traits) == (Adaptive.pure({ $0 + 1 } as Function) <*> w).run(traits))
      let pair = Adaptive.zip(w, Adaptive { $0.width }).run(traits)
      #expect(pair.0 == traits.height && pair.1 == traits.width)
    }
  }

  @Test("the width class: compact below 60 columns, wide from 120")
  func widthClass() {
    #expect(Traits(width: 59).widthClass == .compact)
    #expect(Traits(width: 60).widthClass == .regular)
    #expect(Traits(width: 119).widthClass == .regular)
    #expect(Traits(width: 120).widthClass == .wide)
  }
}
