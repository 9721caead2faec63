/// The whole Swift context, declared once: options, trait enums and the arithmetic indexing the color table,
/// the color and constant lists, and which value types and runtime parts the files declare. Both Swift
/// templates render with it.
///
/// Reads: `SwiftContext.Data`, whose `settings` hold the root's small fields, each made once per context from
/// the `Setting` declared here. Produces: the root object, whose fields, shape, docs table and key come from
/// `declaration`.
extension SwiftContext {
  /// A small root field, made once per context from the context: its value (one clean line per string) is its
  /// own key input.
  struct Setting: Sendable {
    let name: String
    let kind: MustacheShape.Kind
    let typeName: String
    let meaning: String
    let make: @Sendable (SwiftContext) -> JSONValue
  }

  /// A root field: a setting, or a field made from `Data` when read.
  enum RootEntry: Sendable {
    case setting(Setting)
    case field(ContextField<Data>)

    static func text(_ name: String, _ meaning: String, _ make: @escaping @Sendable (SwiftContext) -> String) -> Self {
      .setting(Setting(name: name, kind: .text, typeName: "string", meaning: meaning) { .string(make($0)) })
    }

    static func flag(_ name: String, _ meaning: String, _ make: @escaping @Sendable (SwiftContext) -> Bool) -> Self {
      .setting(Setting(name: name, kind: .flag, typeName: "bool", meaning: meaning) { .bool(make($0)) })
    }

    static func json(
      _ name: String, _ kind: MustacheShape.Kind, _ typeName: String, _ meaning: String,
      _ make: @escaping @Sendable (SwiftContext) -> JSONValue
    ) -> Self {
      .setting(Setting(name: name, kind: kind, typeName: typeName, meaning: meaning, make: make))
    }
  }

  final class Root: DeclaredObject {
    static let declaration = ItemDeclaration<Data>("SwiftContext", fields(of: entries))

    /// The settings, in order: what `Data.settings` holds.
    static let settings: [Setting] = entries.compactMap {
      guard case .setting(let setting) = $0 else { return nil }
      return setting
    }

    /// The fields of `entries`, a setting reading its value from `Data.settings`.
    private static func fields(of entries: [RootEntry]) -> [ContextField<Data>] {
      var position = 0
      return entries.map { entry in
        switch entry {
        case .field(let field): return field
        case .setting(let setting):
          let index = position
          position += 1
          return .shown(setting.name, setting.kind, typeName: setting.typeName, setting.meaning) {
            $0.settings[index]
          }
        }
      }
    }

    let item: Data

    init(_ item: Data) { self.item = item }
  }
}
