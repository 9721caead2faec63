import SwatchModel

/// What binding reads into a `ValueTemplate` besides the composite reader's value: a text's
/// references, and every token a value names.
extension ValueReading {
  /// Every token `references` name, one per place written.
  static func targets(_ references: [MemberReference]) -> [Int] {
    Dictionary(references.map { ($0.range, $0.target) }) { first, _ in first }.values.map { $0 }
  }

  /// The text of `node`, a scalar whose every reference `references` links, split at them.
  static func textTemplate(_ node: YAMLNode, _ references: [MemberReference]) -> TextTemplate {
    let byRange = Dictionary(references.map { ($0.range, $0.target) }) { first, _ in first }
    let template = TextTemplate(node.text ?? "") { offset, length in
      byRange[EmbeddedReferences.range(ofOffset: offset, length: length, in: node)]
    }
    guard let template else { preconditionFailure("every occurrence was linked") }
    return template
  }
}
