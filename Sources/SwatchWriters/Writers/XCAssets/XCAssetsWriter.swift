/// Writes an Xcode asset catalog of color sets and image sets.
///
/// Reads: every color token in the appearances an asset catalog can express. Writes `<catalog>.xcassets/`
/// with its `Contents.json` and one `<name>.colorset/Contents.json` per color token, holding the Any, Dark,
/// High Contrast and Dark + High Contrast variants (those the traits have; see `AppleTraitMapping`), in sRGB or
/// Display P3 as `AppleColor` decides, components as three-decimal strings, in Xcode's own JSON layout; and one
/// `<name>.imageset` per image token (`ImageSet`), its files copied byte for byte, and one more per combination of
/// the elevated level and custom traits in which it shows other files (`<name>-elevated.imageset`,
/// `AppleImageVariants`), which the Swift writer's image accessors register in a `UIImageAsset`.
/// Each file goes to the context's `sink`, if any, as soon as it is made: a catalog holds thousands. A color set
/// the last build made from the same variant values, still on disk as written, is not made again
/// (`WriterContext.reuses`, keyed by `ColorSetVariant.reuseKey`).
/// Reports: two tokens with one asset name, or with names that differ only in case (one folder on macOS), and,
/// as one warning, the color tokens whose elevated-level or custom-trait values an asset catalog cannot hold (the
/// Swift writer carries them; an image's are its extra sets).
public struct XCAssetsWriter: Writer {
  /// The writer's options.
  public struct Options: WriterOptions {
    /// The catalog's name without `.xcassets`; default `SwatchColors`.
    public var catalog = "SwatchColors"
    /// How color set names are spelled; default `camelCase`, which Xcode's generated symbols keep as is.
    public var names: NameStyle = .camelCase
    /// Words put before every color set name; default none.
    public var prefix = ""

    public init() {}

    public static let keys: [WriterOption<Self>] = [
      .init("catalog", \.catalog, check: OptionCheck.outputFileName), .init("names", \.names),
      .init("prefix", \.prefix),
    ]
  }

  public static let name = "xcassets"
  /// Measured at 10,000 tokens (`Writer.relativeCost`).
  public static let relativeCost = 9
  public static let needsEveryAppearance = true

  /// Creates the writer.
  public init() {}

  public func write(_ graph: ResolvedTokenGraph, options: Options, context: WriterContext) -> WriterResult {
    let isColor: (ResolvedToken) -> Bool = { $0.type == .color }
    // Asset names are one namespace across color sets and image sets.
    let isAsset: (ResolvedToken) -> Bool = { $0.type == .color || $0.type == .image }
    let prefix = NameStyle.words(options.prefix)
    // Each name is a folder, so names that differ only in case are one folder on macOS.
    let (names, found) = PlatformNames.assign(
      graph, writer: Self.name, output: context.entryRange, rule: "\(options.names) \(options.prefix)",
      ignoringCase: true, include: isAsset
    ) {
      (words: [String]) in options.names.name(fromWords: prefix + words)
    }
    // Two color sets in one folder would be one file written twice: report the names only.
    guard found.isEmpty else { return WriterResult(files: [], diagnostics: found) }
    let variants = ColorSetVariant.all(for: graph.traits)
    let folder = options.catalog + ".xcassets"
    var diagnostics = found
    var files: [OutputFile] = []
    if !context.reuses(folder + "/Contents.json", key: Self.catalogKey) {
      let catalogContents = XcodeJSON.string(from: .object([Self.info]))
      context.deliver(
        OutputFile(path: folder + "/Contents.json", contents: catalogContents), key: Self.catalogKey, to: &files)
    }
    var unrepresentable: [String] = []
    let projections = ColorSetVariant.projections(for: graph.traits)
    let colorTokens = graph.tokens.indices.filter { isColor(graph.tokens[$0]) }
    writeColorSets(colorTokens, of: graph, names: names.names, in: folder, context: context, to: &files)
    for index in colorTokens where ColorSetVariant.losesValues(graph.tokens[index], projections: projections) {
      unrepresentable.append(graph.tokens[index].path.string)
    }
    let imageVariants = AppleImageVariants(graph.traits)
    // The names taken, as a case-insensitive file system sees them, for the images' extra sets: made only when
    // there is an image, as a catalog of colors alone would fold thousands of names for nothing.
    let hasImages = graph.tokens.contains { $0.type == .image }
    let taken =
      hasImages
      ? Dictionary(
        graph.tokens.indices.filter { isAsset(graph.tokens[$0]) }.map { (PlatformNames.fileKey(names.names[$0]), $0) },
        uniquingKeysWith: { first, _ in first }) : [:]
    for (index, token) in graph.tokens.enumerated() where token.type == .image {
      var imageSet = ImageSet.files(
        token, name: names.names[index], folder: folder, variants: variants, images: context.images)
      guard ColorSetVariant.losesValues(token, projections: projections) else {
        for file in imageSet { context.deliver(file, to: &files) }
        continue
      }
      for combination in imageVariants.combinations(of: token) {
        let name = names.names[index] + combination.suffix
        if let owner = taken[PlatformNames.fileKey(name)] {
          diagnostics.append(
            PlatformNames.collision(
              name, token, graph.tokens[owner], writer: Self.name, output: context.entryRange,
              otherName: names.names[owner]))
          continue
        }
        imageSet += ImageSet.files(
          token, name: name, folder: folder, variants: combination.variants, images: context.images)
      }
      for file in imageSet { context.deliver(file, to: &files) }
    }
    if !unrepresentable.isEmpty {
      diagnostics.append(Diagnostic(.xcassetsUnrepresentable(unrepresentable), at: context.entryRange))
    }
    return WriterResult(files: files, diagnostics: diagnostics)
  }

