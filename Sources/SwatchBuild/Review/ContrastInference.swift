/// Contrast pairs guessed from token names when none is configured or declared: a foreground-like token over
/// the main background-like tokens of its family, and an `onX` token over its sibling `X`.
///
/// Reads: the color tokens' paths, split into lowercase words (`background.primary`, `bgColor-default`,
/// `colorNeutralBackground1` all split the same way). Produces: `[ContrastPair]`. A word names the role, the
/// first one found: foreground (`label`, `text`, `foreground`, `fg`, `icon`, `content`), background
/// (`background`, `bg`, `surface`, `fill`, `canvas`) or `on`. The words before it are the family; a
/// foreground is paired with every background of its family whose remaining words are empty or one of
/// `default`, `primary`, `base`, `page`, `body`, `main`, `1`, `01`. Minimums by role: body text 4.5, icons
/// and secondary, subtle, muted, large or hint text 3 (WCAG 1.4.11); disabled, placeholder, inverse and
/// on-color foregrounds are skipped. `.ci/checks/lint_contrast.py` implements the same inference.
struct ContrastInference {
  static let foregroundWords: Set<String> = ["label", "text", "foreground", "fg", "icon", "content"]
  static let backgroundWords: Set<String> = ["background", "bg", "surface", "fill", "canvas"]
  static let baseBackgrounds: Set<[String]> = [
    [], ["default"], ["default", "default"], ["primary"], ["base"], ["page"], ["body"], ["main"], ["1"], ["01"],
  ]
  static let skipped: Set<String> = [
    "disabled", "placeholder", "inactive", "inverse", "inverted", "invert", "white", "black",
  ]
  /// Words after the role that make it something other than text or an icon (`label.green.borderColor`), or
  /// text on some other fill (`text-on-color`).
  static let notText: Set<String> = ["on", "border", "outline", "shadow", "divider", "stroke", "ring", "line"]
  static let states: Set<String> = [
    "hover", "hovered", "pressed", "active", "selected", "checked", "focus", "focused", "down", "rest", "visited",
  ]
  static let lax: Set<String> = ["secondary", "tertiary", "quaternary", "subtle", "muted", "large", "hint", "icon"]

  /// The pairs inferred among `graph`'s color tokens, in token order.
  /// The pairs of `graph`, made once per graph whichever rule or page asks first (lint's contrast rules both
  /// ask), and carried to a graph a watching process patched from it (the live preview asks on every save):
  /// they read the tokens' paths, which a patched graph keeps, and which tokens are colors, checked again for
  /// the tokens made again.
  static func pairs(in graph: ResolvedTokenGraph) -> [ContrastPair] {
    let isColor = { (index: Int) in graph.tokens[index].type == .color }
    return graph.memo.value(
      Inferred.self,
      carry: { old, remade in
        remade.allSatisfy { $0 < old.isColor.count && isColor($0) == old.isColor[$0] } ? old : nil
      },
      make: { Inferred(pairs: made(in: graph), isColor: graph.tokens.indices.map(isColor)) }
    ).pairs
  }

  /// The pairs inferred of one graph, and which of its tokens were colors then.
  struct Inferred: Sendable {
    let pairs: [ContrastPair]
    let isColor: [Bool]
  }

