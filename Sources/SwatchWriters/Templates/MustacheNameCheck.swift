/// Checks every name a template reads against the shape of the context it renders with, before anything
/// renders: a name that no enclosing context can have is reported where it is written.
///
/// The check follows the context stack as rendering builds it: a section over an object or a list of
/// objects enters that shape, a flag enters nothing, and JSON (`MustacheShape.Kind.json`, or a context with
/// no shape) accepts any name inside it. Partials are checked where they are included, against the stack
/// there, once per stack: a partial included again under the same stack adds nothing (its problems are
/// reported once), so partials that include each other twice at every level cost their count, not 2^depth.
/// Reads: a template and its partials. Reports: `template.unknown-name`, once per tag.
struct MustacheNameCheck {
  /// One unknown name: where it is and what was searched.
  struct Problem {
    var name: String
    /// The template the tag is in: the checked one or a partial.
    var template: String
    var position: SourcePosition
    /// The shapes searched, innermost first.
    var shapes: [String]
    /// A field of those shapes close to the name, if any.
    var suggestion: String?
  }

  /// What a context on the stack lets templates read.
  enum Level {
    /// An object of a shape: only its fields.
    case shape(MustacheShape)
    /// JSON or an unknown value: anything.
    case open
    /// Text, a number or a list: nothing by name.
    case closed

    /// What identifies the level in `checked`: the shape's object, or the kind.
    var identity: ObjectIdentifier? {
      if case .shape(let shape) = self { return ObjectIdentifier(shape) }
      return nil
    }
    var isOpen: Bool { if case .open = self { true } else { false } }
  }

  /// A partial checked under a stack, as `checked` remembers it.
  private struct Visit: Hashable {
    var partial: String
    var stack: [ObjectIdentifier?]
    var open: [Bool]
  }

  /// The template of each partial name, or nil.
  let partials: (String) -> MustacheTemplate?
  private(set) var problems: [Problem] = []
  private var chain: [String] = []
  /// The partials already checked, with the stack each was checked under.
  private var checked: Set<Visit> = []

  init(partials: @escaping (String) -> MustacheTemplate?) {
    self.partials = partials
  }

  /// Checks `template`, named `name`, rendered with a context of `shape`.
  mutating func check(_ template: MustacheTemplate, named name: String, against shape: MustacheShape) {
    chain = [name]
    check(template.nodes, stack: [.shape(shape)])
  }

  private mutating func check(_ nodes: [MustacheNode], stack: [Level]) {
    for node in nodes {
      switch node {
      case .text: continue
      case .variable(let name, _): _ = resolve(name, in: stack)
      case .dynamicPartial(let name, _, _): _ = resolve(name, in: stack)
      case .section(let name, let children, let inverted):
        let kind = resolve(name, in: stack)
        check(children, stack: inverted ? stack : stack + Self.entered(kind))
      case .partial(let name, _, _):
        guard !chain.contains(name), let template = partials(name) else { continue }
        let visit = Visit(partial: name, stack: stack.map(\.identity), open: stack.map(\.isOpen))
        guard checked.insert(visit).inserted else { continue }
        chain.append(name)
        check(template.nodes, stack: stack)
        chain.removeLast()
      }
    }
  }

  /// What a section over a value of `kind` puts on the stack; nil (unknown) is open.
  private static func entered(_ kind: MustacheShape.Kind?) -> [Level] {
    switch kind {
    case .flag?: return []
    case .text?: return [.closed]
    case .object(let reference)?: return [.shape(reference.shape)]
    case .list(.object(let reference))?: return [.shape(reference.shape)]
    case .list(.json)?: return [.open]
    case .list?: return [.closed]
    case .json?, nil: return [.open]
    }
  }

  /// The kind of value `name` reads, nil when unknown (JSON, transforms); records a problem when no context
  /// on the stack can have it.
  private mutating func resolve(_ name: MustacheName, in stack: [Level]) -> MustacheShape.Kind? {
    guard !name.isImplicit, !name.readsSequence else { return nil }
    let levels = name.isAnchored ? Array(stack.suffix(1)) : stack
    var searched: [MustacheShape] = []
    for level in levels.reversed() {
      switch level {
      case .closed: continue
      case .open: return nil
      case .shape(let shape):
        guard let kind = shape.kind(of: name.parts[0]) else {
          searched.append(shape)
          continue
        }
        let found = descend(kind, name, shapes: [shape])
        return name.transforms.isEmpty ? found : nil
      }
    }
    report(name.parts[0], name, searched)
    return nil
  }

  /// The kind `name`'s later parts reach from `kind`.
  private mutating func descend(_ kind: MustacheShape.Kind, _ name: MustacheName, shapes: [MustacheShape])
    -> MustacheShape.Kind?
  {
    var kind = kind
    for part in name.parts.dropFirst() {
      guard case .object(let reference) = kind else {
        if case .json = kind { return nil }
        report(part, name, [])
        return nil
      }
      guard let next = reference.shape.kind(of: part) else {
        report(part, name, [reference.shape])
        return nil
      }
      kind = next
    }
    return kind
  }

  private mutating func report(_ part: String, _ name: MustacheName, _ shapes: [MustacheShape]) {
    let suggestion = Suggestion.closest(to: part, in: shapes.flatMap { $0.fields.map(\.name) })
    let problem = Problem(
      name: name.text, template: chain.last!, position: name.position,
      shapes: shapes.map(\.name), suggestion: suggestion)
    // A tag in a partial included in several places is reported once, where it is first met.
    guard !problems.contains(where: { $0.template == problem.template && $0.position == problem.position }) else {
      return
    }
    problems.append(problem)
  }
}
