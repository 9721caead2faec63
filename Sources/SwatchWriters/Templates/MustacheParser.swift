/// Parses Mustache text into nodes, as the Mustache specification reads it: tags between the current
/// delimiters (`{{`/`}}` until a `{{=<% %>=}}` tag changes them), standalone tags (alone on their line with
/// blanks) removed with their line, and a standalone partial's blanks kept as its indentation.
///
/// Reads: the template's UTF-8 bytes. Produces: `MustacheNode`s. Reports: the first syntax error, located.
struct MustacheParser {
  /// How deep sections may nest in one template; deeper is an error, so a render never recurses unbounded.
  static let maximumNesting = 100

  private let bytes: [UInt8]
  private var open: [UInt8] = Array("{{".utf8)
  private var close: [UInt8] = Array("}}".utf8)
  private var lineStarts: [Int] = [0]

  /// A tag or a piece of text; text is split after each line break so lines can be told apart.
  private struct Piece {
    enum Kind { case text, variable, unescaped, section, inverted, close, comment, partial, dynamic, ignored }
    var kind: Kind
    var start: Int
    var end: Int
    var name = ""
    var indentation: [UInt8]?
  }

  init(_ text: String) {
    bytes = Array(text.utf8)
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
  }

  /// The nodes of the template.
  mutating func parse() throws(MustacheSyntaxError) -> [MustacheNode] {
    var pieces = try tokenize()
    removeStandaloneLines(&pieces)
    var index = 0
    return try nodes(pieces, &index, closing: nil, depth: 0)
  }

  // MARK: Tokens

  private mutating func tokenize() throws(MustacheSyntaxError) -> [Piece] {
    var pieces: [Piece] = []
    var textStart = 0
    var i = 0
    while i < bytes.count {
      guard matches(open, at: i) else {
        i += 1
        continue
      }
      appendText(from: textStart, to: i, to: &pieces)
      let tag = try self.tag(at: i)
      pieces.append(tag)
      i = tag.end
      textStart = i
    }
    appendText(from: textStart, to: bytes.count, to: &pieces)
    return pieces
  }

  private func appendText(from start: Int, to end: Int, to pieces: inout [Piece]) {
    var lineStart = start
    for i in start..<end where bytes[i] == UInt8(ascii: "\n") {
      pieces.append(Piece(kind: .text, start: lineStart, end: i + 1))
      lineStart = i + 1
    }
    if lineStart < end { pieces.append(Piece(kind: .text, start: lineStart, end: end)) }
  }

  /// The tag opening at `start`; a delimiter tag changes the delimiters for what follows.
  private mutating func tag(at start: Int) throws(MustacheSyntaxError) -> Piece {
    var i = skipBlanks(from: start + open.count)
    let sigil = i < bytes.count ? bytes[i] : 0
    var closing = close
    switch sigil {
    case UInt8(ascii: "{"): closing = [UInt8(ascii: "}")] + close
    case UInt8(ascii: "="): closing = [UInt8(ascii: "=")] + close
    default: break
    }
    if Self.sigils.contains(sigil) { i += 1 }
    guard let end = find(closing, from: i) else { throw error("unclosed tag; expected '\(text(close))'", at: start) }
    var piece = Piece(kind: .variable, start: start, end: end + closing.count)
    let content = trimmed(i, end)
    piece.name = content
    switch sigil {
    case UInt8(ascii: "{"), UInt8(ascii: "&"): piece.kind = .unescaped
    case UInt8(ascii: "#"): piece.kind = .section
    case UInt8(ascii: "^"): piece.kind = .inverted
    case UInt8(ascii: "/"): piece.kind = .close
    case UInt8(ascii: "!"): piece.kind = .comment
    case UInt8(ascii: ">"): piece = try partial(piece, content)
    case UInt8(ascii: "="):
      try setDelimiters(content, at: start)
      piece.kind = .ignored
    case UInt8(ascii: "%"):
      try pragma(content, at: start)
      piece.kind = .ignored
    case UInt8(ascii: "<"), UInt8(ascii: "$"):
      throw error("template inheritance ('\(text([sigil]))' tags) is not supported", at: start)
    default: break
    }
    if piece.kind != .comment, piece.kind != .ignored, piece.name.isEmpty {
      throw error("empty tag", at: start)
    }
    return piece
  }

  private static let sigils: Set<UInt8> = Set("{&#^/!>=%<$".utf8)

  private func partial(_ piece: Piece, _ content: String) throws(MustacheSyntaxError) -> Piece {
    var piece = piece
    piece.kind = .partial
    if content.hasPrefix("*") {
      piece.kind = .dynamic
      piece.name = String(content.dropFirst()).trimmingBlanks
    }
    return piece
  }

