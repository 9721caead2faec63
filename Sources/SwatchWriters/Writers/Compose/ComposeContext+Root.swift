/// The whole Compose context: the file's header, package and imports, the colors, the appearance parameters
/// and sets, the composite styles and the single values.
extension ComposeContext {
  /// `headerComment` (the header as `//` lines), `package`, `prefix`, `imports` (sorted qualified names),
  /// `hasContrast` (a two-valued `contrast` trait), `hasParameters` (some trait exists: Kotlin has no data class
  /// without properties), `colors` (`Color`), `hasWideColors`, `enums` (`type`, `cases` of `name`/`isLast`),
  /// `parameters` (`name`, `type`, `defaultValue`, `plainDefault`, `isLast`), `sets` (`AppearanceSet`),
  /// `defaultSet`; for composites `hasStyles`, `styles` (`Style`) and `usesShadow`, `usesBorder`,
  /// `usesTransition`, which say which helper classes the file needs; single values: `hasValues`, `values`
  /// (`Value`), `hasConstants`, `constants` (`Constant`).
  final class Root: MustacheObject {
    static var shape: MustacheShape { ComposeContext.shape }
    let context: ComposeContext
    /// The sets, made once: templates walk them several times.
    let sets: MustacheValue

    init(_ context: ComposeContext) {
      self.context = context
      sets = .list(context.graph.appearances.map { .object(AppearanceSet(context, $0)) })
    }

    // One case per field of the shape, in its order: a switch reads best whole.
    func field(_ index: Int) -> MustacheValue? {
      let context = context
      switch index {
      case 0: return .text(context.headerComment)
      case 1: return .text(KotlinName.package(context.options.package))
      case 2: return .text(context.prefix)
      case 3: return .bool(context.hasContrast)
      case 4: return .bool(!context.parameters.isEmpty)
      case 5:
        return .items(
          MustacheItems(count: context.colors.count, key: context.colorKey) { .object(Color(context, row: $0)) })
      case 6: return .bool(!context.wideColorTokens.isEmpty)
      case 7: return .list(context.imports.map(MustacheValue.text))
      case 8: return .json(.array(context.parameters.compactMap(Self.enumJSON)))
      case 9: return .json(context.parametersJSON)
      case 10: return sets
      case 11: return .text(context.setName(context.graph.traits.defaultAppearance))
      case 12: return .bool(!context.styleTokens.isEmpty)
      case 13: return .bool(context.uses(.shadow))
      case 14: return .bool(context.uses(.border))
      case 15: return .bool(context.uses(.transition))
      case 16:
        return .items(
          MustacheItems(count: context.styleTokens.count, key: context.styleKey) { .object(Style(context, row: $0)) })
      case 17: return .bool(!context.valueTokens.isEmpty)
      case 18:
        return .items(
          MustacheItems(count: context.valueTokens.count, key: context.valueKey) { .object(Value(context, row: $0)) })
      case 19: return .bool(!context.constantTokens.isEmpty)
      default:
        return .items(
          MustacheItems(count: context.constantTokens.count, key: context.constantKey) {
            .object(Constant(context, row: $0))
          })
      }
    }

    private static func enumJSON(_ p: Parameter) -> JSONValue? {
      guard let type = p.enumType else { return nil }
      let cases = p.cases.enumerated().map {
        JSONValue.object([("name", .string($1)), ("isLast", .bool($0 == p.cases.count - 1))])
      }
      return .object([("type", .string(type)), ("cases", .array(cases))])
    }
  }

  /// The generated-file header as Kotlin `//` lines.
  var headerComment: String {
    GeneratedHeader.lines(for: graph).map { "// " + KotlinName.comment($0) }.joined(separator: "\n")
  }

  /// `parameters`: one per trait.
  var parametersJSON: JSONValue {
    .array(
      parameters.enumerated().map { position, p in
        let plain = p.enumType.map { "\($0).\(p.cases[0])" } ?? "false"
        return .object([
          ("name", .string(p.name)), ("type", .string(p.enumType ?? "Boolean")),
          ("defaultValue", .string(p.defaultValue)), ("plainDefault", .string(plain)),
          ("isLast", .bool(position == parameters.count - 1)),
        ])
      })
  }

  func uses(_ type: TokenType) -> Bool { graph.tokens.contains { $0.type == type } }
}
