import Foundation

/// One field of a form (``Navigation/form(title:start:fields:check:opening:)``): what it asks, the
/// property of the form's value it sets, how an answer is read, and how it is checked. The
/// form's value holds every field's default; an empty answer keeps it. A validation gets the
/// value read and the whole form, so it can check one field against another or against what the
/// form is about, and throws an ``InvalidAnswer`` to refuse it: the message shows at the field,
/// and at a terminal the answer stays typed.
///
/// ```swift
/// struct Order: Sendable {
///   var album: String
///   var copies = 1
///   var gift = false
/// }
///
/// let fields: [FormField<Order>] = [
///   .number("Copies", \.copies, in: 1...10),
///   .yesNo("Gift", \.gift),
/// ]
/// ```
public struct FormField<Form: Sendable>: Sendable {
  /// The field's name: its question, its line on the review page, and the name sample answers
  /// are given by.
  package let name: String
  /// The field's value in a form, as the review page and a path show it.
  let shown: @Sendable (Form) -> String
  /// The screen that asks for the field, the field at `position` of `count`.
  let screen: @Sendable (_ position: Int, _ count: Int) -> Screen<FormDraft<Form>, FormDraft<Form>>
}

extension FormField {
  /// A line of text, spaces around it dropped; `-` empties it.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - key: The property it sets.
  ///   - validate: Refuses a value, with the whole form at hand, by throwing an ``InvalidAnswer``.
  public static func text(
    _ name: String, _ key: WritableKeyPath<Form, String> & Sendable,
    validate: (@Sendable (String, Form) throws -> Void)? = nil
  ) -> FormField {
    typed(
      name, key, hint: "- empties it", answers: .typedText,
      parse: { text in text == "-" ? "" : text.trimmingCharacters(in: .whitespaces) },
      show: { $0 }, validate: validate)
  }

  /// A whole number, within `range` when one is given.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - key: The property it sets.
  ///   - range: The numbers it takes, if only some.
  ///   - validate: Refuses a value, with the whole form at hand, by throwing an ``InvalidAnswer``.
  public static func number(
    _ name: String, _ key: WritableKeyPath<Form, Int> & Sendable, in range: ClosedRange<Int>? = nil,
    validate: (@Sendable (Int, Form) throws -> Void)? = nil
  ) -> FormField {
    let words = range.map { "A whole number from \($0.lowerBound) to \($0.upperBound)" } ?? "A whole number"
    return typed(
      name, key, hint: words, answers: .typedText,
      parse: { text in
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), range?.contains(number) ?? true else {
          throw InvalidAnswer("\(name): \(words.prefix(1).lowercased() + words.dropFirst()).")
        }
        return number
      },
      show: { "\($0)" }, validate: validate)
  }

  /// A number with a fraction (a price, a weight), within `range` when one is given.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - key: The property it sets.
  ///   - range: The numbers it takes, if only some.
  ///   - validate: Refuses a value, with the whole form at hand, by throwing an ``InvalidAnswer``.
  public static func number(
    _ name: String, _ key: WritableKeyPath<Form, Double> & Sendable, in range: ClosedRange<Double>? = nil,
    validate: (@Sendable (Double, Form) throws -> Void)? = nil
  ) -> FormField {
    let words = range.map { "A number from \(shortest($0.lowerBound)) to \(shortest($0.upperBound))" } ?? "A number"
    return typed(
      name, key, hint: words, answers: .typedText,
      parse: { text in
        guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite,
          range?.contains(number) ?? true
        else { throw InvalidAnswer("\(name): \(words.prefix(1).lowercased() + words.dropFirst()).") }
        return number
      },
      show: shortest, validate: validate)
  }

  /// A day, typed as year, month and day (`2024-05-31`); the value is its midnight in UTC.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - key: The property it sets.
  ///   - validate: Refuses a value, with the whole form at hand, by throwing an ``InvalidAnswer``.
  public static func date(
    _ name: String, _ key: WritableKeyPath<Form, Date> & Sendable,
    validate: (@Sendable (Date, Form) throws -> Void)? = nil
  ) -> FormField {
    typed(
      name, key, hint: "A day, such as 2024-05-31", answers: .typedText,
      parse: { text in
        guard let date = FormDay.date(from: text.trimmingCharacters(in: .whitespaces)) else {
          throw InvalidAnswer("\(name): a day as year-month-day, such as 2024-05-31.")
        }
        return date
      },
      show: FormDay.text, validate: validate)
  }

  /// A yes or no.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - key: The property it sets.
  ///   - validate: Refuses a value, with the whole form at hand, by throwing an ``InvalidAnswer``.
  public static func yesNo(
    _ name: String, _ key: WritableKeyPath<Form, Bool> & Sendable,
    validate: (@Sendable (Bool, Form) throws -> Void)? = nil
  ) -> FormField {
    typed(
      name, key, hint: "y or n", answers: .answers([["y"], ["n"]]),
      parse: { text in
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "y", "yes": return true
        case "n", "no": return false
        default: throw InvalidAnswer("\(name): answer y or n.")
        }
      },
      show: { $0 ? "yes" : "no" }, validate: validate)
  }

  /// A value of any type read from a line: `parse` makes it (or refuses the line with an
  /// ``InvalidAnswer``), with the whole form at hand; `show` writes it as `parse` reads it.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - key: The property it sets.
  ///   - parse: The value a line says, or an ``InvalidAnswer``.
  ///   - show: The value as a line `parse` reads back.
  public static func field<Value>(
    _ name: String, _ key: WritableKeyPath<Form, Value> & Sendable,
    parse: @escaping @Sendable (String, Form) throws -> Value, show: @escaping @Sendable (Value) -> String
  ) -> FormField {
    FormField(name: name, shown: { show($0[keyPath: key]) }) { position, count in
      FormFieldScreens.typed(
        name, key, position: position, count: count, hint: nil, answers: .typedText, parse: parse, show: show,
        validate: nil)
    }
  }

  /// A field read from a line by `parse`, written by `show`, checked by `validate`.
  private static func typed<Value>(
    _ name: String, _ key: WritableKeyPath<Form, Value> & Sendable, hint: String?, answers: ScreenOffer,
    parse: @escaping @Sendable (String) throws -> Value, show: @escaping @Sendable (Value) -> String,
    validate: (@Sendable (Value, Form) throws -> Void)?
  ) -> FormField {
    FormField(name: name, shown: { show($0[keyPath: key]) }) { position, count in
      FormFieldScreens.typed(
        name, key, position: position, count: count, hint: hint, answers: answers,
        parse: { text, _ in try parse(text) },
        show: show, validate: validate)
    }
  }
}

