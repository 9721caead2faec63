extension PreviewPage {
  /// The header row every table shares: an empty corner over the sticky name column, then a column per
  /// appearance on that appearance's background, naming each trait's value (`contrast: high`).
  var appearanceHeader: String {
    var text = "<thead><tr><th class=\"name\">token</th>"
    for appearance in graph.appearances {
      text += "<th\(cellStyle(appearance)) title=\"\(HTMLText.escape(appearance.name))\">"
      text += traitLines(appearance) + "</th>"
    }
    return text + "</tr></thead>\n"
  }

  /// One line per trait, `trait: value`, the default value dimmed; `default` with no traits.
  func traitLines(_ appearance: Appearance) -> String {
    let traits = graph.traits.traits
    guard !traits.isEmpty else { return HTMLText.escape(appearance.name) }
    return zip(traits, appearance.values).map { trait, value in
      let word = HTMLText.escape(trait.values[value])
      let line = "<span class=\"trait\">\(HTMLText.escape(trait.name)):</span> \(word)"
      return "<div\(value == 0 ? " class=\"default\"" : "")>\(line)</div>"
    }.joined()
  }
}
