/// The seeds of this file's keys, each domain hashed once rather than per item.
private let swiftColorSeed = StableHash("swift.color 1")
private let swiftConstantSeed = StableHash("swift.constant 2")
private let swiftDynamicSeed = StableHash("swift.dynamic 2")
private let swiftPaletteSeed = StableHash("swift.palette 2")
private let swiftTokenSeed = StableHash("swift.token 2")

/// The reuse keys of the Swift context's token lists (`MustacheList.key(_:)`): per item, a `StableHash` of
/// everything its JSON form is made from, so the renderer can copy an unchanged item's text from the last
/// build's file.
///
/// Reads: the token's record (`ResolvedTokenGraph.recordKeys`), its Swift name, its accessor doc line (which holds the
/// tokens namespace option), a non-color's doc value texts, a color's row and palette positions, and
/// `keySalt` (the appearances' names, which the doc lines list). Produces: one key per item of `colors`, `constants`, `shadows`, `typographies`,
/// `dynamics` and `palette`.
extension SwiftContext.Data {
  /// What every item's doc lines read besides its token: each appearance's index and name, hashed once.
  static func keySalt(_ graph: ResolvedTokenGraph) -> UInt64 {
    var hash = StableHash("swift.items 1")
    hash.combine(UInt64(graph.appearances.count))
    for appearance in graph.appearances {
      hash.combine(UInt64(appearance.index))
      hash.combine(appearance.name)
    }
    return hash.value
  }

  /// The key of the color in `row`: its token, name and accessor line, and its row, which `isFirst`, `row` and
  /// the palette positions of `tableLine` show.
  func colorKey(_ row: Int) -> UInt64 {
    let token = colors[row]
    var hash = tokenHash(swiftColorSeed, token)
    hash.combine(UInt64(row))
    let positions = palette.positions(row)
    hash.combine(UInt64(positions.count))
    for position in positions { hash.combine(UInt64(position)) }
    return hash.value
  }

  /// The key of the non-color token at `token` in `constants`, `shadows` or `typographies`, which show one
  /// object for a token wherever it is listed.
  func constantKey(_ token: Int) -> UInt64 {
    var hash = tokenHash(swiftConstantSeed, token)
    combineDocValues(token, into: &hash)
    return hash.value
  }

  /// The key of the varying token in `row` of `dynamics`: a constant's, and whether it is first (`isFirst`).
  func dynamicKey(_ row: Int) -> UInt64 {
    var hash = tokenHash(swiftDynamicSeed, dynamics[row])
    combineDocValues(dynamics[row], into: &hash)
    hash.combine(flag: row == 0)
    return hash.value
  }

  /// The key of the palette line at `index`: the line is the item, and its form (`SwiftPalette.Form`) is
  /// equal exactly when its text is.
  func paletteKey(_ index: Int) -> UInt64 {
    var hash = swiftPaletteSeed
    let form = palette.forms[index]
    hash.combine(flag: form.isSRGB)
    hash.combine(UInt64(form.numbers.count))
    for number in form.numbers { hash.combine(number) }
    return hash.value
  }

  /// Mixes in the distinct values the token's doc texts are made from (`SwiftValueTable.docValues`): the
  /// first value equal to each, whose bytes a token's doc lines show. Equal strings may differ in their
  /// scalars (`"é"` composed or not), so they can be another token's bytes, which the token's record does
  /// not cover. Colors need not: their doc texts are numbers, and equal numbers (`0` and `-0`) read the same.
  private func combineDocValues(_ token: Int, into hash: inout StableHash) {
    for appearance in 0..<appearanceCount { hash.combine(values.distinct.values[values.position(token, appearance)]) }
  }

  /// The part of a token's items' keys every list shares: the salt, the token's record, its Swift name and
  /// what its accessor line is made of besides the record (`Data.accessorLine(_:)`: the path and type are in
  /// the record; the assigned name and the namespace here), nil for a constant token, which has none.
  static func tokenKey(
    _ salt: UInt64, record: UInt64, name: String, accessorLine: (swiftName: String, namespace: String)?
  ) -> UInt64 {
    var hash = swiftTokenSeed
    hash.combine(salt)
    hash.combine(record)
    hash.combine(name)
    hash.combine(flag: accessorLine != nil)
    if let accessorLine {
      hash.combine(accessorLine.swiftName)
      hash.combine(accessorLine.namespace)
    }
    return hash.value
  }

  /// `seed` with the shared part of the token at `token`'s keys (`tokenKeys`).
  private func tokenHash(_ seed: StableHash, _ token: Int) -> StableHash {
    var hash = seed
    hash.combine(tokenKeys[token])
    return hash
  }

}
