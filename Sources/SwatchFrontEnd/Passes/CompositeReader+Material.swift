extension CompositeReader {
  /// A Swatch `material` (docs/materials.md): `thickness` (one of `MaterialThickness`) and `fallback` (an
  /// opaque color, required), `tint` (a color) and `appKit` (an `NSVisualEffectView.Material` case name).
  ///
  /// `tint` and `fallback` may alias color tokens; `thickness` and `appKit` are plain words, each checked
  /// against its list with a did-you-mean note, so no other text ever reaches the generated code.
  mutating func material(_ node: YAMLNode) -> MaterialValue? {
    let names = MaterialValue.members
    guard let m = members(node, of: .material, names: names, required: ["thickness", "fallback"]) else {
      return nil
    }
    let thickness = m["thickness"].flatMap { materialThickness($0) }
    let tint = m["tint"].map { member($0, "tint", .color, in: .material)?.color }
    let fallback = m["fallback"].flatMap { member($0, "fallback", .color, in: .material)?.color }
    let appKit = m["appKit"].map {
      materialWord($0, MaterialValue.appKitMaterials, message: DiagnosticMessage.materialAppKitUnknown)
    }
    guard let thickness, let fallback, tint ?? .some(nil) != nil, appKit ?? .some("") != nil else { return nil }
    return MaterialValue(thickness: thickness, tint: tint ?? nil, fallback: fallback, appKit: appKit ?? nil)
  }

  private mutating func materialThickness(_ node: YAMLNode) -> MaterialThickness? {
    materialWord(node, MaterialThickness.names, message: DiagnosticMessage.materialThicknessUnknown)
      .flatMap(MaterialThickness.init(rawValue:))
  }

  /// A word from `known`; anything else (another word, an object, an alias, which `references` holds) is an error at the node with the closest known word as a note.
  private mutating func materialWord(
    _ node: YAMLNode, _ known: [String], message: (String, [String]) -> DiagnosticMessage
  ) -> String? {
    if let text = node.text, references[node.range] == nil, known.contains(text) { return text }
    let notes = node.text.flatMap { Suggestion.closest(to: $0, in: known) }.map {
      [Diagnostic.Note("did you mean \(DiagnosticMessage.quoted($0))?")]
    }
    return fail(message(node.quotedForMessage, known), at: node.range, notes: notes ?? [])
  }
}
