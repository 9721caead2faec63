extension ColorLiteral {
  /// The DTCG 2025.10 color object keys Swatch reads.
  static let objectKeys = ["colorSpace", "components", "alpha", "hex"]

  /// Reads a DTCG 2025.10 color object `{colorSpace, components, alpha?, hex?}`.
  ///
  /// Supported spaces are `srgb`, `display-p3`, `hsl` and `oklch`, with components in their DTCG ranges
  /// (hue from 0 up to but not including 360). A component may be the keyword `none`, read as 0. `hex` is
  /// only a fallback for tools that cannot read the components: it must be `#RRGGBB` (or `#RGB`, `#RGBA` or
  /// `#RRGGBBAA`, which terrazzo's conversions and Figma write), and is then ignored.
  public static func parse(object node: YAMLNode) -> Result<ColorValue, ValueSyntaxError> {
    guard let pairs = node.pairs else {
      return .failure(ValueSyntaxError("color is \(node.quotedForMessage); expected a string or a color object"))
    }
    if let unknown = pairs.first(where: { !objectKeys.contains($0.key.text ?? "") }) {
      return .failure(
        ValueSyntaxError(
          "unknown key \(unknown.key.quotedForMessage) in color object; expected colorSpace, components, alpha or hex"))
    }
    return objectSpace(node).flatMap { space in
      objectComponents(node, space: space).flatMap { components in
        objectAlpha(node).flatMap { alpha in
          objectHexCheck(node).map { ColorValue(space: space, components: components, alpha: alpha) }
        }
      }
    }
  }

  private static func objectSpace(_ node: YAMLNode) -> Result<ColorValue.Space, ValueSyntaxError> {
    let expected = "expected one of DTCG's: " + ColorValue.Space.allCases.map(\.rawValue).joined(separator: ", ")
    guard let value = node["colorSpace"] else {
      return .failure(ValueSyntaxError("color object has no colorSpace; \(expected)"))
    }
    guard let name = value.text, let space = ColorValue.Space(rawValue: name) else {
      return .failure(ValueSyntaxError("unsupported color space \(value.quotedForMessage); \(expected)"))
    }
    return .success(space)
  }

  private static func objectComponents(_ node: YAMLNode, space: ColorValue.Space) -> Result<[Double], ValueSyntaxError>
  {
    guard let value = node["components"] else {
      return .failure(ValueSyntaxError("color object has no components; expected a list of 3 numbers"))
    }
    guard let items = value.items, items.count == 3 else {
      let found = value.items.map { "\($0.count) items" } ?? value.quotedForMessage
      return .failure(ValueSyntaxError("color components are \(found); expected a list of 3 numbers"))
    }
    var components: [Double] = []
    for (item, range) in zip(items, objectRanges(space)) {
      switch objectComponent(item, range: range, space: space) {
      case .success(let component): components.append(component)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(components)
  }

  private static func objectComponent(
    _ item: YAMLNode, range: ObjectRange, space: ColorValue.Space
  ) -> Result<Double, ValueSyntaxError> {
    if item.text == "none", item.tag == nil { return .success(0) }
    if item.pairs?.contains(where: { $0.key.text == "$ref" }) == true {
      return .failure(
        ValueSyntaxError(
          "\(range.name) is a '$ref' naming no token's value; expected the number itself or a pointer such as "
            + "'#/brand/hue/$value'"))
    }
    guard let number = item.plainNumber else {
      return .failure(
        ValueSyntaxError("\(range.name) \(item.quotedForMessage) is not a number; expected a number or none"))
    }
    guard range.contains(number) else {
      return .failure(
        ValueSyntaxError(
          "\(range.name) \(item.quotedForMessage) is out of range for \(space.rawValue); expected \(range.text)"))
    }
    return .success(number)
  }

  private static func objectAlpha(_ node: YAMLNode) -> Result<Double, ValueSyntaxError> {
    guard let value = node["alpha"] else { return .success(1) }
    guard let alpha = value.plainNumber, (0...1).contains(alpha) else {
      return .failure(ValueSyntaxError("alpha \(value.quotedForMessage) is not a number from 0 to 1; expected 0 to 1"))
    }
    return .success(alpha)
  }

  private static func objectHexCheck(_ node: YAMLNode) -> Result<Void, ValueSyntaxError> {
    guard let value = node["hex"] else { return .success(()) }
    // A malformed or disagreeing `hex` in a token file was dropped with a warning (`ColorHexFallback`).
    guard let text = value.text, ColorHexFallback.bytes(text) != nil else {
      return .failure(
        ValueSyntaxError("hex fallback \(value.quotedForMessage) is not a hex color; expected #RRGGBB or #RGB"))
    }
    return .success(())
  }
}