  private mutating func setDelimiters(_ content: String, at start: Int) throws(MustacheSyntaxError) {
    let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
      throw error("a delimiter tag needs two delimiters without '=', such as {{=<% %>=}}", at: start)
    }
    open = Array(parts[0].utf8)
    close = Array(parts[1].utf8)
  }

  private func pragma(_ content: String, at start: Int) throws(MustacheSyntaxError) {
    let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" })
    guard words == ["CONTENT_TYPE", "TEXT"] else {
      throw error("unsupported pragma '\(content)'; only CONTENT_TYPE: TEXT is accepted", at: start)
    }
  }

  // MARK: Standalone lines

  /// Removes each line that holds one section, inverted, closing, comment, partial or delimiter tag and
  /// otherwise only blanks; a partial keeps the blanks before it as its indentation.
  private func removeStandaloneLines(_ pieces: inout [Piece]) {
    var kept: [Piece] = []
    kept.reserveCapacity(pieces.count)
    var lineStart = 0
    for (index, piece) in pieces.enumerated() {
      let endsLine = piece.kind == .text && bytes[piece.end - 1] == UInt8(ascii: "\n")
      guard endsLine || index == pieces.count - 1 else { continue }
      kept += standalone(pieces[lineStart...index])
      lineStart = index + 1
    }
    pieces = kept
  }

  private func standalone(_ line: ArraySlice<Piece>) -> [Piece] {
    let tags = line.filter { $0.kind != .text }
    guard tags.count == 1, var tag = tags.first, tag.kind != .variable, tag.kind != .unescaped,
      line.allSatisfy({ $0.kind != .text || isBlank($0) })
    else { return Array(line) }
    if tag.kind == .partial || tag.kind == .dynamic {
      tag.indentation = line.prefix { $0.kind == .text }.flatMap { bytes[$0.start..<$0.end] }
    }
    return [tag]
  }

  private func isBlank(_ piece: Piece) -> Bool {
    var end = piece.end
    if bytes[end - 1] == UInt8(ascii: "\n") {
      end -= 1
      if end > piece.start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    }
    return bytes[piece.start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }

  // MARK: Tree

  private func nodes(
    _ pieces: [Piece], _ index: inout Int, closing: Piece?, depth: Int
  ) throws(MustacheSyntaxError) -> [MustacheNode] {
    var nodes: [MustacheNode] = []
    var text: [UInt8] = []
    while index < pieces.count {
      let piece = pieces[index]
      index += 1
      if piece.kind == .text {
        text += bytes[piece.start..<piece.end]
        continue
      }
      if !text.isEmpty {
        nodes.append(.text(text))
        text = []
      }
      if piece.kind == .close {
        guard let closing else { throw error("closing tag '\(piece.name)' has no opening tag", at: piece.start) }
        guard closing.name == piece.name else {
          throw error("closing tag '\(piece.name)' does not match '\(closing.name)'", at: piece.start)
        }
        return nodes
      }
      if let node = try node(piece, pieces, &index, depth: depth) { nodes.append(node) }
    }
    if !text.isEmpty { nodes.append(.text(text)) }
    if let closing { throw error("section '\(closing.name)' is never closed", at: closing.start) }
    return nodes
  }

  private func node(
    _ piece: Piece, _ pieces: [Piece], _ index: inout Int, depth: Int
  ) throws(MustacheSyntaxError) -> MustacheNode? {
    switch piece.kind {
    case .comment, .ignored, .text, .close: return nil
    case .partial: return .partial(piece.name, indentation: piece.indentation, at: position(piece.start))
    case .dynamic:
      return .dynamicPartial(try name(piece), indentation: piece.indentation, at: position(piece.start))
    case .variable, .unescaped: return .variable(try name(piece), escaped: piece.kind == .variable)
    case .section, .inverted:
      guard depth < Self.maximumNesting else {
        throw error("sections nested deeper than \(Self.maximumNesting)", at: piece.start)
      }
      let name = try name(piece)
      let children = try nodes(pieces, &index, closing: piece, depth: depth + 1)
      return .section(name, children, inverted: piece.kind == .inverted)
    }
  }

  private func name(_ piece: Piece) throws(MustacheSyntaxError) -> MustacheName {
    guard let name = MustacheName(piece.name, at: position(piece.start)) else {
      throw error("invalid name '\(piece.name)'", at: piece.start)
    }
    return name
  }

  // MARK: Bytes

  private func matches(_ delimiter: [UInt8], at i: Int) -> Bool {
    guard i + delimiter.count <= bytes.count else { return false }
    for (k, byte) in delimiter.enumerated() where bytes[i + k] != byte { return false }
    return true
  }

  private func find(_ delimiter: [UInt8], from start: Int) -> Int? {
    var i = start
    while i + delimiter.count <= bytes.count {
      if matches(delimiter, at: i) { return i }
      i += 1
    }
    return nil
  }

  private func skipBlanks(from start: Int) -> Int {
    var i = start
    while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
    return i
  }

  private func trimmed(_ start: Int, _ end: Int) -> String {
    text(bytes[start..<end]).trimmingBlanks
  }

  private func text<C: Collection<UInt8>>(_ bytes: C) -> String { String(decoding: bytes, as: UTF8.self) }

  /// The 1-based line and column (in Unicode scalars) of byte `offset`.
  private func position(_ offset: Int) -> SourcePosition {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let column = bytes[lineStarts[low]..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    return SourcePosition(line: low + 1, column: column)
  }

  private func error(_ message: String, at offset: Int) -> MustacheSyntaxError {
    MustacheSyntaxError(message: message, position: position(offset))
  }
}

extension String {
  /// The string without leading and trailing blanks, line breaks included.
  fileprivate var trimmingBlanks: String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
