/// The files of one image token's `<name>.imageset`: a copy of each image and a `Contents.json` in Xcode's layout.
///
/// An image the same in every appearance is one `universal` entry with no `appearances`, as Xcode writes an
/// image set whose Appearances are None. Otherwise every variant the traits have is an entry, in the order
/// Xcode writes them (Any, Dark, High Contrast, Dark + High Contrast), each with `appearances` holding
/// `luminosity: dark` and/or `contrast: high` like a color set: with all of them present, Xcode's lookup never
/// has two equally good matches. PDF and SVG entries have no `scale` (Xcode's Single Scale, drawn at any size)
/// and set `preserves-vector-representation`; a PNG or JPEG has a `1x` entry and a `2x` and `3x` entry for each
/// `@2x`/`@3x` file the loader found beside it (`ImageFiles+Scales.swift`), in Xcode's order: every appearance at
/// 1x, then at 2x, then at 3x. Files are copied byte for byte and named `<name>`, `<name>-dark`,
/// `<name>-high-contrast`, `<name>-dark-high-contrast` with `@2x`/`@3x` and the source file's extension.
enum ImageSet {
  /// The image set's files under `folder` (the catalog), for `token` named `name`.
  static func files(
    _ token: ResolvedToken, name: String, folder: String, variants: [ColorSetVariant], images: ImageFiles
  ) -> [OutputFile] {
    let chosen = token.isConstant ? Array(variants.prefix(1)) : variants
    var files: [OutputFile] = []
    var entries: [(scale: Int, entry: JSONValue)] = []
    var isVector = false
    for variant in chosen {
      guard case .image(let image) = token.values[variant.appearance] else { continue }
      isVector = isVector || image.format.isVector
      for (scale, path) in images.scales(of: image) {
        let fileName =
          name + suffix(variant, isConstant: token.isConstant) + (scale == 1 ? "" : "@\(scale)x") + "."
          + image.fileExtension
        let shownScale = image.format.isVector ? nil : scale
        entries.append((scale, entry(variant, fileName: fileName, scale: shownScale, isConstant: token.isConstant)))
        if let bytes = images[path]?.bytes {
          files.append(OutputFile(path: "\(folder)/\(name).imageset/\(fileName)", binary: bytes))
        }
      }
    }
    // Stable: within one scale the variants keep Xcode's order.
    entries = entries.enumerated().sorted { ($0.element.scale, $0.offset) < ($1.element.scale, $1.offset) }.map(
      \.element)
    var contents: [(String, JSONValue)] = [("images", .array(entries.map(\.entry))), XCAssetsWriter.info]
    if isVector { contents.append(("properties", .object([("preserves-vector-representation", .bool(true))]))) }
    let json = XcodeJSON.string(from: .object(contents))
    return [OutputFile(path: "\(folder)/\(name).imageset/Contents.json", contents: json)] + files
  }

  /// The file name suffix for `variant`'s copy.
  private static func suffix(_ variant: ColorSetVariant, isConstant: Bool) -> String {
    guard !isConstant else { return "" }
    return (variant.isDark ? "-dark" : "") + (variant.isHighContrast ? "-high-contrast" : "")
  }

  /// One `images` entry: `appearances` (unless the image is constant), `filename`, `idiom`, and `scale` for a
  /// raster image (nil `scale` for a vector one).
  private static func entry(_ variant: ColorSetVariant, fileName: String, scale: Int?, isConstant: Bool)
    -> JSONValue
  {
    var fields: [(String, JSONValue)] = []
    var appearances: [JSONValue] = []
    if variant.isDark && !isConstant { appearances.append(ColorSetVariant.appearance("luminosity", "dark")) }
    if variant.isHighContrast && !isConstant { appearances.append(ColorSetVariant.appearance("contrast", "high")) }
    if !appearances.isEmpty { fields.append(("appearances", .array(appearances))) }
    fields.append(("filename", .string(fileName)))
    fields.append(("idiom", .string("universal")))
    if let scale { fields.append(("scale", .string("\(scale)x"))) }
    return .object(fields)
  }
}
