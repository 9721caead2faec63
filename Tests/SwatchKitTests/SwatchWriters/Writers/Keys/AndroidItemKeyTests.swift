import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Android resources' reuse keys (`AndroidContext.Resource.declaration`): equal keys mean equal JSON forms in one
/// build and across edits, and an edit changes the keys of the resources it changes and no others.
@Suite struct AndroidItemKeyTests {
  /// The contexts of the files the writer plans for `yaml`.
  static func contexts(_ yaml: String, options: AndroidWriter.Options = .init()) throws -> [MustacheValue] {
    let graph = try WebAndroidWriterTests.graph(yaml)
    let context = WriterContext(templates: .builtIn, entryRange: nil)
    let planned = AndroidWriter().templatedFiles(for: graph, options: options, context: context)
    #expect(planned.diagnostics.isEmpty)
    return planned.files.map(\.context)
  }

  /// The keyed items of the files the writer plans for `yaml`, added to `items`.
  static func add(_ yaml: String, options: AndroidWriter.Options = .init(), to items: inout KeyedItems) throws {
    for context in try contexts(yaml, options: options) { items.add(context) }
  }

  @Test func equalKeysMeanEqualFormsAcrossEveryEdit() throws {
    var items = KeyedItems()
    try Self.add(ItemKeyFixture.base, to: &items)
    #expect(items.keyedLists >= 5)
    for edit in ItemKeyFixture.edits { try Self.add(edit.yaml, to: &items) }
    var prefixed = AndroidWriter.Options()
    prefixed.prefix = "app_"
    try Self.add(ItemKeyFixture.base, options: prefixed, to: &items)
    #expect(items.conflicts.isEmpty, "\(items.conflicts.first.map { "\($0.first) \($0.second)" } ?? "")")
  }

  @Test func anEditKeepsTheKeysOfEveryResourceItDoesNotChange() throws {
    var base = KeyedItems()
    try Self.add(ItemKeyFixture.base, to: &base)
    // A key has no position in it, so even an inserted or deleted token leaves the others' keys.
    let changed = [
      "palette value": 1, "description": 0, "rename": 1, "target rename": 1, "delete": 1, "alias retarget": 2,
      "swap": 2,
      "deprecation": 2, "insert": 0, "keyword": 0,
    ]
    for edit in ItemKeyFixture.edits {
      var edited = KeyedItems()
      try Self.add(edit.yaml, to: &edited)
      let limit = try #require(changed[edit.name], "\(edit.name)")
      #expect(base.forms.count - base.sharedKeys(with: edited) == limit, "\(edit.name)")
    }
  }

  @Test func theKeyCoversEveryPartOfAnEntry() {
    let entry = AndroidResourceSet.Entry(kind: .color, name: "ink", value: "#FF000000")
    var variants = [entry, entry, entry, entry, entry, entry, entry]
    variants[1].kind = .dimen
    variants[2].name = "inks"
    variants[3].value = "#FF000001"
    variants[4].items = [AndroidPart.Item(name: "android:textSize", value: "1sp")]
    variants[5].deprecation = .deprecated
    variants[6].deprecation = .deprecatedBecause("")
    #expect(Set(variants.map(AndroidContext.Resource.declaration.key)).count == variants.count)
  }
}

/// Tokens for the reuse key tests of the css, android and compose writers, and edits of them: each edit is one
/// change a designer makes between two builds.
enum ItemKeyFixture {
  /// Palette color `name` with the value of color `value`: `  p7: "#0E1580"`.
  static func line(_ name: Int, value: Int) -> String { "  p\(name): \"\(color(value))\"" }

  /// Palette color `index` as `base` holds it.
  static func paletteLine(_ index: Int) -> String { line(index, value: index) }

  /// The value of palette color `index`: `#0E1580`.
  static func color(_ index: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    let hex = { (byte: Int) in String([digits[byte / 16 % 16], digits[byte % 16]]) }
    return "#" + hex(index * 2) + hex(index * 3) + "80"
  }

  /// 40 palette colors, a wide color, semantic aliases varying by appearance, contrast and level (the
  /// standard traits: 8 appearances), a deprecated alias, dimensions (one a font size), a typography, a
  /// shadow, a duration and a font weight.
  static let base = """
    palette:
      $type: color
    \((0..<40).map(paletteLine).joined(separator: "\n"))
      vivid: color(display-p3 1 0.2 0.1)
    background:
      $type: color
      primary:
        $description: Base background.
        $value: "{palette.p1}"
        $modes:
          dark: "{palette.p2}"
          high-contrast: "{palette.p3}"
          dark high-contrast: "#000000"
      secondary: { $value: "{palette.p4}", $modes: { elevated: "{palette.p5}" } }
      legacy: { $deprecated: use background.primary, $value: "{background.primary}" }
    space:
      $type: dimension
      small: 8px
      large: { $value: 1.5rem, $modes: { high-contrast: 2rem } }
      fontSize: 17px
    type:
      body:
        $type: typography
        $value: { fontFamily: [Inter], fontSize: 16px, fontWeight: 400, lineHeight: 1.5, letterSpacing: 0px }
      weight: { $type: fontWeight, $value: 600 }
    shadow:
      lift: { $type: shadow, $value: { color: "#000000", offsetX: 0px, offsetY: 2px, blur: 4px, spread: 0px } }
    motion:
      fast: { $type: duration, $value: 150ms }

    """

  /// One edit of `base`: its name and the edited tokens.
  struct Edit {
    var name: String
    var yaml: String
  }

  /// `base` with each `(old, new)` replaced once; `old` must occur.
  static func edited(_ replacements: (String, String)...) -> String {
    var yaml = base
    for (old, new) in replacements {
      precondition(yaml.contains(old), old)
      yaml = yaml.replacingOccurrences(of: old, with: new)
    }
    return yaml
  }

  /// One of each kind of edit the keys must follow.
  static let edits: [Edit] = [
    Edit(name: "palette value", yaml: edited((paletteLine(7), "  p7: \"#123456\""))),
    Edit(
      name: "description",
      yaml: edited(
        ("Base background.", "Base background of a view."), ("small: 8px", "small: { $value: 8px, $description: Gap. }")
      )
    ),
    Edit(name: "rename", yaml: edited(("  p9:", "  q9:"))),
    Edit(name: "target rename", yaml: edited(("  p4:", "  z4:"), ("{palette.p4}", "{palette.z4}"))),
    Edit(name: "delete", yaml: edited((paletteLine(12) + "\n", ""))),
    Edit(name: "alias retarget", yaml: edited(("$value: \"{palette.p1}\"", "$value: \"{palette.p6}\""))),
    Edit(
      name: "swap",
      yaml: edited((line(20, value: 20), "@"), (line(21, value: 21), line(21, value: 20)), ("@", line(20, value: 21)))),
    Edit(
      name: "deprecation",
      yaml: edited(
        ("small: 8px", "small: { $value: 8px, $deprecated: true }"),
        (paletteLine(15), "  p15: { $deprecated: old, $value: \"\(color(15))\" }"))),
    Edit(name: "insert", yaml: edited(("  $type: color\n  p0:", "  $type: color\n  a0: \"#123456\"\n  p0:"))),
    Edit(name: "keyword", yaml: "class: { $type: color, $value: \"#654321\" }\n" + base),
  ]
}
