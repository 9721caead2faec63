/// A name inside a Mustache tag, split once when the template is parsed: `{{value.css}}` is the parts
/// `value` and `css`; `{{uppercased(name)}}` is the part `name` with the transform `uppercased`.
///
/// A class, so a node holding it is copied with one reference: the renderer visits every node of a list's
/// body once per item, and copying the name's three strings and arrays each time would be a seventh of a build.
final class MustacheName: Hashable, Sendable {
  /// The tag's text as written, trimmed: a section's closing tag must repeat it.
  let text: String
  /// The dotted parts, without empty ones; empty for `.` and for a bare transform such as `index()`.
  let parts: [String]
  /// `{{.}}`: the value on top of the context stack.
  let isImplicit: Bool
  /// `{{.name}}`: looked up in the top of the stack only, never in enclosing contexts.
  let isAnchored: Bool
  /// Transforms, outermost first: `{{a(b(x))}}` is `a`, `b`; they apply innermost first.
  let transforms: [String]
  /// Where the tag starts in its template, for diagnostics.
  let position: SourcePosition

  /// The name in `text`, starting at `position`, or nil if it is not one (blank inside, unbalanced
  /// parentheses, empty).
  init?(_ text: String, at position: SourcePosition = SourcePosition(line: 1, column: 1)) {
    self.text = text
    self.position = position
    var inner = Substring(text)
    var transforms: [String] = []
    while let open = inner.firstIndex(of: "(") {
      guard inner.last == ")" else { return nil }
      transforms.append(String(inner[..<open]))
      inner = inner[inner.index(after: open)..<inner.index(before: inner.endIndex)]
    }
    guard !inner.contains(where: { $0 == "(" || $0 == ")" || $0.isWhitespace }) else { return nil }
    guard !transforms.contains(where: { $0.isEmpty || $0.contains { !$0.isLetter && !$0.isNumber } }) else {
      return nil
    }
    guard !inner.isEmpty || !transforms.isEmpty else { return nil }
    self.transforms = transforms
    isImplicit = inner == "."
    isAnchored = !isImplicit && inner.first == "."
    parts = isImplicit ? [] : inner.split(separator: ".").map(String.init)
    guard isImplicit || !parts.isEmpty || inner.isEmpty else { return nil }
  }

  /// `{{index()}}` and the like: a transform of the list item being rendered.
  var readsSequence: Bool { !isImplicit && parts.isEmpty }

  static func == (a: MustacheName, b: MustacheName) -> Bool {
    (a.text, a.parts, a.isImplicit, a.isAnchored, a.transforms, a.position)
      == (b.text, b.parts, b.isImplicit, b.isAnchored, b.transforms, b.position)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(parts)
    hasher.combine(transforms)
    hasher.combine(position)
  }
}
