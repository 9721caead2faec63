import SwatchModel

/// The checks of the options that become part of generated code (`WriterOption`'s `check`): a name prefix or a
/// type name is written into a file as it is, so one holding anything but a name's characters is refused at its
/// value, with the reason, rather than changed or written.
///
/// Reads: one option's value. Produces: nil when it is fine, else why not.
enum OptionCheck {
  /// A CSS custom property name prefix (`--<prefix>color-bg`): ASCII letters, digits, `-` and `_`.
  @Sendable static func cssPrefix(_ text: String) -> String? {
    text.utf8.allSatisfy { isWordByte($0) || $0 == UInt8(ascii: "-") }
      ? nil : "\(DiagnosticMessage.quoted(text)) is no CSS name prefix; use ASCII letters, digits, '-' and '_'"
  }

  /// An Android resource name prefix (`<prefix>color_bg`): ASCII letters, digits and `_`, not starting with a
  /// digit, as a Java field name of `R` must.
  @Sendable static func androidPrefix(_ text: String) -> String? {
    let valid = text.utf8.allSatisfy(isWordByte) && !(text.utf8.first.map(isDigit) ?? false)
    return valid
      ? nil
      : "\(DiagnosticMessage.quoted(text)) is no Android resource name prefix; use ASCII letters, digits and '_', "
        + "a letter first"
  }

  /// A Swift type name the generated files declare (`namespace`, `tokensNamespace`): an identifier, not a
  /// keyword, and not a type those files use (`String`, `Color`, `UIColor`), which it would shadow.
  @Sendable static func swiftTypeName(_ text: String) -> String? {
    guard let first = text.utf8.first, !isDigit(first), text.utf8.allSatisfy(isWordByte) else {
      return "\(DiagnosticMessage.quoted(text)) is no Swift type name; use ASCII letters, digits and '_', "
        + "not a digit first"
    }
    guard !SwiftIdentifier.keywords.contains(text), !swiftTypesUsed.contains(text), text != "_" else {
      return "\(DiagnosticMessage.quoted(text)) is a Swift keyword or a type the generated files use; "
        + "choose a name of your own"
    }
    return nil
  }

  /// A Kotlin or Java package (`com.example.app`): identifiers apart by dots, none a keyword.
  @Sendable static func kotlinPackage(_ text: String) -> String? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let valid = parts.allSatisfy { part in
      guard let first = part.utf8.first, !isDigit(first), part.utf8.allSatisfy(isWordByte) else { return false }
      return !AndroidValue.keywords.contains(String(part))
    }
    return valid || text.isEmpty
      ? nil
      : "\(DiagnosticMessage.quoted(text)) is no Kotlin package; use identifiers apart by '.', none a keyword"
  }

  /// A file name an output's files are named by (`file`, `catalog`): a path inside the output folder, as every
  /// file the writer makes from it must be (`OutputFile.problem(with:)`). Checked once, at the option, rather
  /// than at each file made from it (an asset catalog's every color set).
  @Sendable static func outputFileName(_ text: String) -> String? {
    OutputFile.problem(with: text).map {
      "\(DiagnosticMessage.quoted(text)) is no file name in the output folder: \($0)"
    }
  }

  /// The types the Swift writer's files use that a namespace of the same name would shadow.
  static let swiftTypesUsed: Set<String> = [
    "AnyView", "AppKit", "Array", "Bool", "CALayer", "CGColor", "CGFloat", "Color", "ColorSpace", "CoreGraphics",
    "Dictionary", "Double", "EnvironmentValues", "Equatable", "Float", "Font", "Foundation", "Hashable", "Image",
    "Int", "MainActor", "NSAppearance", "NSColor", "NSFont", "NSImage", "NSObjectProtocol", "Never",
    "NotificationCenter", "Optional", "Sendable", "Set", "String", "Swift", "SwiftUI", "Text", "TimeInterval",
    "UIColor", "UIFont", "UIFontMetrics", "UIImage", "UIKit", "UIMutableTraits", "UITraitCollection", "UInt8",
    "View",
  ]

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
  }
}
