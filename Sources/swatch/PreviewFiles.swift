import Foundation

/// The files the live preview may serve besides its page: those under the configured output folders, at
/// their paths relative to the working directory (`/web/tokens.css` for `web/tokens.css`).
///
/// A request is served only when its decoded path has no `.`, `..` or empty segment, no NUL and no
/// backslash, and the file it names, with every symbolic link resolved, lies inside one of the folders (also
/// resolved); everything else is "not found". Hidden files are never served.
struct PreviewFiles: Sendable {
  /// The output folders, resolved.
  var folders: [String]

  /// Serves the files under `folders` (relative to the working directory).
  init(folders: [String]) {
    self.folders = folders.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
  }

  /// The file's bytes and content type, or nil when the path is not one to serve.
  func file(at target: String) -> (Data, String)? {
    guard let decoded = target.removingPercentEncoding, decoded.hasPrefix("/"),
      !decoded.contains("\0"), !decoded.contains("\\")
    else { return nil }
    let segments = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    guard !segments.isEmpty, segments.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return nil }
    let path = URL(fileURLWithPath: segments.joined(separator: "/")).resolvingSymlinksInPath().path
    guard folders.contains(where: { path.hasPrefix($0 + "/") }) else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return (data, Self.type(of: path))
  }

  static func type(of path: String) -> String {
    let types = [
      "css": "text/css; charset=utf-8", "html": "text/html; charset=utf-8", "js": "text/javascript",
      "json": "application/json", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
      "webp": "image/webp", "svg": "image/svg+xml", "woff2": "font/woff2",
    ]
    return types[URL(fileURLWithPath: path).pathExtension.lowercased()] ?? "application/octet-stream"
  }
}
