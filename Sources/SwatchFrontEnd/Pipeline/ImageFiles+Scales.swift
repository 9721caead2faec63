/// Xcode's naming of an image's scales: `logo.png` is 1x, and `logo@2x.png`, `logo@3x.png` beside it are the
/// same image at two and three times the pixels. The loader reads the scaled files it finds; writers ask here
/// which scales an image has.
extension ImageFiles {
  /// The scales a raster image may have beside its 1x file.
  public static let extraScales = [2, 3]

  /// The path of `path`'s file at `scale`: `images/logo@2x.png` for `images/logo.png` at 2; `path` at 1, and
  /// nil for a file name without an extension.
  public static func path(_ path: String, scale: Int) -> String? {
    guard scale != 1 else { return path }
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let stem = path.dropLast(name.distance(from: dot, to: name.endIndex))
    return "\(stem)@\(scale)x\(name[dot...])"
  }

  /// Each scale of `image` that was read, with the path of its file, 1x first: a vector image has its one
  /// file at any size, a raster image its 1x file and those of `extraScales` the loader found.
  public func scales(of image: ImageValue) -> [(scale: Int, path: String)] {
    guard !image.format.isVector else { return [(1, image.path)] }
    let extra = Self.extraScales.compactMap { scale -> (scale: Int, path: String)? in
      guard let path = Self.path(image.path, scale: scale), files[path] != nil else { return nil }
      return (scale, path)
    }
    return [(1, image.path)] + extra
  }

  /// Whether some image of `values` has a scale beyond 1x.
  public func hasScales(_ values: [TokenValue]) -> Bool {
    values.contains { value in
      guard case .image(let image) = value else { return false }
      return scales(of: image).count > 1
    }
  }
}
