import SwatchModel

/// Values with parts of other tokens' values in them, through DTCG 2025.10 pointers (`PartsTemplate`).
extension ValueReading {
  /// The keys of the objects DTCG writes for values that are no composite (a color's, a size's): an alias below
  /// one of them stands for a part of that object, so the value is read as parts.
  private static let partKeys: Set<String> = ["colorSpace", "components", "alpha", "hex", "value", "unit"]

  /// Whether a value written as an object or a list, holding `references`, is read as parts: some reference is a
  /// pointer into a value, or an alias stands for a part of an object that is no composite (a color's `alpha`
  /// aliasing a number, a size's `value`).
  static func readsAsParts(_ node: YAMLNode, type: TokenType, references: [MemberReference]) -> Bool {
    if references.contains(where: { $0.part != nil }) || !type.isComposite { return true }
    let ranges = Set(references.map(\.range))
    return node.scalarsWithKeys().contains { scalar, key in
      key.map(partKeys.contains) == true && ranges.contains(scalar.range)
    }
  }

  /// A value read as parts (`readsAsParts`): each reference a hole filled per appearance. A pointer's steps must
  /// name a part values of its target's type have (`ValueParts`), and each hole's type must fit its place (a
  /// color's `alpha` a number, a typography's `fontSize` a size); a reference inside a text beside them (math, a
  /// font stack) is refused.
  func readParts(
    _ node: YAMLNode, type: TokenType, references: [MemberReference], _ diagnostics: inout [Diagnostic]
  ) -> BoundExpression {
    var isValid = true
    for reference in references {
      guard let targetType = types[reference.target] else { return .invalid }  // reported with that token
      guard let steps = reference.part, !ValueParts.exists(in: targetType, at: steps) else { continue }
      let reason =
        "a \(targetType.rawValue) value has no part '\(steps.joined(separator: "/"))'; "
        + ValueParts.described(targetType)
      diagnostics.append(
        Diagnostic(
          .referenceInvalid(written(reference), reason: reason), at: reference.range,
          notes: [AliasTypeCheck.definedHere(reference.target, in: catalog)]))
      isValid = false
    }
    guard isValid else { return .invalid }
    var reading = ShapeReading(type: type, references: Dictionary(references.map { ($0.range, $0) }) { a, _ in a })
    let shape = shape(of: node, at: [], &reading)
    for (text, range) in reading.embedded {
      diagnostics.append(Diagnostic(.aliasEmbedded(text), at: range))
      isValid = false
    }
    for (reference, place) in reading.holes {
      guard let message = misfit(reference, at: place, in: type) else { continue }
      diagnostics.append(
        Diagnostic(message, at: reference.range, notes: [AliasTypeCheck.definedHere(reference.target, in: catalog)]))
      isValid = false
    }
    guard isValid else { return .invalid }
    var template = PartsTemplate(shape: shape, type: type, range: node.range)
    // A whole shadow spliced into a list of layers moves the layers after it: their members are not counted then.
    let splicesLayers = type == .shadow && reading.holes.contains { $0.place.count == 1 && $0.0.part == nil }
    if type.isComposite, !splicesLayers {
      template.aliasedMembers = reading.holes.compactMap { aliasedMember($0.0, at: $0.place, in: type) }
    }
    return .template(ValueTemplate(.parts(template), targets: Self.targets(references)))
  }

  /// What reading a value's shape finds besides it: each hole with its place in the value (`["components", "2"]`),
  /// and each text holding references without being one.
  private struct ShapeReading {
    let type: TokenType
    let references: [SourceRange: MemberReference]
    var holes: [(MemberReference, place: [String])] = []
    var embedded: [(String, SourceRange)] = []
  }

