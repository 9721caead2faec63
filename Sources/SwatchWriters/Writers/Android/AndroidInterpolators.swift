/// The interpolator resources of cubic Bézier tokens: one `<pathInterpolator>` file per token and variant.
///
/// Reads: the `.interpolator` entries of `AndroidResourceSet` (name and control points, with the night ones).
/// Writes: `interpolator/<name>.xml`, and `interpolator-night/<name>.xml` where the `dark` appearance holds
/// another curve; a resource folder takes the `night` qualifier like `values`. Reports: nothing (names are
/// checked with the other resources).
enum AndroidInterpolators {
  /// The files of the interpolator entries among `day` and `night`, under `header` lines.
  static func files(
    day: [AndroidResourceSet.Entry], night: [AndroidResourceSet.Entry], header: [String]
  ) -> [OutputFile] {
    [("interpolator", day), ("interpolator-night", night)].flatMap { folder, entries in
      entries.filter { $0.kind == .interpolator }.map { entry in
        OutputFile(path: "\(folder)/\(entry.name).xml", contents: text(entry, header: header))
      }
    }
  }

  /// One interpolator file: the header as a comment, then the element with its control points.
  static func text(_ entry: AndroidResourceSet.Entry, header: [String]) -> String {
    var lines = AndroidValue.xmlPrologue(header: header)
    if let deprecation = entry.deprecation { lines.append("<!-- \(DeprecationText.xmlComment(deprecation)) -->") }
    lines.append(#"<pathInterpolator xmlns:android="http://schemas.android.com/apk/res/android""#)
    lines += entry.items.map { #"    \#($0.name)="\#(AndroidValue.escaped($0.value))""# }
    lines[lines.count - 1] += " />"
    return lines.joined(separator: "\n") + "\n"
  }
}
