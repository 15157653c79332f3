extension Flow {
  /// The titles from the root screen to the top one, a form shown once: the screens of a form
  /// (its fields one after another, its review, a field edited from the review) are one crumb,
  /// the form's title, and the field the user is on after it. `page` is the top screen's page.
  func breadcrumb(top page: Page) -> [String] {
    var crumbs: [String] = []
    var index = 0
    while index < stack.count {
      guard stack[index].screen.isFormPart else {
        crumbs.append(stack[index].screen.title)
        index += 1
        continue
      }
      var last = index
      while last + 1 < stack.count, stack[last + 1].screen.isFormPart, !stack[last + 1].startsForm { last += 1 }
      if last == stack.count - 1, !isCompleted, page.itemLayout != .fields, let form = page.heading {
        // On a field: the form's title (its page's heading), then the field.
        crumbs += [form, page.title]
      } else {
        // Below other screens, or on its review: the form, by the title of its last screen.
        crumbs.append(stack[last].screen.title)
      }
      index = last + 1
    }
    return crumbs
  }
}