  /// `node`, at `place` in the value, as a template's shape: each scalar that is a whole reference a hole, every
  /// other one as written; a list in a font family's place splices the families its holes hold, and a shadow's
  /// list of layers the layers of the shadows its holes hold.
  private func shape(of node: YAMLNode, at place: [String], _ reading: inout ShapeReading) -> PartsTemplate.Shape {
    switch node.kind {
    case .mapping(let pairs):
      return .object(
        pairs.map { (key: $0.key, value: shape(of: $0.value, at: place + [$0.key.text ?? ""], &reading)) })
    case .sequence(let items):
      let shapes = items.indices.map { shape(of: items[$0], at: place + [String($0)], &reading) }
      let placeType = ValueParts.type(of: reading.type, at: place)
      return .array(shapes, splicesLists: placeType == .fontFamily || placeType == .shadow)
    case .scalar:
      guard let reference = reading.references[node.range] else {
        // Only a text with a brace holds references inside it (math, a font stack): most scalars are looked at no
        // further, so a list of thousands of holes and literals is read in one pass.
        let range = node.range
        if node.text?.utf8.contains(UInt8(ascii: "{")) == true,
          reading.references.keys.contains(where: {
            $0.file == range.file && range.start <= $0.start && $0.end <= range.end
          })
        {
          reading.embedded.append((node.text ?? "", range))
        }
        return .literal(node)
      }
      reading.holes.append((reference, place))
      return .hole(
        target: reference.target, steps: reference.part ?? [], alpha: reference.alpha, written: written(reference))
    }
  }

  /// The member of a composite of `type` that `reference`, at `place`, aliases whole, when its target has the
  /// member's own type: a member of the value (`color`) or of one of its layers or stops (`0`, `color`).
  private func aliasedMember(_ reference: MemberReference, at place: [String], in type: TokenType) -> MemberOrigin? {
    guard reference.part == nil, let member = place.last, place.count <= 2,
      let expected = ValueParts.type(of: type, at: place), types[reference.target] == expected
    else { return nil }
    let item = place.count == 2 ? ValueParts.index(place[0]) : 0
    return item.map { MemberOrigin(member: member, item: $0, target: reference.target, alpha: reference.alpha) }
  }

  /// Why the part `reference` takes does not fit its place in a value of `type`, as an alias of another type
  /// does not; nil when it fits, or either type is not known here (a color's whole `components`), which filling
  /// checks. A number fits a font weight, a name a font family, and a font family a name of a family list it
  /// joins.
  private func misfit(_ reference: MemberReference, at place: [String], in type: TokenType) -> DiagnosticMessage? {
    guard let expected = ValueParts.type(of: type, at: place), let targetType = types[reference.target],
      let found = ValueParts.type(of: targetType, at: reference.part ?? [])
    else { return nil }
    let joinsList = found == .fontFamily && ValueParts.type(of: type, at: Array(place.dropLast())) == .fontFamily
    let fits =
      found == expected || (found, expected) == (.number, .fontWeight) || (found, expected) == (.string, .fontFamily)
      || joinsList
    guard !fits else { return nil }
    let named = reference.part == nil ? catalog.paths[reference.target].string : written(reference)
    return .aliasTypeMismatch(named, found: found, expected: expected)
  }

  /// The reference as DTCG writes it: the pointer into the value for a part, else the alias.
  private func written(_ reference: MemberReference) -> String {
    let path = catalog.paths[reference.target]
    guard let steps = reference.part else { return "{\(path.string)}" }
    let escaped = (path.components + ["$value"] + steps).map { name in
      guard name.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
        return name
      }
      return name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
    return "#/" + escaped.joined(separator: "/")
  }
}

