import Foundation

/// Decodes a file's bytes as UTF-8, or says where the first invalid byte is.
///
/// A token file, resolver or configuration that is not UTF-8 is an error in the input (exit 1) with the
/// line and column of the first byte that is not, counted as `SourcePosition` counts: lines broken at a line
/// feed and a carriage return (as editors break them, not at NEL, LS or PS), columns in Unicode scalars.
package enum UTF8Text {
  /// The text of `data`, or an `input.encoding` error located at its first invalid byte in `path`.
  package static func decode(_ data: Data, path: String) -> Result<String, Diagnostic> {
    if let text = String(data: data, encoding: .utf8) { return .success(text) }
    let (position, byte) = firstInvalidByte(in: Array(data))
    let range = SourceRange(
      file: path, start: position, end: SourcePosition(line: position.line, column: position.column + 1))
    return .failure(Diagnostic(.inputEncoding(byte), at: range))
  }

  /// The position and value of the first byte of `bytes` that is not part of a valid UTF-8 sequence.
  static func firstInvalidByte(in bytes: [UInt8]) -> (SourcePosition, UInt8) {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var (line, column, offset, afterCR) = (1, 1, 0, false)
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        offset += encoded.count
        if scalar == "\n" && afterCR {
          afterCR = false
          continue
        }
        afterCR = scalar == "\r"
        if scalar == "\n" || scalar == "\r" {
          (line, column) = (line + 1, 1)
        } else {
          column += 1
        }
      case .error:
        return (SourcePosition(line: line, column: column), bytes[offset])
      case .emptyInput:
        // Foundation refused the data but every sequence is valid (cannot happen); point at the end.
        return (SourcePosition(line: line, column: column), 0)
      }
    }
  }
}

/// A diagnostic can be the failure of a `Result`, for reads that either give text or one located error.
extension Diagnostic: Error {}
