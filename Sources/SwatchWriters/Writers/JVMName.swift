import SwatchFrontEnd
import SwatchModel

/// The JVM's bound on a name: a class file holds a field's or a method's name as one `CONSTANT_Utf8`, at most
/// 65,535 bytes of modified UTF-8 (a character outside the Basic Multilingual Plane takes 6 bytes there, NUL 2).
/// A Kotlin property past it fails in kotlinc's back end, an Android resource past it in the `R` class javac
/// makes, so the writers report such a token rather than write code that does not compile. Paths are bounded
/// per name (1,024 characters) and in depth (`TokenDocumentBuilder.maximumDepth`), not in total.
///
/// Reads: the names a writer gave. Produces: one `name.invalid` per token whose name is past the bound.
enum JVMName {
  /// The most bytes of a name in a class file.
  static let maximumBytes = 65_535

  /// Whether `name`, with `extra` more bytes a generated member adds (a getter's `get`), is past the bound.
  static func isTooLong(_ name: String, extra: Int = 0) -> Bool {
    // Most names are short, and modified UTF-8 takes at most one and a half times a name's UTF-8 bytes (a 4-byte
    // character takes 6; a name holds no NUL), so only long ones are counted.
    guard name.utf8.count * 3 / 2 + extra > maximumBytes else { return false }
    return modifiedUTF8Count(name) + extra > maximumBytes
  }

  /// The error for `token`, whose name in `writer`'s output is `name`, to which generated members add `extra`.
  static func problem(
    _ name: String, _ token: ResolvedToken, extra: Int = 0, writer: String, output: SourceRange?
  ) -> Diagnostic {
    let added = extra > 0 ? " with the \(extra) the generated code adds to it" : ""
    let reason =
      "its \(writer) name is \(modifiedUTF8Count(name) + extra) bytes long\(added), past the 65,535 bytes a JVM "
      + "class file holds in a name, so the code would not compile; shorten the token's path"
    let notes = output.map { [Diagnostic.Note("in this \(writer) output", at: $0)] } ?? []
    return Diagnostic(.nameInvalid(token.path.string, reason: reason), at: token.definedAt, notes: notes)
  }

  /// The errors for the tokens `names` gives a name past the bound, with `extra` bytes added to each.
  static func problems(
    _ names: [String], _ graph: ResolvedTokenGraph, extra: Int, writer: String, output: SourceRange?
  ) -> [Diagnostic] {
    names.indices.compactMap { index in
      isTooLong(names[index], extra: extra)
        ? problem(names[index], graph.tokens[index], extra: extra, writer: writer, output: output) : nil
    }
  }

  private static func modifiedUTF8Count(_ name: String) -> Int {
    name.unicodeScalars.reduce(0) { count, scalar in
      switch scalar.value {
      case 0: count + 2
      case 0x01...0x7F: count + 1
      case 0x80...0x7FF: count + 2
      case 0x800...0xFFFF: count + 3
      default: count + 6
      }
    }
  }
}