/// The parts a value of each type has, as DTCG writes the value, and each part's type.
enum ValueParts {
  /// The type of the part `steps` names in a value of `type`; nil for none, or a part of no token type (a color's
  /// whole `components` list, a shadow's `inset`), which only a value that is no token can hold.
  static func type(of type: TokenType, at steps: [String]) -> TokenType? {
    guard let step = steps.first else { return type }
    let rest = Array(steps.dropFirst())
    let isIndex = index(step) != nil
    switch type {
    case .color:
      if step == "components" { return rest.count == 1 && ["0", "1", "2"].contains(rest[0]) ? .number : nil }
      guard rest.isEmpty else { return nil }
      return ["colorSpace": TokenType.string, "alpha": .number, "hex": .string][step]
    case .dimension, .duration:
      guard rest.isEmpty else { return nil }
      return ["value": TokenType.number, "unit": .string][step]
    case .cubicBezier: return rest.isEmpty && ["0", "1", "2", "3"].contains(step) ? .number : nil
    case .fontFamily: return rest.isEmpty && isIndex ? .string : nil
    case .typography:
      let members: [String: TokenType] = [
        "fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight, "letterSpacing": .dimension,
        "lineHeight": .number,
      ]
      return members[step].flatMap { self.type(of: $0, at: rest) }
    case .border:
      let members: [String: TokenType] = ["color": .color, "width": .dimension, "style": .strokeStyle]
      return members[step].flatMap { self.type(of: $0, at: rest) }
    case .shadow:
      if isIndex { return rest.isEmpty ? nil : layer(rest) }
      return layer(steps)
    case .gradient:
      guard isIndex, let member = rest.first else { return nil }
      let members: [String: TokenType] = ["color": .color, "position": .number]
      return members[member].flatMap { self.type(of: $0, at: Array(rest.dropFirst())) }
    case .transition:
      let members: [String: TokenType] = ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier]
      return members[step].flatMap { self.type(of: $0, at: rest) }
    case .strokeStyle:
      if step == "lineCap" { return rest.isEmpty ? .string : nil }
      guard step == "dashArray", let place = rest.first, index(place) != nil else { return nil }
      return self.type(of: .dimension, at: Array(rest.dropFirst()))
    case .number, .fontWeight, .string, .image, .material: return nil
    }
  }

  /// Whether a value of `type` has the part `steps`: one of a token type, or a list or object below the value (a
  /// color's `components`, a shadow's layer, a gradient's stop, a stroke style's `dashArray`) or a shadow's
  /// `inset`.
  static func exists(in type: TokenType, at steps: [String]) -> Bool {
    if self.type(of: type, at: steps) != nil { return true }
    guard let last = steps.last else { return false }
    let parentSteps = Array(steps.dropLast())
    let isIndex = index(last) != nil
    switch self.type(of: type, at: parentSteps) {
    case .color?: return last == "components"
    case .shadow?: return isIndex || last == "inset"
    case .gradient?: return isIndex
    case .strokeStyle?: return last == "dashArray"
    default:
      // A member of one layer of a shadow of several (`0/inset`).
      guard parentSteps.count == 1, index(parentSteps[0]) != nil, self.type(of: type, at: []) == .shadow else {
        return false
      }
      return last == "inset"
    }
  }

  /// The place in a list a step names, as a JSON Pointer writes it: digits without a sign or a leading zero.
  static func index(_ step: String) -> Int? {
    guard let index = Int(step), index >= 0, String(index) == step else { return nil }
    return index
  }

  /// A shadow layer's member at `steps`.
  private static func layer(_ steps: [String]) -> TokenType? {
    let members: [String: TokenType] = [
      "color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension,
    ]
    return members[steps[0]].flatMap { type(of: $0, at: Array(steps.dropFirst())) }
  }

  /// What parts a value of `type` has, for a message.
  static func described(_ type: TokenType) -> String {
    switch type {
    case .color: "a color has colorSpace, components/0 to components/2, alpha and hex"
    case .dimension, .duration: "it has value and unit"
    case .cubicBezier: "a curve has 0 to 3"
    case .fontFamily: "a font family has its names by place, 0 first"
    case .typography: "a typography has fontFamily, fontSize, fontWeight, letterSpacing and lineHeight"
    case .border: "a border has color, width and style"
    case .shadow: "a shadow has color, offsetX, offsetY, blur and spread, for each layer by place (0/color)"
    case .gradient: "a gradient has each stop's color and position by place (0/color)"
    case .transition: "a transition has duration, delay and timingFunction"
    case .strokeStyle: "a stroke style has dashArray/0 and on, and lineCap"
    case .number, .fontWeight, .string, .image, .material: "it has no parts"
    }
  }
}
