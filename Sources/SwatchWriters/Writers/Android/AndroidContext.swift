/// The Android template context as declared objects: one resource file's header lines and resources, each
/// field made when `android/resources.xml.mustache` reads it.
///
/// Reads: the resources of one file (`AndroidResourceSet.Entry`) and the header lines. Produces: `header`
/// (comment-safe lines, `AndroidValue.commentSafe`) and `resources` (`AndroidContext.Resource`), whose fields,
/// shapes, docs rows and reuse keys come from the declarations below; their JSON form (`MustacheValue.json`)
/// is the JSON context templates are documented against, which golden context dumps check. Immutable, so both
/// cores may read it while long lists render in chunks.
final class AndroidContext: DeclaredObject {
  /// One resource file: its header lines, already comment-safe, and its resources in order.
  struct File: Sendable {
    let header: [String]
    let resources: [AndroidResourceSet.Entry]
  }

  static let declaration = ItemDeclaration<File>(
    "AndroidContext",
    [
      .lines("header", "the generated-file header, one line each, safe inside `<!-- -->`") { $0.header },
      .list(
        "resources", of: Resource.self, keyed: true,
        "the resources of one file (`values/colors.xml`, `values-night/dimens.xml`, …)"
      ) { $0.resources },
    ])

  let item: File

  init(_ item: File) { self.item = item }

  /// The header lines of `graph`'s generated files, each made comment-safe: shared by every file of a build.
  static func header(for graph: ResolvedTokenGraph) -> [String] {
    GeneratedHeader.lines(for: graph).map(AndroidValue.commentSafe)
  }

  /// One resource: its element and name, the attributes after the name, its escaped value, a style's or a
  /// string array's items, and a deprecated token's comment.
  final class Resource: DeclaredObject {
    static let declaration = ItemDeclaration<AndroidResourceSet.Entry>(
      "AndroidResource",
      [
        .text("element", "`color`, `dimen`, `integer`, `style`, `item` (a number), `string` or `string-array`") {
          $0.kind.element
        },
        .text(
          "name",
          "the resource name: `background_primary`, `background_primary_high_contrast`, `TextAppearance.type_body`"
        ) { $0.name },
        .text(
          "attributes",
          #"written after `name`: ` type="dimen" format="float"` for a number, ` formatted="false"` for a string "#
            + "or string array whose text holds `%`, else empty"
        ) { $0.attributes },
        .text("value", "XML-escaped: `#FF1C1C1E`, `12dp`, `17sp`, `150`", from: { $0.value }, AndroidValue.escaped),
        .flag("isStyle", "a `TextAppearance` style, whose content is `items`") { $0.kind == .style },
        .list(
          "items", of: StyleItem.self, keyed: false,
          "a style's `<item>`s: `name` (`android:textSize`) and `value` (`17sp`), XML-escaped; a string array's "
            + "items (`value` only)"
        ) { $0.items },
        ContextField(
          "comment", .text, typeName: "string", "when the token is deprecated: the note, safe inside `<!-- -->`",
          inputs: { entry, hash in
            hash.combine(flag: entry.deprecation != nil)
            hash.combine(optional: entry.deprecation.flatMap(DeprecationText.reason))
          },
          value: { $0.deprecation.map { .text(DeprecationText.xmlComment($0)) } }),
        .flag("isArray", "a font family's `<string-array>`, whose items' `value`s are the family names") {
          $0.kind == .stringArray
        },
      ])

    let item: AndroidResourceSet.Entry

    init(_ item: AndroidResourceSet.Entry) { self.item = item }
  }

  /// One `<item>` of a `TextAppearance` style.
  final class StyleItem: DeclaredObject {
    static let declaration = ItemDeclaration<AndroidPart.Item>(
      "AndroidStyleItem",
      [
        .text("name", "the attribute: `android:textSize`") { $0.name },
        .text("value", "XML-escaped: `17sp`", from: { $0.value }, AndroidValue.escaped),
      ])

    let item: AndroidPart.Item

    init(_ item: AndroidPart.Item) { self.item = item }
  }
}
