/// Serializes JSON the way Xcode writes asset catalog `Contents.json` files, so a catalog Swatch writes and one
/// Xcode re-saves do not differ: keys sorted, two-space indentation, `" : "` between key and value, one
/// trailing newline.
enum XcodeJSON {
  /// The text of `value` in Xcode's layout.
  static func string(from value: JSONValue) -> String {
    var out = ""
    write(value, indent: "", to: &out)
    return out + "\n"
  }

  private static func write(_ value: JSONValue, indent: String, to out: inout String) {
    let inner = indent + "  "
    switch value {
    case .array(let items) where !items.isEmpty:
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += inner
        write(item, indent: inner, to: &out)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let pairs) where !pairs.isEmpty:
      out += "{\n"
      let sorted = pairs.sorted { $0.0 < $1.0 }
      for (index, (key, item)) in sorted.enumerated() {
        out += inner + compact(.string(key)) + " : "
        write(item, indent: inner, to: &out)
        out += index == sorted.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    default:
      out += compact(value)
    }
  }

  private static func compact(_ value: JSONValue) -> String { JSONSerializer(pretty: false).string(from: value) }
}
