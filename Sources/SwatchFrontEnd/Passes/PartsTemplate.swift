import SwatchModel

/// A value some of whose parts come from other tokens' values through DTCG 2025.10 pointers into them
/// (`"components": [0.65, 0.18, {"$ref": "#/brand/hue/$value"}]`, `"fontSize": {"$ref":
/// "#/type/base/$value/fontSize"}`), or a whole value that is such a part.
///
/// Binding keeps the value's shape as JSON with a hole at each reference (`PointerReferences` wrote each pointer
/// as an alias carrying its steps). Each appearance puts into every hole the part of its target's value there,
/// taken from that value as DTCG JSON (`TokenValue.jsonValue`), and reads the whole as a literal of the token's
/// type, so a filled value is checked exactly as one written in place; a step that finds nothing, or a value that
/// does not read, is the `Problem` of that appearance.
struct PartsTemplate: Sendable {
  /// The value as written, with a hole at each reference.
  indirect enum Shape: Sendable {
    /// A part written in place, kept as the node the file holds so that it reads exactly as written.
    case literal(YAMLNode)
    case object([(key: YAMLNode, value: Shape)])
    /// A list; in a font family's or a shadow's place, a hole holding a list (a family's names, a shadow's layers)
    /// gives each of its items.
    case array([Shape], splicesLists: Bool)
    /// The part `steps` of the target's value (its whole value for none), with the alpha an alias applies.
    case hole(target: Int, steps: [String], alpha: Double?, written: String)
  }

  /// Why a value cannot be filled in one appearance.
  struct Problem: Error, Hashable, Sendable {
    let reason: String
  }

  let shape: Shape
  let type: TokenType
  /// Where the value is written: a filled value is read as a node there.
  let range: SourceRange
  /// The members of a composite that alias a whole token of their own type (a border's `color: "{c.line}"`
  /// beside a `width` taken from a part), which the writers may write as a reference to that token.
  var aliasedMembers: [MemberOrigin] = []

  /// Each hole's target and steps, in reading order.
  var holes: [(target: Int, steps: [String])] {
    var found: [(target: Int, steps: [String])] = []
    var work = [shape]
    while let next = work.popLast() {
      switch next {
      case .literal: break
      case .object(let members): work += members.reversed().map(\.value)
      case .array(let items, _): work += items.reversed()
      case .hole(let target, let steps, _, _): found.append((target, steps))
      }
    }
    return found
  }

  /// The same template with each target's position mapped by `position`.
  func renumbered(_ position: (Int) -> Int) -> PartsTemplate {
    func moved(_ shape: Shape) -> Shape {
      switch shape {
      case .literal: return shape
      case .object(let members): return .object(members.map { ($0.key, moved($0.value)) })
      case .array(let items, let splices): return .array(items.map(moved), splicesLists: splices)
      case .hole(let target, let steps, let alpha, let written):
        return .hole(target: position(target), steps: steps, alpha: alpha, written: written)
      }
    }
    return PartsTemplate(
      shape: moved(shape), type: type, range: range,
      aliasedMembers: aliasedMembers.map { $0.retargeted(position($0.target)) })
  }

  /// The value with each hole taking its part of `valueOf(target)`, read as the token's type.
  func value(_ valueOf: (Int) -> TokenValue) -> Result<TokenValue, Problem> {
    let node: YAMLNode
    do { node = try fill(shape, valueOf) } catch let problem as Problem { return .failure(problem) } catch {
      preconditionFailure("filling throws only a Problem")
    }
    if type.isComposite {
      var reader = CompositeReader()
      guard let value = reader.read(node, as: type) else {
        let reason = reader.diagnostics.first.map(\.message) ?? "it is no \(type.rawValue)"
        return .failure(Problem(reason: "filled in, \(reason)"))
      }
      return .success(value)
    }
    switch LiteralReader.read(node, as: type) {
    case .success(let value): return .success(value)
    case .failure(let failure): return .failure(Problem(reason: "filled in, \(failure.message.text)"))
    }
  }

  private func fill(_ shape: Shape, _ valueOf: (Int) -> TokenValue) throws -> YAMLNode {
    switch shape {
    case .literal(let node): return node
    case .object(let members):
      let pairs = try members.map { YAMLPair(key: $0.key, value: try fill($0.value, valueOf)) }
      return YAMLNode(.mapping(pairs), range: range)
    case .array(let items, let splices):
      var filled: [YAMLNode] = []
      for item in items {
        let node = try fill(item, valueOf)
        if splices, case .sequence(let names) = node.kind { filled += names } else { filled.append(node) }
      }
      return YAMLNode(.sequence(filled), range: range)
    case .hole(let target, let steps, let alpha, let written):
      var value = valueOf(target)
      if let alpha, case .color(let color) = value { value = .color(color.withAlpha(alpha)) }
      switch Self.part(of: value, at: steps) {
      case .success(let part): return Self.node(part, at: range)
      case .failure(let problem): throw Problem(reason: "'\(written)' names nothing there: \(problem.reason)")
      }
    }
  }