  /// The pairs of `graph`, made from its paths.
  private static func made(in graph: ResolvedTokenGraph) -> [ContrastPair] {
    let colors = graph.tokens.indices.filter { graph.tokens[$0].type == .color }
    let named = colors.map { index in
      let (words, starts) = Self.words(of: graph.tokens[index].path)
      return (index: index, words: words, role: role(words, starts: starts))
    }
    var byWords: [[String]: Int] = [:]
    var backgrounds: [[String]: [(rest: [String], index: Int)]] = [:]
    for (index, words, role) in named {
      if byWords[words] == nil { byWords[words] = index }
      guard let role, backgroundWords.contains(words[role]) else { continue }
      backgrounds[Array(words[..<role]), default: []].append((rest(words, after: role), index))
    }
    var pairs: [ContrastPair] = []
    for (index, words, role) in named {
      // `onPrimary` or `on-surface`: an `on` with words after it, and no role word or the role word right after.
      if let on = words.indices.last(where: { words[$0] == "on" && $0 + 1 < words.count }),
        role == nil || role == on + 1
      {
        let target = Array(words[..<on] + words[(on + 1)...])
        if let background = byWords[target], background != index { pairs.append(pair(index, background, minimum: 4.5)) }
        continue
      }
      guard let role else { continue }
      guard foregroundWords.contains(words[role]) else { continue }
      let rest = rest(words, after: role)
      guard Set(words).isDisjoint(with: skipped), Set(rest).isDisjoint(with: notText) else { continue }
      let minimum = words[role] == "icon" || !Set(rest).isDisjoint(with: lax) ? 3.0 : 4.5
      let family = backgrounds[Array(words[..<role])] ?? []
      // A foreground in a state (`hover`, `rest`) is read on the background in the same state only.
      let isStated = !Set(rest).isDisjoint(with: states)
      let matched = family.filter { isStated ? $0.rest == rest : baseBackgrounds.contains($0.rest) }
      pairs += matched.filter { $0.index != index }.map { pair(index, $0.index, minimum: minimum) }
    }
    return pairs
  }

  private static func pair(_ foreground: Int, _ background: Int, minimum: Double) -> ContrastPair {
    ContrastPair(foreground: foreground, background: background, minimum: minimum, algorithm: .wcag, requirement: nil)
  }

  /// The position of the last role word (`label.blue.bgColor` is a background), among `words` whose first
  /// words of components are `starts`: `content` names a role only there (`content.primary`, not Spectrum's
  /// `accent-content-color`, content in the accent color).
  static func role(_ words: [String], starts: Set<Int>) -> Int? {
    words.indices.last { index in
      (foregroundWords.contains(words[index]) && (words[index] != "content" || starts.contains(index)))
        || backgroundWords.contains(words[index])
    }
  }

  /// The words after the role word, without `color`, `colors` and `root` (`$root`).
  static func rest(_ words: [String], after role: Int) -> [String] {
    words[(role + 1)...].filter { !["color", "colors", "root"].contains($0) }
  }

  /// A path's lowercase words (components split at non-alphanumerics, lower-to-upper case changes and
  /// letter-digit changes), and the positions of each component's first word.
  static func words(of path: TokenPath) -> (words: [String], starts: Set<Int>) {
    var words: [String] = []
    var starts = Set<Int>()
    for component in path.components {
      starts.insert(words.count)
      words += Self.words(of: component)
    }
    return (words, starts)
  }

  static func words(of component: String) -> [String] {
    component.utf8.allSatisfy { $0 < 0x80 } ? asciiWords(of: component) : characterWords(of: component)
  }

  /// `words(of:)` of an ASCII component, byte by byte: what the Characters give, at a fraction of the cost (the
  /// Character walk took a third of `swatch lint` at 10,000 tokens).
  static func asciiWords(of component: String) -> [String] {
    var words: [String] = []
    var current: [UInt8] = []
    var previous: UInt8?
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    let isLower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    func close() {
      if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self).lowercased()) }
      current = []
    }
    for byte in component.utf8 {
      guard isDigit(byte) || isUpper(byte) || isLower(byte) else {
        close()
        previous = nil
        continue
      }
      if let previous, !current.isEmpty, (isLower(previous) && isUpper(byte)) || (isDigit(previous) != isDigit(byte)) {
        close()
      }
      current.append(byte)
      previous = byte
    }
    close()
    return words
  }

  /// `words(of:)` Character by Character: a component holding other than ASCII.
  static func characterWords(of component: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in component {
      guard character.isASCII, character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current.lowercased()) }
        (current, previous) = ("", nil)
        continue
      }
      if let previous, !current.isEmpty,
        (previous.isLowercase && character.isUppercase) || (previous.isNumber != character.isNumber)
      {
        words.append(current.lowercased())
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }
}
