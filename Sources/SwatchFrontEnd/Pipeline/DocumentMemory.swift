import Foundation

/// What the front end made the last time, kept by a process that builds more than once (`swatch build
/// --watch`, `swatch preview --watch`), so that a rebuild parses again only the files whose text changed and
/// makes again only the resolved tokens an edit reaches. It is the one home of everything the front end keeps
/// from build to build.
///
/// Reading a file (stages 1 and 2: YAML, then its document) depends on nothing but its path, its text and the
/// dialect its project reads it in (`FileDialect`), so a file with the same path, bytes and dialect reads the
/// same: its document and its diagnostics are taken as they were. Each build keeps what it read and forgets the
/// rest, so the memory holds one build's documents at most.
///
/// Resolving (stages 3 to 7) keeps what its last build without errors made (`ResolveRecord`): the resolved
/// graph, with each token's definition hash and catalog. The next resolve with the same structure
/// (`ResolveStructure`) patches that graph (`GraphPatch`); any other resolve makes every token, and a build with
/// errors leaves the record as it was.
///
/// Reads: nothing itself. Produces: the kept reading of a file, or nil; the kept resolve. Safe to use from every
/// core.
public final class DocumentMemory: @unchecked Sendable {
  /// What reading one file gave.
  public typealias Reading = (document: TokenDocument?, diagnostics: [Diagnostic])

  private let lock = NSLock()
  private var kept: [String: (text: String, dialect: FileDialect, reading: Reading)] = [:]
  /// How many files the last build took from memory instead of reading them.
  public private(set) var reused = 0
  /// What the last resolve without errors made.
  private var record: ResolveRecord?
  /// The last merge's token paths, in the order merging met them, and that order sorted by path.
  private var order: (paths: [[String]], sorted: [Int])?

  /// An empty memory.
  public init() {}

  /// The reading kept for `source`, if the last build read a file at its path with exactly its bytes, in `dialect`.
  func reading(of source: SourceText, as dialect: FileDialect) -> Reading? {
    guard let entry = lock.withLock({ kept[source.path] }), entry.dialect == dialect, Self.same(entry.text, source.text)
    else { return nil }
    return entry.reading
  }

  /// Keeps what this build read, `readings[i]` being that of `sources[i]` in `dialects[i]`, and forgets the
  /// rest; `reused` of them came from memory.
  func keep(_ sources: [SourceText], _ dialects: [FileDialect], _ readings: [Reading], reused: Int) {
    var next: [String: (text: String, dialect: FileDialect, reading: Reading)] = [:]
    next.reserveCapacity(sources.count)
    for index in sources.indices { next[sources[index].path] = (sources[index].text, dialects[index], readings[index]) }
    lock.withLock { (kept, self.reused) = (next, reused) }
  }

  /// What the last resolve without errors made, if any.
  var lastResolve: ResolveRecord? { lock.withLock { record } }

  /// Keeps `record`, made by a resolve without errors, in place of the last one.
  func keep(_ record: ResolveRecord) {
    lock.withLock { self.record = record }
  }

  /// `sort(paths)`, a merge's paths in order: the last merge's order when it met the same paths in the same
  /// order, which every edit of a value, a mode or a description leaves as they were (sorting 10,000 paths is
  /// about 20 M instructions), else sorted now; kept for the next merge either way. Equal paths compare alike,
  /// so the order taken again is the one `sort` would give.
  func order(of paths: [[String]], sortedBy sort: ([[String]]) -> [Int]) -> [Int] {
    if let last = lock.withLock({ order }), last.paths == paths { return last.sorted }
    let sorted = sort(paths)
    lock.withLock { order = (paths, sorted) }
    return sorted
  }

  /// Whether `a` and `b` hold the same bytes (not only equal text: a composed and a decomposed `é` are equal
  /// strings whose columns differ).
  static func same(_ a: String, _ b: String) -> Bool {
    var (a, b) = (a, b)
    return a.withUTF8 { left in
      b.withUTF8 { right in
        left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }
}
