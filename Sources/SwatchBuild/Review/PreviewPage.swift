/// The HTML swatch sheet `swatch preview` writes: one self-contained file, no network, no external assets.
///
/// Reads: the resolved graph, the contrast measurements and optionally a diff. Produces: the page's text.
/// Every color token shows as a swatch in every appearance side by side (a column per appearance, a table
/// per group), with its alias chain, hex and wide-gamut value, and contrast badges; other tokens are listed
/// by type, each value drawn (a box with the shadow or border, a type specimen, a bar, a curve, a thumbnail) in
/// every appearance. The token column stays in view while a wide table scrolls sideways, so the page reads
/// the same at 2 appearances or 16; a search box filters by path. Each appearance's column sits on that
/// appearance's background (see `backgroundToken`). With a diff, changed, added and renamed tokens are marked and removed ones listed.
public struct PreviewPage: Sendable {
  /// The resolved graph.
  public let graph: ResolvedTokenGraph
  /// Every configured and declared contrast pair, measured in every appearance.
  public let measurements: [ContrastMeasurement]
  /// The color each appearance column sits on, or nil for the built-in light or dark neutral.
  public let background: ResolvedToken?
  /// What changed since an older version, if the page is to show it.
  public var diff: TokenDiff?
  /// Each appearance's cell attributes (`cellStyle`), by appearance index: made once, shown in every cell.
  private(set) var cellStyles: [String] = []
  /// Each appearance's name, escaped, by appearance index.
  private(set) var appearanceNames: [String] = []
  /// Where each token's alias chains end, for the rows that show them.
  let chains: AliasChains

  /// Creates a page; the background is the lint `canvas`, else `background.primary`, else the first color
  /// token whose path starts with `background`.
  public init(graph: ResolvedTokenGraph, config: SwatchConfig, diff: TokenDiff? = nil) {
    self.graph = graph
    self.diff = diff
    let context = LintContext(graph: graph, config: config.lint, traitsRange: config.traitsRange)
    self.measurements = ContrastPairs(context).measurements()
    self.background = Self.backgroundToken(in: graph, canvas: config.lint.canvas?.value)
    self.chains = AliasChains(graph)
    self.cellStyles = Array(repeating: "", count: (graph.appearances.map(\.index).max() ?? -1) + 1)
    appearanceNames = cellStyles
    for appearance in graph.appearances {
      cellStyles[appearance.index] = makeCellStyle(appearance)
      appearanceNames[appearance.index] = HTMLText.escape(appearance.name)
    }
  }

  static func backgroundToken(in graph: ResolvedTokenGraph, canvas: String?) -> ResolvedToken? {
    let candidates = [canvas, "background.primary"].compactMap { $0 }.compactMap { graph.token($0) }
    return (candidates + graph.tokens.filter { $0.path.string.hasPrefix("background") })
      .first { $0.type == .color }
  }

  /// The page's HTML.
  public var html: String { html(rows: nil) }

  /// The page's HTML, copying from `memory` the rows the last page made with the same inputs (unless the page
  /// marks a diff), and keeping this page's rows in it for the next.
  public func html(rows memory: PreviewRowMemory?) -> String {
    let memory = diff == nil ? memory : nil
    // One buffer the size of the last page: a page of 10,000 tokens is tens of megabytes, which grown by
    // doubling, section by section, costs more than rendering its changed rows.
    var page = ""
    page.reserveCapacity((memory?.lastPageSize ?? 0) * 17 / 16)
    page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta name=\"viewport\" content=\"width=device-width\">\n<title>Swatch preview</title>\n"
    let large = graph.tokens.count > 2_000 ? " class=\"large\"" : ""
    page += "<style>\n\(PreviewAssets.style)</style>\n</head>\n<body\(large)>\n"
    page += header
    appendColorSections(to: &page, memory: memory)
    page += textStyleSection
    appendOtherSections(to: &page, images: PreviewImages(), memory: memory)
    page += removedSection
    page += "<script>\n\(PreviewAssets.script)</script>\n</body>\n</html>\n"
    memory?.finishPage(size: page.utf8.count)
    return page
  }

  private var header: String {
    let colors = graph.tokens.filter { $0.type == .color }.count
    let failing = measurements.filter { !$0.passes }.count
    var text = "<header>\n<h1>Swatch preview</h1>\n"
    text += "<input id=\"search\" type=\"search\" placeholder=\"Filter tokens by path\" autofocus>\n"
    text +=
      "<p class=\"summary\">\(graph.tokens.count) tokens, \(colors) colors, \(graph.appearances.count) appearances"
    text += "; \(measurements.count) contrast checks, \(failing) below their minimum"
    if let background { text += "; columns sit on <code>\(HTMLText.escape(background.path.string))</code>" }
    if let diff { text += "; \(diff.changes.count) token change(s) since the old version" }
    return text + "</p>\n</header>\n"
  }

  /// The tokens at `indices` in groups by parent path, in path order.
  func groups(of indices: [Int]) -> [(String, [Int])] {
    var result: [(String, [Int])] = []
    // A token's group is told from the last one's by their components; its name is made once per group.
    var last: ArraySlice<String>?
    for index in indices {
      let path = graph.tokens[index].path
      let parent = path.components.dropLast()
      if let last, last == parent {
        result[result.count - 1].1.append(index)
        continue
      }
      last = parent
      result.append((path.parent?.string ?? "", [index]))
    }
    return result
  }

  /// How the diff marks `path`, if it changed.
  func change(of path: String) -> TokenChange? {
    diff?.changes.first { $0.token == path && $0.kind != .removed }
  }

  private var removedSection: String {
    guard let removed = diff?.changes.filter({ $0.kind == .removed }), !removed.isEmpty else { return "" }
    let items = removed.map { "<li><code>\(HTMLText.escape($0.token))</code></li>" }.joined()
    return "<section class=\"group removed\"><h2>Removed since the old version</h2><ul>\(items)</ul></section>\n"
  }
}
