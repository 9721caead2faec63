/// The shapes of the Android context (`AndroidContext`), as docs/templates.md documents them: what
/// `android/resources.xml.mustache` may read for each resource file, checked when it loads, so an overriding
/// template that misspells a name fails the build instead of writing an empty string.
extension AndroidWriter {
  /// The whole context: the header's comment lines and the resources of one file.
  static let resourcesShape = MustacheShape(
    "AndroidContext", [("header", .list(.text)), ("resources", .list(of: resourceShape))])

  /// One resource: its element, name, attributes after the name and escaped value; a `TextAppearance` style
  /// has `isStyle` and `items`, a `<string-array>` `isArray` and `items` (each a `value`); `comment` (XML comment text) when the token is deprecated.
  static let resourceShape = MustacheShape(
    "AndroidResource",
    [
      ("element", .text), ("name", .text), ("attributes", .text), ("value", .text), ("isStyle", .flag),
      ("items", .list(of: itemShape)), ("comment", .text), ("isArray", .flag),
    ])

  /// One `<item>` of a `TextAppearance` style: its attribute name and escaped value.
  static let itemShape = MustacheShape("AndroidStyleItem", [("name", .text), ("value", .text)])
}
