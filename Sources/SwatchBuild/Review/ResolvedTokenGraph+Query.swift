extension ResolvedTokenGraph {
  /// The tokens a name on the command line selects: the token at `path`, else every token in the group at
  /// `path` (sorted by path), else none.
  public func tokens(selectedBy path: String) -> [ResolvedToken] {
    if let token = token(path) { return [token] }
    let prefix = path + "."
    return tokens.filter { $0.path.string.hasPrefix(prefix) }
  }

  /// The token or group path closest to `path`, for a did-you-mean hint, if one is near enough.
  public func pathSuggestion(for path: String) -> String? {
    var candidates = Set<String>()
    for token in tokens {
      let components = token.path.string.split(separator: ".")
      for end in 1...components.count { candidates.insert(components[..<end].joined(separator: ".")) }
    }
    return Suggestion.closest(to: path, in: candidates)
  }

  /// The appearance `text` most likely meant, for a did-you-mean hint: each word that is not a trait value
  /// replaced by the closest one. Nil when a word has no close value or nothing needed replacing.
  public func appearanceSuggestion(for text: String) -> String? {
    let values = traits.allValues
    var words: [String] = []
    for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
      if traits.index(of: word) != nil {
        words.append(word)
      } else if let closest = Suggestion.closest(to: word, in: values) {
        words.append(closest)
      } else {
        return nil
      }
    }
    let suggestion = words.joined(separator: " ")
    guard suggestion != text, traits.appearance(named: suggestion) != nil else { return nil }
    return suggestion
  }
}
