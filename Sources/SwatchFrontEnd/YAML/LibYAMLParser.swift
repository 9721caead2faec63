internal import CYAML

/// One libyaml event, copied out of C memory, with marks already converted to 1-based positions.
struct YAMLEvent {
  enum Kind {
    case streamStart, streamEnd, documentStart, documentEnd
    case scalar(YAMLScalar, anchor: String?, tag: String?, escapes: [YAMLScalar.Escape]? = nil)
    case sequenceStart(anchor: String?, tag: String?)
    case sequenceEnd
    case mappingStart(anchor: String?, tag: String?)
    case mappingEnd
    case alias(String)
  }

  var kind: Kind
  var start: SourcePosition
  var end: SourcePosition
}

/// What libyaml said when it stopped: its problem, and the context it was in, each with a place.
struct YAMLSyntaxError: Error {
  var problem: String
  var problemPosition: SourcePosition
  var context: String?
  var contextPosition: SourcePosition?
}

/// Owns a libyaml event parser over one UTF-8 buffer and hands out events one at a time.
///
/// This is the only type that touches libyaml. libyaml's marks are 0-based; they become 1-based
/// `SourcePosition`s here, once, and nowhere else.
final class LibYAMLParser {
  /// The C parser, allocated rather than a stored `var`: passing a stored property `inout` to C on every
  /// event made Swift check exclusive access dynamically each time.
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  /// The input bytes; libyaml reads them in place, so they live as long as the parser.
  private let buffer: UnsafeMutableBufferPointer<UInt8>

  /// Per line, the columns (of the text libyaml reads) after which each place lies two columns further right in
  /// the file: where a JSON escape pair was read as one shorter escape (`JSONSurrogatePairs`).
  private let columnShifts: [Int: [Int]]

  /// Whether the input holds a line break libyaml counts and editors do not: NEL (U+0085), LS (U+2028) or PS
  /// (U+2029). Only then do libyaml's line numbers differ from the file's (`lines`).
  private let hasForeignBreaks: Bool

  /// The character that stands for a NEL inside a JSON string (`JSONNextLines`), put back in scalars' texts.
  private let nextLineMark: Unicode.Scalar?

  init(text: String, columnShifts: [Int: [Int]] = [:], nextLineMark: Unicode.Scalar? = nil) {
    self.columnShifts = columnShifts
    self.nextLineMark = nextLineMark
    let count = text.utf8.count
    buffer = .allocate(capacity: max(count, 1))
    _ = buffer.initialize(from: text.utf8)
    hasForeignBreaks = Self.holdsForeignBreak(UnsafeBufferPointer(buffer))
    parser = .allocate(capacity: 1)
    parser.initialize(to: yaml_parser_t())
    yaml_parser_initialize(parser)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(parser, buffer.baseAddress, count)
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
    buffer.deallocate()
  }

  /// The next event, or the syntax error that stopped the parser.
  func next() throws(YAMLSyntaxError) -> YAMLEvent {
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else { throw syntaxError() }
    defer { yaml_event_delete(&event) }
    var kind = Self.kind(of: event)
    if case .scalar(var scalar, let anchor, let tag, _) = kind {
      let escapes = escapes(of: scalar, from: event.start_mark, to: event.end_mark)
      if let nextLineMark { scalar.text = JSONNextLines.restored(scalar.text, mark: nextLineMark) }
      kind = .scalar(scalar, anchor: anchor, tag: tag, escapes: escapes)
    }
    return YAMLEvent(kind: kind, start: position(event.start_mark), end: position(event.end_mark))
  }