  /// Delivers the color set of each token at `tokens`, except those the last build made from the same values.
  ///
  /// Aliases share their targets' values, so some color sets hold the same text: the text of values that more
  /// than one color set holds is made once and kept; the others are made and let go (at 100,000 tokens most
  /// are distinct, and keeping them all held about 100 MB).
  private func writeColorSets(
    _ tokens: [Int], of graph: ResolvedTokenGraph, names: [String], in folder: String, context: WriterContext,
    to files: inout [OutputFile]
  ) {
    let variants = ColorSetVariant.all(for: graph.traits)
    let keys = Self.reuseKeys(tokens, of: graph, variants: variants)
    var counts: [UInt64: Int] = [:]
    for key in keys { counts[key, default: 0] += 1 }
    // Contents shared by several sets, by key, with the values they hold (checked, so a key collision cannot
    // give a set another's contents).
    var shared: [UInt64: (values: [TokenValue], contents: String)] = [:]
    for (row, index) in tokens.enumerated() {
      let path = folder + "/" + names[index] + ".colorset/Contents.json"
      // The color set is made from its variants' values alone: a file the last build made from the same ones
      // is kept as it is.
      guard !context.reuses(path, key: keys[row]) else { continue }
      let values = variants.map { graph.tokens[index].values[$0.appearance] }
      let known = shared[keys[row]].flatMap { $0.values == values ? $0.contents : nil }
      let contents = known ?? Self.colorSetContents(values, variants: variants)
      if known == nil, counts[keys[row], default: 0] > 1 { shared[keys[row]] = (values, contents) }
      context.deliver(OutputFile(path: path, contents: contents), key: keys[row], to: &files)
    }
  }

  /// The reuse key of each of `tokens`' color sets, each distinct value hashed once.
  private static func reuseKeys(_ tokens: [Int], of graph: ResolvedTokenGraph, variants: [ColorSetVariant]) -> [UInt64]
  {
    let distinct = graph.distinctValues
    var valueKeys = [UInt64?](repeating: nil, count: distinct.values.count)
    return tokens.map { token in
      let keys = variants.map { variant -> UInt64 in
        let position = distinct.position(token, variant.appearance)
        if let key = valueKeys[position] { return key }
        let key = ColorSetVariant.valueKey(distinct.values[position])
        valueKeys[position] = key
        return key
      }
      return ColorSetVariant.reuseKey(keys, variants: variants)
    }
  }

  /// A color set's `Contents.json`: one entry per variant, holding `values` in variant order.
  static func colorSetContents(_ values: [TokenValue], variants: [ColorSetVariant]) -> String {
    let entries = zip(variants, values).map { $0.entry($1) }
    return XcodeJSON.string(from: .object([("colors", .array(entries)), Self.info]))
  }

  /// The reuse key of the catalog's own `Contents.json`, which is always the same.
  static let catalogKey = StableHash("xcassets catalog 1").value

  /// `"info" : { "author" : "xcode", "version" : 1 }`, as Xcode writes it.
  static let info: (String, JSONValue) = ("info", .object([("author", .string("xcode")), ("version", .number(1))]))
}
