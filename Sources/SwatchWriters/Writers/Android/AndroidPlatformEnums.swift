/// The Android flags of the string tokens that name a platform enum (`PlatformEnum`, docs/platform-enums.md):
/// `values/bools.xml` and `values-night/bools.xml`.
///
/// Reads: the string tokens whose `$extensions["dev.swatch.enum"]` is `statusBarStyle` (the front end has
/// checked their values). Produces: `<name>_light_status_bars`, the value for
/// `WindowInsetsControllerCompat.isAppearanceLightStatusBars`, in the default appearance and in the one where
/// `appearance` is `dark` (every other trait at its default: Android has no qualifier for them).
/// `keyboardAppearance` has no Android counterpart (the input method chooses its own colors) and is left out.
/// Reports nothing.
enum AndroidPlatformEnums {
  /// The files, none when no token names a status bar style.
  static func files(_ graph: ResolvedTokenGraph, prefix: String) -> [OutputFile] {
    let dark = darkAppearance(graph.traits)
    var day: [String] = []
    var night: [String] = []
    for (index, token) in graph.tokens.enumerated() {
      guard token.type == .string, case .string(let name)? = token.extensions?[PlatformEnum.extensionKey],
        let kind = PlatformEnum(rawValue: name)
      else { continue }
      let resource = prefix + AndroidValue.resourceName(words: graph.pathWords[index]) + "_light_status_bars"
      if let flag = flag(kind, token.values[0], isDark: dark == 0) { day.append(row(resource, flag)) }
      if let dark, let flag = flag(kind, token.values[dark], isDark: true) { night.append(row(resource, flag)) }
    }
    guard !day.isEmpty else { return [] }
    let prologue = AndroidValue.xmlPrologue(header: GeneratedHeader.lines(for: graph))
    return [("values", day), ("values-night", night)].filter { !$0.1.isEmpty }.map { folder, rows in
      let lines = prologue + ["<resources>"] + rows
      return OutputFile(
        path: folder + "/bools.xml", contents: (lines + ["</resources>"]).joined(separator: "\n") + "\n")
    }
  }

  /// The index of the appearance where `appearance` is `dark` and every other trait at its default.
  private static func darkAppearance(_ traits: TraitSet) -> Int? {
    guard let trait = traits.traits.firstIndex(where: { $0.name == "appearance" }),
      let value = traits.traits[trait].values.firstIndex(of: "dark")
    else { return nil }
    return traits.appearances.first { appearance in
      appearance.values.enumerated().allSatisfy { $0.offset == trait ? $0.element == value : $0.element == 0 }
    }?.index
  }

  private static func flag(_ kind: PlatformEnum, _ value: TokenValue, isDark: Bool) -> Bool? {
    guard case .string(let text) = value else { return nil }
    return kind.androidLightStatusBars(text, isDark: isDark)
  }

  private static func row(_ name: String, _ flag: Bool) -> String {
    "    <bool name=\"\(name)\">\(flag)</bool>"
  }
}
