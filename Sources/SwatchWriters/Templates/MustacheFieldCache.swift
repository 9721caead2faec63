/// Where a tag's name is among a typed object's fields, remembered by the tag and the object's type for one
/// render: a list's body looks the same names up in objects of one type once per item, and each lookup would
/// otherwise scan the shape's field names (and, for names such as `access` that the item lacks, the enclosing
/// shape's too): a tenth of rendering the Swift colors file.
///
/// A table of 128 pairs of slots, a tag's pair chosen by its identity: a tag is met with its item's type and,
/// when the item has no such field, with the enclosing object's, so the pair keeps both; a third type, or a
/// tag whose pair another tag took, replaces the older slot. A lookup costs at most one scan of the shape,
/// never a wrong answer. The identities stay valid for the render: its templates (and so their names) and the
/// objects' types outlive it.
struct MustacheFieldCache {
  private struct Entry {
    var name: UInt = 0
    var type: UInt = 0
    /// The field's position in the type's shape, or -1 when the shape has no such field.
    var index = -1
  }

  private static let pairs = 128
  private var entries: [Entry] = []

  /// The position of the field `name` reads first (`name.parts[0]`) in the shape of `object`'s type, or nil.
  mutating func index(of name: MustacheName, in object: any MustacheObject) -> Int? {
    let type = type(of: object)
    let nameBits = UInt(bitPattern: ObjectIdentifier(name))
    let typeBits = UInt(bitPattern: ObjectIdentifier(type))
    let first = 2 * (Int(truncatingIfNeeded: nameBits >> 4) & (Self.pairs - 1))
    if entries.isEmpty { entries = Array(repeating: Entry(), count: 2 * Self.pairs) }
    for slot in first...(first + 1) where entries[slot].name == nameBits && entries[slot].type == typeBits {
      return entries[slot].index < 0 ? nil : entries[slot].index
    }
    let index = type.shape.index(of: name.parts[0])
    entries[first + 1] = entries[first]
    entries[first] = Entry(name: nameBits, type: typeBits, index: index ?? -1)
    return index
  }
}
