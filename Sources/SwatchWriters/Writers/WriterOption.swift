/// One key of a writer's `outputs:` entry and the option property it sets.
///
/// A writer lists its keys once, in `WriterOptions.keys`; the property's declaration holds its default, so
/// the default is written in one place. `WriterOptions`' `init(from:)` starts from `Options()` and sets only
/// what the entry gives; the configuration reports every key no option asked for.
///
/// ```swift
/// public var prefix = ""
/// public static let keys: [WriterOption<Self>] = [.init("prefix", \.prefix)]
/// ```
public struct WriterOption<Options>: Sendable {
  /// The key as written in `outputs:`.
  public let key: String
  /// Whether an entry of this writer must set the key.
  public let isRequired: Bool
  private let set: @Sendable (inout Options, KeyedDecodingContainer<WriterOptionKey>) throws -> Void

  /// The option `key`, decoded into `property` when present; absent, the property keeps its default. A value
  /// `check` finds a reason against is refused at the value, with that reason: an option that becomes part of
  /// generated code (a name prefix, a type name) is refused rather than changed, so text in a configuration
  /// cannot reach the code as anything but the name it is.
  public init<Value: WriterOptionValue>(
    _ key: String, _ property: WritableKeyPath<Options, Value> & Sendable, isRequired: Bool = false,
    check: (@Sendable (Value) -> String?)? = nil
  ) {
    self.key = key
    self.isRequired = isRequired
    set = { options, container in
      let codingKey = WriterOptionKey(key)
      guard isRequired || container.contains(codingKey) else { return }
      let value = try container.decode(Value.self, forKey: codingKey)
      if let reason = check?(value) {
        throw DecodingError.dataCorruptedError(forKey: codingKey, in: container, debugDescription: reason)
      }
      options[keyPath: property] = value
    }
  }

  /// Sets the option on `options` from `container`, if the entry has the key or the key is required.
  func decode(into options: inout Options, from container: KeyedDecodingContainer<WriterOptionKey>) throws {
    try set(&options, container)
  }
}

#if compiler(>=6.2)
  /// What an option's property holds: a decodable type whose metatype the `@Sendable` decoding closure may
  /// capture (every nonisolated type is a `SendableMetatype`).
  public typealias WriterOptionValue = Decodable & SendableMetatype
#else
  /// What an option's property holds: a decodable type.
  public typealias WriterOptionValue = Decodable
#endif

/// A key of an `outputs:` entry, as `WriterOption` names it.
public struct WriterOptionKey: CodingKey, Sendable {
  public let stringValue: String
  public var intValue: Int? { nil }

  /// The key `name`.
  public init(_ name: String) { stringValue = name }
  public init?(stringValue: String) { self.init(stringValue) }
  public init?(intValue: Int) { nil }
}

/// Every key of an `outputs:` entry that did not decode, so all of them are reported in one run.
public struct WriterOptionErrors: Error {
  /// The decoders' errors, in the order of the writer's keys.
  public var errors: [any Error]
}

extension WriterOptions {
  /// The defaults of `init()`, with each key of `keys` the entry holds decoded into its property. Throws
  /// `WriterOptionErrors` with every key that failed.
  public init(from decoder: any Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: WriterOptionKey.self)
    var errors: [any Error] = []
    for option in Self.keys {
      do { try option.decode(into: &self, from: container) } catch { errors.append(error) }
    }
    guard errors.isEmpty else { throw WriterOptionErrors(errors: errors) }
  }
}
