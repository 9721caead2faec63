import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Swift writer's dynamic values and runtime: which tokens become `Dynamic` members, when the
/// `Current` runtime exists, and how AppKit, SwiftUI and UIKit observation select an appearance. The generated
/// code itself is compiled and run against the Apple stubs by `.ci/checks/apple-swift.sh`.
@Suite struct SwiftRuntimeTests {
  static let themed = TraitSet([
    Trait(name: "appearance", values: ["light", "dark"]), Trait(name: "contrast", values: ["normal", "high"]),
    Trait(name: "theme", values: ["standard", "sepia"]),
  ])

  /// A dimension 8px except in `mode`, where it is 12px, a constant dimension and a color.
  static func yaml(_ mode: String) -> String {
    """
    radius:
      $type: dimension
      card:
        $value: 8px
        $modes:
          \(mode): 12px
      button:
        $value: 6px
    ink:
      $type: color
      $value: "#000000"
    """
  }

  static func files(_ traits: TraitSet, mode: String) throws -> [String: String] {
    let result = TokenPipeline(traits: traits).resolve([SourceText(path: "tokens.yaml", text: yaml(mode))])
    let graph = try #require(result.resolved)
    let written = SwiftWriter().write(
      graph, options: .init(), context: WriterContext(templates: .builtIn, entryRange: nil))
    #expect(written.diagnostics.isEmpty)
    return Dictionary(uniqueKeysWithValues: written.files.map { ($0.path, $0.contents) })
  }

  static func context(_ traits: TraitSet, mode: String) throws -> SwiftContext {
    let result = TokenPipeline(traits: traits).resolve([SourceText(path: "tokens.yaml", text: yaml(mode))])
    let graph = try #require(result.resolved)
    let names = PlatformNames.assign(graph, writer: "swift", output: nil) { SwiftIdentifier.tokenMember($0) }.0
    return SwiftContext(graph: graph, names: names, options: .init())
  }

  @Test func aVaryingTokenIsADynamicValueAndAConstantStaysAConstant() throws {
    let tokens = try #require(try Self.files(Self.themed, mode: "sepia")["SwatchTokens.swift"])
    // appearance × contrast × theme, the theme varying fastest.
    #expect(tokens.contains("public static let radiusCard = DynamicValue<CGFloat>([8, 12, 8, 12, 8, 12, 8, 12])"))
    #expect(tokens.contains("public static let radiusButton: CGFloat = 6"))
    #expect(!tokens.contains("DynamicValue<CGFloat>([6"))
  }

  /// Swift takes labeled arguments only in the order of their parameters, which `appearanceIndex` declares
  /// in the traits' order: a team's trait declared first, and `contrast` before `appearance`, must be passed so.
  @Test func everyCallPassesTheTraitsInTheOrderTheyAreDeclared() throws {
    let reordered = TraitSet([
      Trait(name: "brand", values: ["acme", "globex"]), Trait(name: "contrast", values: ["normal", "high"]),
      Trait(name: "appearance", values: ["light", "dark"]),
    ])
    let colors = try #require(try Self.files(reordered, mode: "globex")["SwatchColors.swift"])
    let tokens = try #require(try Self.files(reordered, mode: "globex")["SwatchTokens.swift"])
    #expect(
      tokens.contains(
        "public static func appearanceIndex(brand: Brand = .acme, contrast: Contrast = .normal, "
          + "appearance: Appearance = .light) -> Int {"))
    #expect(
      colors.contains(
        "SwatchTokens.appearanceIndex(brand: swatchBrand, contrast: colorSchemeContrast == .increased ? .high : "
          + ".normal, appearance: colorScheme == .dark ? .dark : .light)"))
    let appKit =
      "return appearanceIndex(brand: Current.brand, contrast: match == .accessibilityHighContrastAqua || match == "
      + ".accessibilityHighContrastDarkAqua ? .high : .normal, appearance: match == .darkAqua || match == "
      + ".accessibilityHighContrastDarkAqua ? .dark : .light)"
    #expect(colors.contains(appKit))
  }

  @Test func theRuntimeExistsOnlyWithCustomTraits() throws {
    let themed = try Self.files(Self.themed, mode: "sepia")
    #expect(try #require(themed["SwatchTokens.swift"]).contains("public enum Current {"))
    #expect(try #require(themed["SwatchColors.swift"]).contains("final class SwatchCurrentTraits: ObservableObject"))
    let standard = try Self.files(.standard, mode: "dark")
    #expect(try #require(standard["SwatchTokens.swift"]).contains("public enum Current {") == false)
    #expect(try #require(standard["SwatchColors.swift"]).contains("SwatchCurrentTraits") == false)
  }

  @Test func appKitAndSwiftUISelectTheCustomTraitsFromTheApp() throws {
    let context = try Self.context(Self.themed, mode: "sepia")
    #expect(context.currentArguments.map(\.text) == ["theme: Current.theme"])
    #expect(
      SwiftContext.inTraitOrder(context.swiftUIArguments) == [
        "appearance: colorScheme == .dark ? .dark : .light",
        "contrast: colorSchemeContrast == .increased ? .high : .normal", "theme: swatchTheme",
      ])
    #expect(
      context.uiKitObservedTraits == [
        "UITraitUserInterfaceStyle.self", "UITraitAccessibilityContrast.self", "SwatchThemeTrait.self",
      ])
    #expect(context.currentExample == "theme = .sepia")
  }

  @Test func traitsUIKitCannotMoveAreNeitherObservedNorReadBySwiftUI() throws {
    let context = try Self.context(TraitSet([Trait(name: "appearance", values: ["dim", "dark"])]), mode: "dark")
    #expect(context.uiKitObservedTraits == ["UITraitUserInterfaceStyle.self"])
    #expect(context.swiftUIArguments.map(\.text) == ["appearance: colorScheme == .dark ? .dark : .dim"])
    let light = try Self.context(TraitSet([Trait(name: "level", values: ["base", "floating"])]), mode: "floating")
    #expect(light.uiKitObservedTraits.isEmpty)
    #expect(light.swiftUIArguments.isEmpty)
    #expect(light.currentArguments.isEmpty)
  }
}

