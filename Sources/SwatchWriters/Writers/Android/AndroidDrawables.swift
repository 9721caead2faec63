/// The Android drawable resources of image tokens: a copy of each file in `drawable/`, and in `drawable-night/`
/// where the `dark` appearance shows another file; an image with `@2x`/`@3x` files beside it goes to density
/// folders instead (`drawable-mdpi/`, `drawable-xhdpi/`, `drawable-xxhdpi/`, `drawable-night-xhdpi/` …: the
/// night qualifier precedes density, as Android orders qualifiers).
///
/// Reads: the image tokens (only PNG, JPEG, WebP and vector drawable XML reach this writer: `ImageSupport`).
/// Writes: `drawable/<name>.<ext>` in the default appearance and `drawable-night/<name>.<ext>` where dark differs,
/// copied byte for byte (a JPEG as `.jpg`). Android has no resource qualifier for increased contrast, elevation or
/// a custom trait, so, as for values (`AndroidResourceSet`), a token those traits change gets one more drawable
/// per non-default value, named with a suffix: `brand_logo_high`. Reports: two tokens with one drawable name.
struct AndroidDrawables {
  /// The copies, `drawable/` first, each sorted by name.
  private(set) var files: [OutputFile] = []
  /// Name collisions.
  private(set) var diagnostics: [Diagnostic] = []

  init(graph: ResolvedTokenGraph, prefix: String, images: ImageFiles, output: SourceRange?) {
    let variants = AndroidVariants(graph.traits)
    var owners: [String: Int] = [:]
    var day: [OutputFile] = []
    var night: [OutputFile] = []
    for (index, token) in graph.tokens.enumerated() where token.type == .image {
      let base = prefix + AndroidValue.resourceName(token.path)
      for appearance in variants.appearances(of: token) {
        let name = base + variants.suffixes[appearance.index]
        if let first = owners[name] {
          diagnostics.append(
            PlatformNames.collision(name, token, graph.tokens[first], writer: AndroidWriter.name, output: output))
          continue
        }
        owners[name] = index
        let dayValue = token.values[appearance.index]
        day += Self.copy(dayValue, name: name, folder: "drawable", images: images)
        // A suffixed appearance value (`_dim`) has no night twin.
        guard let darkIndex = variants.night(of: appearance) else { continue }
        let darkImage = token.values[darkIndex]
        if darkImage != dayValue { night += Self.copy(darkImage, name: name, folder: "drawable-night", images: images) }
      }
    }
    files = day.sorted { $0.path < $1.path } + night.sorted { $0.path < $1.path }
  }

  /// The copies of `value`'s files as drawable `name` in `folder`: one, or with `@2x`/`@3x` files one per
  /// density (`-mdpi`, `-xhdpi`, `-xxhdpi` after the folder's qualifiers); none for a file that was not read.
  private static func copy(_ value: TokenValue, name: String, folder: String, images: ImageFiles) -> [OutputFile] {
    guard case .image(let image) = value else { return [] }
    let fileExtension = image.format == .jpeg ? "jpg" : image.format.rawValue
    let scales = images.scales(of: image)
    return scales.compactMap { scale, path in
      guard let bytes = images[path]?.bytes else { return nil }
      let density = scales.count == 1 ? "" : "-" + (densities[scale] ?? "mdpi")
      return OutputFile(path: "\(folder)\(density)/\(name).\(fileExtension)", binary: bytes)
    }
  }

  /// Android's density qualifier for each of Xcode's scales: 1x is mdpi (160 dpi), 2x xhdpi, 3x xxhdpi.
  static let densities = [1: "mdpi", 2: "xhdpi", 3: "xxhdpi"]
}
