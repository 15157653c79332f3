/// The last page a running screen drew and the traits it drew it for.
final class PageCache: Sendable {
  private let last = Locked<(traits: Traits, page: Page)?>(nil)

  func page(for traits: Traits, draw: () -> Page) -> Page {
    if let last = last.withLock({ $0 }), last.traits == traits { return last.page }
    let page = draw()
    last.withLock { $0 = (traits, page) }
    return page
  }
}
