/// Names the copy of an image file the CSS writer puts beside the stylesheet, and the `url()` that loads it.
///
/// The copy is `images/<stem>-<hash>.<ext>` next to the CSS file: the stem is the source file's name with every
/// character but ASCII letters, digits, `-` and `_` made `-`, and the hash (16 hex digits) is of the file's
/// path, so two files of one name in different folders never share a copy. The URL is relative to the
/// stylesheet, which is how CSS resolves `url()`; it holds only those safe characters, and is still escaped as
/// a CSS string, so no path can close the string or the declaration.
enum CSSImage {
  /// The folder beside the stylesheet that holds the copies.
  static let folder = "images"

  /// The copy's file name.
  static func fileName(_ image: ImageValue) -> String {
    let name = image.path.split(separator: "/").last.map(String.init) ?? image.path
    let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
    let safe = CSSName.identifier(stem)
    // FNV-1a, as before the content hash became XXH64: a copy's name stays what style sheets already use.
    let tag = ContentHash.hex(Array(image.path.utf8).withUnsafeBytes { ContentHash.fnv1a($0) })
    return "\(safe.isEmpty ? "image" : safe)-\(tag).\(image.fileExtension)"
  }

  /// A copy of every image file `graph`'s image tokens name, each once, in `images/` beside the stylesheet
  /// `file` (the CSS file's path without `.css`).
  static func copies(_ graph: ResolvedTokenGraph, beside file: String, images: ImageFiles) -> [OutputFile] {
    var seen: Set<String> = []
    var copies: [OutputFile] = []
    let base = FilePath.join(FilePath.directory(of: file), folder)
    for token in graph.tokens where token.type == .image {
      for case .image(let image) in token.values where seen.insert(image.path).inserted {
        guard let bytes = images[image.path]?.bytes else { continue }
        copies.append(OutputFile(path: FilePath.join(base, fileName(image)), binary: bytes))
      }
    }
    return copies.sorted { $0.path < $1.path }
  }

  /// `url("images/<file>")`, the copy relative to the stylesheet.
  static func url(_ image: ImageValue) -> String {
    "url(\"\(CSSName.escapedString("\(folder)/\(fileName(image))"))\")"
  }
}
