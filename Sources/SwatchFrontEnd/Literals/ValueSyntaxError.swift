/// Why a literal value could not be read, as a plain value the integrator wraps into a diagnostic.
///
/// The reason is a lowercase phrase without a trailing period that names what was found and what was
/// expected, such as `'#12345' has 5 hex digits; expected 3, 4, 6 or 8`.
public struct ValueSyntaxError: Error, Hashable, Sendable {
  /// What was found and what was expected.
  public var reason: String

  /// Creates an error with its reason.
  public init(_ reason: String) {
    self.reason = reason
  }
}

extension ValueSyntaxError: CustomStringConvertible {
  /// The reason.
  public var description: String { reason }
}
