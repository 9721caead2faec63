/// The shapes of the Swift context (`SwiftContext.json`), as docs/templates.md documents them: what the two
/// Swift templates may read, checked when they load, so an overriding template that misspells a name fails
/// the build instead of writing an empty string. Both templates render with the same context.
extension SwiftContext {
  /// The whole context: options, trait enums and the arithmetic indexing the color table, the color and
  /// constant lists, and which value types and runtime parts the files declare.
  static let shape = MustacheShape(
    "SwiftContext",
    [
      ("header", .list(.text)), ("access", .text), ("tokensNamespace", .text), ("colorsNamespace", .text),
      ("tokensFile", .text), ("colorsFile", .text), ("platformColorAlias", .text), ("isNamespaceStyle", .flag),
      ("uiKitContainer", .text), ("appKitContainer", .text), ("exampleName", .text),
      ("traits", .list(of: traitShape)), ("indexParameters", .text), ("indexArguments", .text),
      ("indexExpression", .text), ("systemTraits", .list(of: systemTraitShape)),
      ("customTraits", .list(of: customTraitShape)), ("uiKitArguments", .text), ("uiKitRule", .text),
      ("appKitUsesMatch", .flag), ("appKitArguments", .text), ("appKitRule", .text),
      ("colors", .list(of: colorShape)), ("palette", .list(.text)), ("appearanceCount", .text),
      ("hasColors", .flag), ("constants", .list(of: constantShape)), ("usesTypography", .flag),
      ("usesStrokeStyle", .flag), ("usesBorder", .flag), ("usesShadow", .flag), ("usesGradient", .flag),
      ("usesTransition", .flag), ("shadows", .list(of: constantShape)), ("typographies", .list(of: constantShape)),
      // `runtimeFields`
      ("hasCustomTraits", .flag), ("customTraitCount", .text), ("appKitIndexArguments", .text),
      ("swiftUIArguments", .text), ("uiKitObservedTraits", .text), ("currentExample", .text),
      ("dynamics", .list(of: dynamicShape)),
    ])

  /// A trait as the tokens file declares it (`traitJSON`): `systemProperty` for a trait UIKit has,
  /// `customTraitType` for one it does not.
  static let traitShape = MustacheShape(
    "SwiftTrait",
    [
      ("name", .text), ("typeName", .text), ("cases", .list(of: traitCaseShape)), ("systemProperty", .text),
      ("customTraitType", .text),
    ])

  /// One value of a trait: its enum case, its value as written, and whether it is the default.
  static let traitCaseShape = MustacheShape(
    "SwiftTraitCase", [("name", .text), ("value", .text), ("isDefault", .flag)])

  /// A system trait UIKit can move off its default (`systemTraitJSON`), with the platform cases that do.
  static let systemTraitShape = MustacheShape(
    "SwiftSystemTrait",
    [
      ("parameter", .text), ("typeName", .text), ("property", .text), ("defaultCase", .text),
      ("cases", .list(of: MustacheShape("SwiftPlatformCase", [("platformCase", .text), ("swatchCase", .text)]))),
    ])

  /// A trait UIKit does not have, declared as a custom trait (`customTraitJSON`).
  static let customTraitShape = MustacheShape(
    "SwiftCustomTrait",
    [
      ("name", .text), ("typeName", .text), ("traitType", .text), ("property", .text), ("parameter", .text),
      ("defaultCase", .text), ("defaultValue", .text), ("position", .text),
    ])

  /// A color token (`colorJSON`): its table row, doc lines and initializer arguments; `deprecated` (an
  /// `@available` attribute) when deprecated; `isShapeStyle` unless its name is one of SwiftUI's own
  /// `ShapeStyle` members (`SwiftContext.swiftUIShapeStyleNames`).
  static let colorShape = MustacheShape(
    "SwiftColor",
    [
      ("name", .text), ("path", .text), ("isFirst", .flag), ("row", .text), ("tableLine", .text),
      ("doc", .list(.text)), ("accessorDoc", .list(.text)), ("isConstant", .flag), ("values", .list(.text)),
      ("uiKitArguments", .text), ("appKitArguments", .text), ("deprecated", .text), ("isShapeStyle", .flag),
    ])

  /// A non-color token as a typed constant (`constantJSON`), in `constants`, `shadows` and `typographies`.
  static let constantShape = MustacheShape("SwiftConstant", constantFields)

  /// A non-color token that differs between appearances (`dynamics`): a constant with `isFirst`.
  static let dynamicShape = MustacheShape("SwiftDynamic", constantFields + [("isFirst", .flag)])

  private static let constantFields: [(String, MustacheShape.Kind)] = [
    ("name", .text), ("doc", .list(.text)), ("type", .text), ("value", .text), ("isVarying", .flag),
    ("valuesText", .text), ("functionDoc", .list(.text)), ("deprecated", .text),
  ]
}