  /// The JSON at `steps` in `value` as DTCG writes it (`TokenValue.jsonValue`). The steps through a composite's
  /// members, a gradient's stops and into a color go by the value itself, so that a long gradient is not written
  /// out for each of its stops' parts; a color's `hex` is its 8-bit sRGB `#rrggbb`, as DTCG's fallback is
  /// written, made only when a pointer asks for it.
  static func part(of value: TokenValue, at steps: [String]) -> Result<JSONValue, Problem> {
    var current = value
    var rest = steps[...]
    while let step = rest.first, let member = member(step, of: current) {
      current = member
      rest = rest.dropFirst()
    }
    guard let step = rest.first else { return .success(current.jsonValue) }
    switch current {
    case .color(let color):
      return part(of: json(color, hex: step == "hex"), at: Array(rest))
    case .gradient(let stops):
      guard let index = ValueParts.index(step), stops.indices.contains(index) else {
        return .failure(Problem(reason: "no item '\(step)' in a list of \(stops.count)"))
      }
      let stop = JSONValue.object([
        ("color", json(stops[index].color, hex: rest.dropFirst().last == "hex")),
        ("position", .number(stops[index].position)),
      ])
      return part(of: stop, at: Array(rest.dropFirst()))
    default: return part(of: current.jsonValue, at: Array(rest))
    }
  }

  /// A color as DTCG writes it, with its `hex` fallback only when `hex`.
  private static func json(_ color: ColorValue, hex: Bool) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("colorSpace", .string(color.space.rawValue)), ("components", .array(color.components.map(JSONValue.number))),
      ("alpha", .number(color.alpha)),
    ]
    if hex { members.append(("hex", .string(color.hexRGB.lowercased()))) }
    return .object(members)
  }

  /// The member `step` names of a composite `value` (a shadow's layer by place, as a shadow of that layer); nil for
  /// any other step or value, which the JSON is stepped through instead.
  private static func member(_ step: String, of value: TokenValue) -> TokenValue? {
    switch value {
    case .typography(let typography):
      switch step {
      case "fontFamily": return typography.fontFamily.map(TokenValue.fontFamily)
      case "fontSize": return typography.fontSize.map(TokenValue.dimension)
      case "fontWeight": return typography.fontWeight.map(TokenValue.fontWeight)
      case "letterSpacing": return typography.letterSpacing.map(TokenValue.dimension)
      case "lineHeight": return typography.lineHeight.map(TokenValue.number)
      default: return nil
      }
    case .border(let border):
      let members: [String: TokenValue] = [
        "color": .color(border.color), "width": .dimension(border.width), "style": .strokeStyle(border.style),
      ]
      return members[step]
    case .shadow(let layers):
      if let index = ValueParts.index(step), layers.indices.contains(index) {
        return .shadow([layers[index]])
      }
      guard layers.count == 1 else { return nil }
      let layer = layers[0]
      let members: [String: TokenValue] = [
        "color": .color(layer.color), "offsetX": .dimension(layer.offsetX), "offsetY": .dimension(layer.offsetY),
        "blur": .dimension(layer.blur), "spread": .dimension(layer.spread),
      ]
      return members[step]
    case .transition(let transition):
      let members: [String: TokenValue] = [
        "duration": .duration(transition.duration), "delay": .duration(transition.delay),
        "timingFunction": .cubicBezier(transition.timingFunction),
      ]
      return members[step]
    default: return nil
    }
  }

  /// The JSON at `steps` in `json`, as a JSON Pointer finds it, or what the first step that finds nothing meets; a
  /// shadow of one layer (written as an object) is also its layer 0, and a layer that is not inset has `inset`
  /// false.
  static func part(of json: JSONValue, at steps: [String]) -> Result<JSONValue, Problem> {
    var current = json
    for step in steps {
      switch current {
      case .object(let members):
        let isShadowLayer = members.contains { $0.0 == "offsetX" }
        if let found = members.first(where: { $0.0 == step }) {
          current = found.1
        } else if step == "inset", isShadowLayer {
          current = .bool(false)
        } else if step != "0" || !isShadowLayer {
          let names = members.map { "'\($0.0)'" }.joined(separator: ", ")
          return .failure(Problem(reason: "no '\(step)' in an object of \(names.isEmpty ? "no members" : names)"))
        }
      case .array(let items):
        guard let index = ValueParts.index(step), items.indices.contains(index) else {
          return .failure(Problem(reason: "no item '\(step)' in a list of \(items.count)"))
        }
        current = items[index]
      default:
        return .failure(Problem(reason: "'\(step)' steps into \(Self.kindName(current)), which has no parts"))
      }
    }
    return .success(current)
  }

  private static func kindName(_ json: JSONValue) -> String {
    switch json {
    case .null: "null"
    case .bool: "a boolean"
    case .number(let number): "the number \(number)"
    case .string(let text): "the text '\(text)'"
    case .array, .object: "a value"
    }
  }

  /// `json` as the node a file would hold, at `range`: a number in its shortest exact text (`NumberText`).
  static func node(_ json: JSONValue, at range: SourceRange) -> YAMLNode {
    switch json {
    case .null: return YAMLNode(.scalar(YAMLScalar("null", style: .plain)), range: range)
    case .bool(let flag): return YAMLNode(.scalar(YAMLScalar(flag ? "true" : "false", style: .plain)), range: range)
    case .number(let number):
      return YAMLNode(.scalar(YAMLScalar(NumberText.shortest(number), style: .plain)), range: range)
    case .string(let text): return YAMLNode(.scalar(YAMLScalar(text, style: .doubleQuoted)), range: range)
    case .array(let items): return YAMLNode(.sequence(items.map { node($0, at: range) }), range: range)
    case .object(let members):
      let pairs = members.map { name, value in
        YAMLPair(
          key: YAMLNode(.scalar(YAMLScalar(name, style: .doubleQuoted)), range: range), value: node(value, at: range))
      }
      return YAMLNode(.mapping(pairs), range: range)
    }
  }
}
