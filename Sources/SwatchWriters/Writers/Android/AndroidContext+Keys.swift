/// The seeds of this file's keys, each domain hashed once rather than per item.
private let androidResourceSeed = StableHash("android.resource 1")

/// The reuse keys of the Android context's `resources` (`MustacheList.key(_:)`).
///
/// A resource's JSON form is made from its `AndroidResourceSet.Entry` alone (`element`, `attributes` and
/// `isStyle` from its kind, `name`, `value`, `items`, `comment` from its deprecation), and the entry holds the
/// finished text (the prefix, the variant suffix and the formatted value are already in `name` and `value`), so
/// the key hashes the entry: exact, with no option, table or neighbour to add, and a few short strings long.
extension AndroidContext {
  /// The reuse key of the resource at `rows[position]`.
  func key(_ position: Int) -> UInt64 { Self.key(of: entries[rows[position]]) }

  /// The reuse key of a resource made from `entry`: its kind (by element, one per kind), name, value, style
  /// items and deprecation (whether it has one and its reason, which is all `DeprecationText.xmlComment`
  /// reads).
  static func key(of entry: AndroidResourceSet.Entry) -> UInt64 {
    var hash = androidResourceSeed
    hash.combine(entry.kind.element)
    hash.combine(entry.name)
    hash.combine(entry.value)
    hash.combine(UInt64(entry.items.count))
    for item in entry.items {
      hash.combine(item.name)
      hash.combine(item.value)
    }
    hash.combine(flag: entry.deprecation != nil)
    hash.combine(optional: entry.deprecation.flatMap(DeprecationText.reason))
    return hash.value
  }
}
