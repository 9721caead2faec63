extension BuildPlan {
  /// What a plan keeps of a file.
  enum Kept {
    /// Its contents, to compare and write later.
    case file(OutputFile)
    /// Nothing: `isUnchanged` found it on disk.
    case unchanged
    /// Nothing: it was handed to staging, which writes it to its temporary file (`OutputStaging`).
    case staged
  }

  /// One writer's files with their paths checked and joined to the output's folder, as the writer hands them
  /// over: the build's `WriterSession`. Used by the writer's own thread only.
  final class PlacedFiles: WriterSession, @unchecked Sendable {
    var files: [(path: String, relative: String, hash: UInt64, kept: Kept)] = []
    var diagnostics: [Diagnostic] = []
    /// The reuse key of each file made from keyed inputs, by its path relative to the folder.
    var keys: [String: UInt64] = [:]
    /// How many files `reuse` kept.
    var reusedCount = 0
    /// How many files came through a spool.
    var spooledCount = 0
    /// Where each keyed item's text is in each rendered file, by its path relative to the folder.
    var pieces: [String: [MustachePiece]] = [:]
    /// The output folder, normalized; every path in `files` starts with it.
    let folder: String
    private let entry: OutputEntry
    private let isUnchanged: (@Sendable (OutputFile) -> Bool)?
    private let staging: OutputStaging?
    private let previous: PreviousBuild?
    /// Whether files are staged as they come, so the writer should hand each over as soon as it is made.
    var isStaging: Bool { staging != nil }

    init(
      entry: OutputEntry, isUnchanged: (@Sendable (OutputFile) -> Bool)?, staging: OutputStaging?,
      previous: PreviousBuild?
    ) {
      (self.entry, self.isUnchanged, self.staging, self.previous) = (entry, isUnchanged, staging, previous)
      folder = FilePath.normalize(entry.path)
    }

    /// What `collect` takes of an output whose folder no other output shares or nests, made on its writer's
    /// thread: each file's hash by relative path (the first of a path made twice), the reuse keys and pieces by
    /// full path, and the positions in `files` of files made a second time (conflicts).
    struct Indexed {
      var owned: [String: UInt64] = [:]
      var keys: [String: UInt64] = [:]
      var pieces: [String: [MustachePiece]] = [:]
      var repeated: Set<Int> = []
    }
    private(set) var indexed: Indexed?

    /// Makes `indexed`, once the writer is done; `foldsCase` when the file system ignores case in names.
    func index(foldsCase: Bool) {
      var indexed = Indexed()
      indexed.owned.reserveCapacity(files.count)
      indexed.keys.reserveCapacity(keys.count)
      indexed.pieces.reserveCapacity(pieces.count)
      var folded: Set<String> = []
      // Each file's path is its relative path joined to the folder already, shared rather than joined again: an
      // asset catalog's 87,000 paths at 100,000 tokens are 11 MB.
      for (index, (path, relative, hash, _)) in files.enumerated() {
        let isNew = foldsCase ? folded.insert(relative.lowercased()).inserted : indexed.owned[relative] == nil
        guard isNew else {
          indexed.repeated.insert(index)
          continue
        }
        indexed.owned[relative] = hash
        if let key = keys[relative] { indexed.keys[path] = key }
        if let pieces = pieces[relative] { indexed.pieces[path] = pieces }
      }
      self.indexed = indexed
    }

    /// Checks `file`'s path, then keeps it, drops it as unchanged, or stages it.
    func add(_ file: OutputFile) {
      let reserved = file.path == OutputManifest.fileName ? "the name is reserved for Swatch's manifest" : nil
      if let reason = OutputFile.problem(with: file.path) ?? reserved {
        diagnostics.append(Diagnostic(.outputPath(file.path, reason: reason), at: entry.range))
        return
      }
      var placed = file
      placed.path = FilePath.join(folder, file.path)
      let hash = file.contentHash
      files.append((placed.path, file.path, hash, keep(placed, hash: hash)))
    }

    /// Takes `file` when staging, so it is compared and staged as soon as it is made (`add(_:)`); otherwise
    /// the writer keeps it in its result, which `BuildPlan.render` adds afterwards.
    func take(_ file: OutputFile) -> Bool {
      guard isStaging else { return false }
      add(file)
      return true
    }

    func record(key: UInt64, of relative: String) { keys[relative] = key }

    var recordsPieces: Bool { true }

    func record(pieces: [MustachePiece], of relative: String) { self.pieces[relative] = pieces }

    /// Keeps the file at `relative` as the last build left it, if that build made it from inputs with reuse
    /// key `key` and the disk still holds what it wrote (`PreviousBuild.reusableHash`); whether it did.
    func reuses(_ relative: String, key: UInt64) -> Bool {
      guard let previous, !diagnostics.containsErrors, relative != OutputManifest.fileName,
        OutputFile.problem(with: relative) == nil
      else { return false }
      let path = FilePath.join(folder, relative)
      guard let hash = previous.reusableHash(path, key: key) else { return false }
      // A writer that reuses files reuses thousands (an asset catalog's color sets): sized once for as many as
      // the last build wrote.
      if keys.isEmpty { keys.reserveCapacity(previous.outputCount) }
      files.append((path, relative, hash, .unchanged))
      keys[relative] = key
      reusedCount += 1
      return true
    }

    /// The last build's text of the file at `relative`, with its pieces (`PreviousBuild.pieces`).
    func previousPieces(of relative: String) -> MustachePieces? {
      guard let previous, previous.pieceStore != nil, OutputFile.problem(with: relative) == nil else { return nil }
      return previous.pieces(FilePath.join(folder, relative))
    }

    /// A spool for the file at `relative`, whose bytes go to its temporary file as it renders; when finished it
    /// is placed like a file handed over whole. Nil when the path is not one a writer may write.
    func openSpool(for relative: String) -> (any OutputSpool)? {
      guard let staging, relative != OutputManifest.fileName, OutputFile.problem(with: relative) == nil else {
        return nil
      }
      return staging.openSpool(FilePath.join(folder, relative)) { [self] in add(relative, spooled: $0) }
    }

    /// Places a finished spool's file: dropped when the disk already holds its bytes, else kept as staged.
    private func add(_ relative: String, spooled spool: StagedSpool) {
      guard let staging else { return }
      spooledCount += 1
      let isNew = staging.isInNewFolder(spool.path)
      if spool.failure == nil, !isNew, !diagnostics.containsErrors,
        previous?.isUnchanged(spool.path, byteCount: spool.byteCount, hash: spool.hash)
          ?? (isUnchanged != nil && OutputDirectory.sameContents(spool.temporary, spool.path))
      {
        staging.drop(spool)
        return files.append((spool.path, relative, spool.hash, .unchanged))
      }
      staging.keep(spool)
      files.append((spool.path, relative, spool.hash, .staged))
    }

    private func keep(_ file: OutputFile, hash: UInt64) -> Kept {
      // A file in a folder this build created has nothing on disk to compare with.
      let isNew = staging?.isInNewFolder(file.path) == true
      if !isNew, !diagnostics.containsErrors,
        previous?.isUnchanged(file, hash: hash) ?? isUnchanged?(file) == true
      {
        return .unchanged
      }
      guard let staging else { return .file(file) }
      staging.stageSoon(file)
      return .staged
    }
  }
}
