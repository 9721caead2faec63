/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable {
  case note
  case warning
  case error

  private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }
}

/// A problem found in the input: where it is, what it is, and the places that explain it.
///
/// Diagnostics are values. Stages collect them and keep going, so one run reports every problem;
/// only I/O failures are thrown.
public struct Diagnostic: Hashable, Sendable {
  /// A secondary message attached to a diagnostic, with a place of its own.
  public struct Note: Hashable, Sendable {
    /// What the note says, lowercase with no trailing period.
    public var message: String
    /// Where the note points, if anywhere.
    public var range: SourceRange?

    /// Creates a note.
    public init(_ message: String, at range: SourceRange? = nil) {
      self.message = message
      self.range = range
    }
  }

  /// How serious the problem is.
  public var severity: Severity
  /// A stable identifier such as `alias.unresolved`, shown in brackets after the message.
  public var id: String
  /// What was found and what was expected, lowercase with no trailing period.
  public var message: String
  /// Where the problem is, if it has a place.
  public var range: SourceRange?
  /// Further places and hints, at most `maximumNotes`.
  public var notes: [Note]
  /// For a note that stands for diagnostics left unshown (`format.grouped`), those diagnostics: the clang and
  /// GitHub formats show the note, JSON each of them (`DiagnosticRenderer.render(_:)`). Empty for any other.
  public var grouped: [Diagnostic] = []

  /// For a note that stands for diagnostics left unshown, their id and how many (`grouped`'s); nil for any other
  /// diagnostic. A `diagnostics:` setting for that id reaches the note (`DiagnosticPolicy`).
  public var stands: (id: String, count: Int)? { grouped.first.map { ($0.id, grouped.count) } }

  /// This diagnostic, or the diagnostics it stands for (`grouped`), each listed so too.
  public var listed: [Diagnostic] { grouped.isEmpty ? [self] : grouped.flatMap(\.listed) }

  /// Creates a diagnostic from a catalogue entry.
  public init(_ message: DiagnosticMessage, at range: SourceRange?, notes: [Note] = []) {
    self.severity = message.severity
    self.id = message.id
    self.message = Self.clipped(message.text)
    self.range = range
    self.notes = Self.bounded(notes)
  }
}

extension Diagnostic: Comparable {
  /// Diagnostics sort by place, then by id and message, so output order never depends on
  /// the order in which passes or threads found them.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    // A diagnostic of no place (a count of those grouped, the keep-going summary) follows the located ones it
    // sums up.
    if (lhs.range == nil) != (rhs.range == nil) { return rhs.range == nil }
    let l = lhs.range ?? SourceRange.file("")
    let r = rhs.range ?? SourceRange.file("")
    if l != r { return l < r }
    return (lhs.id, lhs.message) < (rhs.id, rhs.message)
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var containsErrors: Bool { contains { $0.severity == .error } }

  /// Whether any error is an I/O one (`io.*`: a file that could not be read or written, a folder locked), which
  /// ends a command with exit status 2 rather than 1.
  public var containsIOErrors: Bool { contains { $0.severity == .error && $0.id.hasPrefix("io.") } }
}