  /// The escapes of a quoted scalar written on one line in more characters than its text has
  /// (`YAMLNode.escapes`), read from the input; nil for any other scalar, which is most of them.
  private func escapes(of scalar: YAMLScalar, from start: yaml_mark_t, to end: yaml_mark_t) -> [YAMLScalar.Escape]? {
    let isDouble = scalar.style == .doubleQuoted
    let width = Int(end.column) - Int(start.column) - 2
    // Most scalars are ASCII written as themselves: as many bytes as columns, known without counting.
    guard isDouble || scalar.style == .singleQuoted, start.line == end.line, width != scalar.text.utf8.count
    else { return nil }
    let count = scalar.text.unicodeScalars.count
    guard width != count, var byte = byteOffset(line: Int(start.line), column: Int(start.column) + 1)
    else { return nil }
    var escapes: [YAMLScalar.Escape] = []
    var column = Int(start.column) + 1
    for offset in 0..<count where byte < buffer.count {
      let written = Self.escapeWidth(at: byte, in: buffer, isDouble: isDouble)
      if written > 1 {
        // The column past the escape, in the file: a JSON surrogate pair, rewritten two characters shorter
        // (`JSONSurrogatePairs`), ends two columns further right. A shift counts for the columns after the one
        // it is recorded at, so the column one further is mapped and one taken off.
        let beyond = position(line: Int(start.line), column: column + written + 2)
        escapes.append(YAMLScalar.Escape(offset: offset, columnAfter: beyond.column - 1))
        byte += written
      } else {
        byte += Self.utf8Length(buffer[byte])
      }
      column += written
    }
    return escapes.isEmpty ? nil : escapes
  }

  /// How many characters the escape at `byte` takes (`\n` 2, `\xHH` 4, `\uHHHH` 6, `\UHHHHHHHH` 10; `''` in a
  /// single-quoted scalar 2), or 1 for a character written as itself.
  private static func escapeWidth(at byte: Int, in buffer: UnsafeMutableBufferPointer<UInt8>, isDouble: Bool) -> Int {
    guard byte + 1 < buffer.count else { return 1 }
    guard isDouble else { return buffer[byte] == UInt8(ascii: "'") ? 2 : 1 }
    guard buffer[byte] == UInt8(ascii: "\\") else { return 1 }
    switch buffer[byte + 1] {
    case UInt8(ascii: "x"): return 4
    case UInt8(ascii: "u"): return 6
    case UInt8(ascii: "U"): return 10
    default: return 2
    }
  }