/// Trait names the generated Swift could not declare are errors, not broken code.
@Suite struct SwiftTraitNameTests {
  @Test func aKeywordOrARepeatedTypeIsReportedOnce() {
    let traits = TraitSet([
      Trait(name: "appearance", values: ["light", "dark"]), Trait(name: "current", values: ["a", "b"]),
      Trait(name: "self", values: ["c", "d"]), Trait(name: "my-theme", values: ["e", "f"]),
      Trait(name: "myTheme", values: ["g", "h"]),
    ])
    let problems = SwiftTraitNames.problems(traits, namespace: "SwatchTokens", at: nil)
    #expect(problems.map(\.id) == ["swift.trait-name", "swift.trait-name"])
    #expect(problems.map(\.message).allSatisfy { $0.contains("rename the trait") })
    #expect(problems[0].message.contains("'self'") && problems[0].message.contains("`Self`"))
    #expect(problems[1].message.contains("'myTheme'"))
    // A keyword parameter would be escaped in every argument list, where Swift warns; no letter, no parameter.
    for name in ["true", "init", "nil", "モード", "_"] {
      let alone = TraitSet([
        Trait(name: "appearance", values: ["light", "dark"]), Trait(name: name, values: ["a", "b"]),
      ])
      #expect(SwiftTraitNames.problems(alone, namespace: "SwatchTokens", at: nil).map(\.id) == ["swift.trait-name"])
    }
  }

  /// Two values of one trait that become one name (`a-1` and `a1`) cannot be declared in Swift or Kotlin: an
  /// error naming both values, as a name collision is. A value of symbols is `token`; a keyword is escaped.
  @Test func traitValuesOfOneNameAreReported() {
    let traits = TraitSet([
      Trait(name: "appearance", values: ["light", "dark"]), Trait(name: "theme", values: ["standard", "a-1", "a1"]),
      Trait(name: "density", values: ["default", "_", "true"]),
    ])
    let swift = SwiftTraitNames.problems(traits, namespace: "SwatchTokens", at: nil)
    #expect(swift.map(\.id) == ["name.trait-value"])
    #expect(swift.first?.message.contains("values 'a-1' and 'a1' would both become 'a1' in the swift writer") == true)
    let compose = ComposeContext.traitProblems(traits, at: nil)
    #expect(
      compose.map(\.message) == [
        "trait 'theme''s values 'a-1' and 'a1' would both become 'a1' in the compose writer, which cannot declare one"
          + " name for two values; rename one"
      ])
    #expect(SwiftTraitNames.caseName("_") == "token")
    let fine = TraitSet([Trait(name: "theme", values: ["standard", "a-1", "b_2", "_"])])
    #expect(SwiftTraitNames.problems(fine, namespace: "SwatchTokens", at: nil).isEmpty)
    #expect(ComposeContext.traitProblems(fine, at: nil).isEmpty)
  }

  /// A trait named like a type the generated files declare (a Figma collection `Typography`, the runtime's
  /// `Current`) gets the type name with `Trait` after it, in every file.
  @Test func aTraitNamedLikeAGeneratedTypeIsThatNameAndTrait() throws {
    #expect(SwiftTraitNames.typeName("Typography", namespace: "SwatchTokens") == "TypographyTrait")
    #expect(SwiftTraitNames.typeName("current", namespace: "SwatchTokens") == "CurrentTrait")
    #expect(SwiftTraitNames.typeName("string", namespace: "SwatchTokens") == "StringTrait")
    #expect(SwiftTraitNames.typeName("value", namespace: "SwatchTokens") == "ValueTrait")
    #expect(SwiftTraitNames.typeName("2x", namespace: "SwatchTokens") == "_2xTrait")
    #expect(SwiftTraitNames.typeName("theme", namespace: "Theme") == "ThemeTrait")
    #expect(SwiftTraitNames.typeName("theme", namespace: "SwatchTokens") == "Theme")
    let traits = TraitSet([
      Trait(name: "appearance", values: ["light", "dark"]), Trait(name: "Typography", values: ["Desktop", "Mobile"]),
    ])
    let files = try SwiftRuntimeTests.files(traits, mode: "Mobile")
    let tokens = try #require(files["SwatchTokens.swift"])
    #expect(tokens.contains("public enum TypographyTrait: Int, CaseIterable, Sendable {"))
    #expect(tokens.contains("typography: TypographyTrait = .desktop"))
  }

  @Test func ordinaryTraitsPass() {
    #expect(SwiftTraitNames.problems(SwiftRuntimeTests.themed, namespace: "SwatchTokens", at: nil).isEmpty)
    #expect(SwiftTraitNames.problems(.standard, namespace: "SwatchTokens", at: nil).isEmpty)
  }
}
