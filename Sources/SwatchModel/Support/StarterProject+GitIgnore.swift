extension StarterProject {
  /// The `.gitignore` line for what a build keeps for the next one: the `.swatch/` folder beside `swatch.yaml`.
  public static let buildStateIgnoreLine = ".swatch/"

  /// The `.gitignore` text with the build state's line added: `existing` (nil when there is no file) with
  /// the line appended, or nil when `existing` already ignores the folder.
  public static func gitIgnore(updating existing: String?) -> String? {
    guard let existing else { return buildStateIgnoreLine + "\n" }
    let ignored = existing.split(whereSeparator: \.isNewline).contains { line in
      [".swatch", ".swatch/", "/.swatch", "/.swatch/"].contains(line.trimmingWhitespace())
    }
    guard !ignored else { return nil }
    let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
    return existing + separator + buildStateIgnoreLine + "\n"
  }
}
