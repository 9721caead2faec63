import SwatchModel

/// The Unicode scalars of the source lines diagnostics point into, for the notes that look at a diagnostic's
/// text (`HashCommentNote`, `TrailingSemicolonNote`): each line read once however many diagnostics point into
/// it, as a minified file is one line (reading it again for each of 2,500 errors took 11 s).
struct SourceLineScalars {
  private let sources: SourceFileStore
  private var lines: [Line: [Unicode.Scalar]] = [:]

  init(_ sources: SourceFileStore) {
    self.sources = sources
  }

  /// The scalars of 1-based `number` in `file`, without its line break; nil when the file or line is not held.
  mutating func line(_ number: Int, in file: String) -> [Unicode.Scalar]? {
    let place = Line(file: file, number: number)
    if let found = lines[place] { return found }
    guard let text = sources.line(number, in: file) else { return nil }
    let scalars = Array(text.unicodeScalars)
    lines[place] = scalars
    return scalars
  }

  /// A line of a file.
  private struct Line: Hashable {
    var file: String
    var number: Int
  }
}
