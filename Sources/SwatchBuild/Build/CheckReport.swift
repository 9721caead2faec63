/// The text `swatch build --check` prints: a line naming each out-of-date file (`changed:`, `missing:`,
/// `deleted:`) followed by its unified diff.
///
/// The whole text is one patch: `patch -p1` run in the working directory applies it and leaves the outputs
/// as `swatch build` would (the naming lines are skipped by `patch` as commentary). Paths are relative to the
/// working directory, however the configuration was named. A file on disk that is not UTF-8 text gets no diff.
public enum CheckReport {
  /// The text for `report`; empty when nothing is out of date.
  public static func text(for report: OutputDirectory.Report) -> String {
    var text = ""
    for file in report.changed {
      let label = FilePath.relative(file.path, to: "")
      if file.binary != nil {
        text += "\(report.previous[file.path] == nil ? "missing" : "changed"): \(label) (binary file; no diff)\n"
        continue
      }
      switch report.previous[file.path] {
      case .none:
        text += "missing: \(label)\n" + UnifiedDiff.make(old: nil, new: file.contents, path: label)
      case .some(.none):
        text += "changed: \(label) (the file on disk is not UTF-8 text; no diff)\n"
      case .some(.some(let old)):
        text += "changed: \(label)\n" + UnifiedDiff.make(old: old, new: file.contents, path: label)
      }
    }
    for path in report.deleted {
      let label = FilePath.relative(path, to: "")
      guard case .some(.some(let old)) = report.previous[path] else {
        text += "deleted: \(label) (the file on disk is not UTF-8 text; no diff)\n"
        continue
      }
      text += "deleted: \(label)\n" + UnifiedDiff.make(old: old, new: nil, path: label)
    }
    return text
  }
}