  /// The bytes of the UTF-8 character starting with `lead`.
  private static func utf8Length(_ lead: UInt8) -> Int {
    lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// Where each of libyaml's lines starts: its first byte, and the file's 1-based line and the characters
  /// before it on that line (0 but after a NEL, LS or PS). Made when first needed.
  private lazy var lines: [(byte: Int, line: Int, column: Int)] = {
    let bytes = UnsafeBufferPointer(buffer)
    var lines = [(byte: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0, line: 1, column: 0)]
    var (byte, line, column) = (lines[0].byte, 1, 0)
    while byte < bytes.count {
      if bytes[byte] == 10 || bytes[byte] == 13 {
        byte += bytes[byte] == 13 && byte + 1 < bytes.count && bytes[byte + 1] == 10 ? 2 : 1
        (line, column) = (line + 1, 0)
      } else {
        let foreign = hasForeignBreaks ? Self.foreignBreakLength(in: bytes, at: byte) : 0
        byte += foreign > 0 ? foreign : Self.utf8Length(bytes[byte])
        column += 1
        guard foreign > 0 else { continue }
      }
      lines.append((byte, line, column))
    }
    return lines
  }()

  /// The byte offset of the character at the 0-based `column` of libyaml's 0-based `line`, or nil past its end.
  private func byteOffset(line: Int, column: Int) -> Int? {
    guard line < lines.count else { return nil }
    var byte = lines[line].byte
    let end = line + 1 < lines.count ? lines[line + 1].byte : buffer.count
    for _ in 0..<column {
      guard byte < end, buffer[byte] != 10, buffer[byte] != 13 else { return nil }
      byte += Self.utf8Length(buffer[byte])
    }
    return byte
  }

  /// Whether `bytes` hold a NEL, LS or PS. Eight bytes are looked at a time, and only a word holding a byte
  /// past ASCII, which each of them starts with, byte by byte: most token files are ASCII.
  private static func holdsForeignBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return false }
    var index = 0
    while index < bytes.count {
      if index + 8 <= bytes.count,
        base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      if foreignBreakLength(in: bytes, at: index) > 0 { return true }
      index += 1
    }
    return false
  }

  /// The length of the NEL, LS or PS at `byte`, or 0 when none is there.
  private static func foreignBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    if bytes[index] == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return 2 }
    if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
      bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
    {
      return 3
    }
    return 0
  }

  /// Parses to the end without copying anything out of C memory, and returns the number of events, or nil
  /// at a syntax error.
  func countEvents() -> Int? {
    var event = yaml_event_t()
    var count = 0
    while yaml_parser_parse(parser, &event) == 1 {
      count += 1
      let isEnd = event.type == YAML_STREAM_END_EVENT
      yaml_event_delete(&event)
      if isEnd { return count }
    }
    return nil
  }

  private func syntaxError() -> YAMLSyntaxError {
    let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown error"
    let context = parser.pointee.context.map { String(cString: $0) }
    // A reader error (a control character such as NUL, invalid UTF-8) has no mark, only a byte offset.
    let isReaderError = parser.pointee.error == YAML_READER_ERROR
    let position = isReaderError ? position(ofByte: parser.pointee.problem_offset) : nil
    return YAMLSyntaxError(
      problem: problem, problemPosition: position ?? self.position(parser.pointee.problem_mark),
      context: context, contextPosition: context == nil ? nil : self.position(parser.pointee.context_mark))
  }

  /// The 1-based line and column (in characters) of the byte at `offset` of the input.
  private func position(ofByte offset: Int) -> SourcePosition? {
    guard offset >= 0, offset <= buffer.count else { return nil }
    var (line, column) = (1, 1)
    for (index, byte) in buffer[..<offset].enumerated() {
      if byte == 10 || (byte == 13 && (index + 1 == buffer.count || buffer[index + 1] != 10)) {
        (line, column) = (line + 1, 1)
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return shifted(SourcePosition(line: line, column: column))
  }

  /// The file's line and column of `mark`. libyaml also breaks lines at NEL, LS and PS, which editors,
  /// compilers and CI annotations do not: in a file holding one, its line is mapped back to the file's.
  private func position(_ mark: yaml_mark_t) -> SourcePosition {
    position(line: Int(mark.line), column: Int(mark.column) + 1)
  }

  /// The file's place of libyaml's 0-based `line` and 1-based `column`.
  private func position(line: Int, column: Int) -> SourcePosition {
    guard hasForeignBreaks, line < lines.count else { return shifted(SourcePosition(line: line + 1, column: column)) }
    return shifted(SourcePosition(line: lines[line].line, column: lines[line].column + column))
  }

  /// `position` in the text libyaml reads as the place it names in the file. A line's shifts are in order, so
  /// how many lie before the column is found by halving: a minified file is one line of many.
  private func shifted(_ position: SourcePosition) -> SourcePosition {
    guard let shifts = columnShifts[position.line] else { return position }
    var (low, high) = (0, shifts.count)
    while low < high {
      let middle = (low + high) / 2
      if shifts[middle] < position.column { low = middle + 1 } else { high = middle }
    }
    return SourcePosition(line: position.line, column: position.column + 2 * low)
  }

  private static func kind(of event: yaml_event_t) -> YAMLEvent.Kind {
    switch event.type {
    case YAML_STREAM_START_EVENT: return .streamStart
    case YAML_DOCUMENT_START_EVENT: return .documentStart
    case YAML_DOCUMENT_END_EVENT: return .documentEnd
    case YAML_SCALAR_EVENT:
      let s = event.data.scalar
      let text = string(s.value, length: s.length)
      return .scalar(YAMLScalar(text, style: style(s.style)), anchor: optional(s.anchor), tag: optional(s.tag))
    case YAML_SEQUENCE_START_EVENT:
      let s = event.data.sequence_start
      return .sequenceStart(anchor: optional(s.anchor), tag: optional(s.tag))
    case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      let m = event.data.mapping_start
      return .mappingStart(anchor: optional(m.anchor), tag: optional(m.tag))
    case YAML_MAPPING_END_EVENT: return .mappingEnd
    case YAML_ALIAS_EVENT: return .alias(optional(event.data.alias.anchor) ?? "")
    default: return .streamEnd
    }
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
    guard let pointer else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
  }

  private static func optional(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }

  private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
  }
}

/// Counts events without building anything: the floor a benchmark compares the pipeline with.
///
/// The loop stays in C terms: no event, scalar or mark is copied into Swift values.
public enum YAMLScanner {
  /// The number of events libyaml produces for `text`, or nil if the text is not valid YAML.
  public static func eventCount(of text: String) -> Int? {
    LibYAMLParser(text: text).countEvents()
  }
}