extension FormField {
  /// One of the choices the form offers, by number or by name: fixed, such as an enum's cases, or
  /// made from the form's value, what its input brought or a load before it read (the vets of a
  /// clinic).
  ///
  /// ```swift
  /// struct Visit: Sendable {
  ///   let vets: [String]  // loaded before the form opens
  ///   var vet = ""
  /// }
  ///
  /// let vet = FormField<Visit>.choice("Vet", \.vet, from: .from { $0.vets }, label: { $0 })
  /// ```
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - key: The property it sets.
  ///   - choices: What it offers, in order: the same for every form, or made from the form so far.
  ///   - label: A choice's name, as the field lists it and a typed name chooses it.
  ///   - validate: Refuses a value, with the whole form at hand, by throwing an ``InvalidAnswer``.
  public static func choice<Choice: Equatable & Sendable>(
    _ name: String, _ key: WritableKeyPath<Form, Choice> & Sendable,
    from choices: ForInput<Form, [Choice]>, label: @escaping @Sendable (Choice) -> String,
    validate: (@Sendable (Choice, Form) throws -> Void)? = nil
  ) -> FormField {
    FormField(name: name, shown: { label($0[keyPath: key]) }) { position, count in
      FormFieldScreens.choice(
        name, key, position: position, count: count, choices: choices.make, label: label, validate: validate)
    }
  }

  /// Any number of the choices the form offers, fixed or made from the form's value (what its
  /// input brought or a load read), in their order: numbers, ranges or names a comma apart.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - key: The property it sets.
  ///   - choices: What it offers, in order: the same for every form, or made from the form so far.
  ///   - label: A choice's name, as the field lists it and a typed name chooses it.
  ///   - validate: Refuses a value, with the whole form at hand, by throwing an ``InvalidAnswer``.
  public static func choices<Choice: Equatable & Sendable>(
    _ name: String, _ key: WritableKeyPath<Form, [Choice]> & Sendable,
    from choices: ForInput<Form, [Choice]>, label: @escaping @Sendable (Choice) -> String,
    validate: (@Sendable ([Choice], Form) throws -> Void)? = nil
  ) -> FormField {
    let show: @Sendable ([Choice]) -> String = { chosen in
      chosen.isEmpty ? "none" : chosen.map(label).joined(separator: ", ")
    }
    return FormField(name: name, shown: { show($0[keyPath: key]) }) { position, count in
      FormFieldScreens.several(
        name, key, position: position, count: count, choices: choices.make, label: label, show: show,
        validate: validate)
    }
  }
}

/// A number as people write it: whole numbers without a point, others as short as they read back.
private func shortest(_ number: Double) -> String {
  number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
}

/// A form's days: `2024-05-31`, the midnight that starts it in UTC.
enum FormDay {
  private static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }

  /// The day `text` names, as year-month-day; nil for any other text or a day no calendar has.
  static func date(from text: String) -> Date? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]),
      let day = Int(parts[2]), parts[1].count <= 2, parts[2].count <= 2
    else { return nil }
    let components = DateComponents(year: year, month: month, day: day)
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }

  /// `date`'s day, as year-month-day.
  @Sendable static func text(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    func two(_ number: Int?) -> String { (number ?? 0) < 10 ? "0\(number ?? 0)" : "\(number ?? 0)" }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
  }
}
