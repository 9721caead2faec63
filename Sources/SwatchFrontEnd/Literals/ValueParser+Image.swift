extension ValueParser {
  /// The longest image path read: a path is a file name under folders, not a document.
  static let maximumImagePathLength = 1024

  /// An `image` value: a relative file path with a known extension, joined to the folder of the token file
  /// that writes it. Only the text is checked here; the driver checks the file itself (`ImageLoader`).
  static func parseImage(_ node: YAMLNode) -> Result<ImageValue, ValueSyntaxError> {
    guard let text = node.scalar?.text else {
      return .failure(ValueSyntaxError("image is \(node.quotedForMessage); expected a file path"))
    }
    if let problem = imagePathProblem(text) { return .failure(ValueSyntaxError(problem)) }
    let name = text.split(separator: "/").last.map(String.init) ?? text
    let dot = name.lastIndex(of: ".")
    guard let dot, let format = ImageFormat(fileExtension: String(name[name.index(after: dot)...])) else {
      return .failure(
        ValueSyntaxError(
          "image \(DiagnosticMessage.quoted(text)) has no image extension; expected one of "
            + ImageFormat.extensions.joined(separator: ", ")))
    }
    let folder = FilePath.directory(of: node.range.file)
    let path = FilePath.normalize(FilePath.join(folder, text))
    return .success(ImageValue(path: path, written: text, format: format, range: node.range))
  }

  /// Why `text` cannot name an image file inside the project, or nil.
  static func imagePathProblem(_ text: String) -> String? {
    let quoted = DiagnosticMessage.quoted(text)
    if text.isEmpty { return "image path is empty; expected a file path relative to the token file" }
    if text.utf8.count > maximumImagePathLength {
      return "image path is \(text.utf8.count) bytes long; expected at most \(maximumImagePathLength)"
    }
    if text.hasPrefix("/") || text.hasPrefix("~") {
      return "image \(quoted) is absolute; expected a path relative to the token file"
    }
    if text.contains("\\") || text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "image \(quoted) contains a backslash or a control character; expected a relative file path"
    }
    if let colon = text.firstIndex(of: ":") {
      let scheme = text[..<colon]
      let isURL = scheme.first?.isLetter == true && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      return isURL
        ? "image \(quoted) is a URL; expected a file path relative to the token file"
        : "image \(quoted) contains ':', which macOS and Windows file names cannot hold; expected a relative file path"
    }
    return nil
  }
}
