import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The CSS rules' and declarations' reuse keys (`CSSContext.Rule.declaration`, `CSSContext.Declaration.declaration`): equal keys mean equal JSON forms in
/// one build and across edits, with aliases written as literals or as `var()` references, and an edit changes
/// the keys of the few rules and declarations it changes.
@Suite struct CSSItemKeyTests {
  /// The context of the stylesheet the writer plans for `yaml`.
  static func context(_ yaml: String, options: CSSWriter.Options = .init()) throws -> MustacheValue {
    let graph = try WebAndroidWriterTests.graph(yaml)
    let context = WriterContext(templates: .builtIn, entryRange: nil)
    let planned = CSSWriter().templatedFiles(for: graph, options: options, context: context)
    #expect(planned.diagnostics.isEmpty)
    return try #require(planned.files.first).context
  }

  /// The keyed items of the stylesheet the writer plans for `yaml`.
  static func keyed(_ yaml: String, options: CSSWriter.Options = .init()) throws -> KeyedItems {
    var items = KeyedItems()
    items.add(try context(yaml, options: options))
    return items
  }

  /// Options: the default, aliases as `var()` references, and a prefix.
  static var options: [CSSWriter.Options] {
    var references = CSSWriter.Options()
    references.references = true
    var prefixed = references
    prefixed.prefix = "ds-"
    return [.init(), references, prefixed]
  }

  @Test func equalKeysMeanEqualFormsAcrossEveryEditAndOption() throws {
    var items = KeyedItems()
    for options in Self.options {
      items.add(try Self.context(ItemKeyFixture.base, options: options))
      for edit in ItemKeyFixture.edits { items.add(try Self.context(edit.yaml, options: options)) }
    }
    #expect(items.keyedLists >= 4)
    #expect(items.conflicts.isEmpty, "\(items.conflicts.first.map { "\($0.first) \($0.second)" } ?? "")")
  }

  @Test func anEditKeepsTheKeysOfEveryRuleAndDeclarationItDoesNotChange() throws {
    // The `:root` rule and the declarations the edit changes. A retargeted alias written as `var()` changes its
    // own declaration only, written as a literal also its alias's (`background.legacy`); a renamed target
    // written as `var()` changes the declaration of its alias too.
    let changed = [
      "palette value": 2, "description": 0, "rename": 2, "target rename": 2, "delete": 2, "alias retarget": 3,
      "swap": 3, "deprecation": 3, "insert": 1, "keyword": 1,
    ]
    for options in Self.options {
      let base = try Self.keyed(ItemKeyFixture.base, options: options)
      #expect(base.forms.count > 80)
      for edit in ItemKeyFixture.edits {
        let edited = try Self.keyed(edit.yaml, options: options)
        var limit = try #require(changed[edit.name], "\(edit.name)")
        if options.references && edit.name == "alias retarget" { limit -= 1 }
        if options.references && edit.name == "target rename" { limit += 1 }
        #expect(base.forms.count - base.sharedKeys(with: edited) == limit, "\(edit.name) \(options.references)")
      }
    }
  }

  @Test func aRuleKeySaysWhetherItIsFirstAndADeclarationKeyWhetherItShowsItsComment() {
    let rule = CSSRule(media: nil, selectors: [":root"], declarations: [("--a", "red"), ("--b", "blue")])
    let rules = CSSContext.Rules([rule, rule], comments: ["--a": "deprecated"])
    let ruleKey = { (rules: CSSContext.Rules, row: Int) in
      CSSContext.Rule.declaration.key(CSSContext.Rule.Item(list: rules, row: row))
    }
    let declarationKey = { (row: Int, index: Int) in
      let declarations = CSSContext.Rule.declaration.value(2, of: CSSContext.Rule.Item(list: rules, row: row))
      guard case .items(let list)? = declarations else { return UInt64(0) }
      return list.key(index) ?? 0
    }
    #expect(ruleKey(rules, 0) != ruleKey(rules, 1))
    #expect(declarationKey(0, 0) != declarationKey(1, 0))
    #expect(declarationKey(0, 1) == declarationKey(1, 1))
    var media = rule
    media.media = "(prefers-color-scheme: dark)"
    #expect(ruleKey(CSSContext.Rules([rule]), 0) != ruleKey(CSSContext.Rules([media]), 0))
  }
}
