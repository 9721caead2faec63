/// A rule of the CSS context and its parts, read from a rule list (`CSSContext.Rules`) by position.
extension CSSContext {
  /// A rule: `isFirst`, `selectors`, `declarations` (each with a reuse key: `CSSContext+Keys.swift`) and, in
  /// a media query, `media`.
  final class Rule: MustacheObject {
    static var shape: MustacheShape { CSSWriter.ruleShape }
    let list: Rules
    let row: Int

    init(list: Rules, row: Int) { (self.list, self.row) = (list, row) }

    func field(_ index: Int) -> MustacheValue? {
      let rule = list.rules[row]
      switch index {
      case 0: return .bool(row == 0)
      case 1:
        let selectors = rule.selectors
        return .items(
          MustacheItems(count: selectors.count) {
            .object(Selector(text: selectors[$0], isLast: $0 == selectors.count - 1))
          })
      case 2:
        let (list, row) = (list, row)
        return .items(
          MustacheItems(count: rule.declarations.count, key: { list.declarationKey(row: row, index: $0) }) {
            .object(Declaration(list: list, row: row, index: $0))
          })
      default: return rule.media.map(MustacheValue.text)
      }
    }
  }

  /// A selector and the text after it: `,`, or ` {` for the last.
  final class Selector: MustacheObject {
    static var shape: MustacheShape { CSSWriter.selectorShape }
    let text: String
    let isLast: Bool

    init(text: String, isLast: Bool) { (self.text, self.isLast) = (text, isLast) }

    func field(_ index: Int) -> MustacheValue? {
      index == 0 ? .text(text) : .text(isLast ? " {" : ",")
    }
  }

  /// A declaration: `name`, `value` and, for a property the first rule of its list comments, `comment`.
  final class Declaration: MustacheObject {
    static var shape: MustacheShape { CSSWriter.declarationShape }
    let list: Rules
    let row: Int
    let index: Int

    init(list: Rules, row: Int, index: Int) { (self.list, self.row, self.index) = (list, row, index) }

    func field(_ field: Int) -> MustacheValue? {
      let declaration = list.rules[row].declarations[index]
      switch field {
      case 0: return .text(declaration.name)
      case 1: return .text(declaration.value)
      default: return row == 0 ? list.comments[declaration.name].map(MustacheValue.text) : nil
      }
    }
  }
}
