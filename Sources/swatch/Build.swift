import ArgumentParser
import Foundation
import SwatchKit

/// `swatch build`: renders every configured output and writes the files that changed.
struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write every output the configuration lists.",
    discussion: """
      Every output is rendered in memory first; if any error is found nothing is written. Files whose \
      content is unchanged are left untouched. Each output folder's .swatch-manifest lists the files Swatch \
      wrote there; a listed file no longer produced is deleted, and files Swatch did not write are left \
      alone. With --check nothing is written and the exit status is 1 when any output would change or be \
      deleted, with a unified diff of each.
      """)

  @OptionGroup var project: ProjectOptions

  @Flag(help: "Write nothing; exit 1 and print a diff if any output would change.")
  var check = false

  @Option(help: "Seconds to wait for another build writing into the same output folder before giving up.")
  var lockTimeout: Double = 60

  @Flag(help: "Build, then rebuild whenever the configuration, a token file or a template changes, until interrupted.")
  var watch = false

  @Flag(help: "Load and render everything even when nothing changed since the last build.")
  var force = false

  @OptionGroup var selection: OutputSelection

  func run() throws {
    if watch { return try Watch(build: self).run() }
    try run(documents: nil)
  }

  /// One build; with `documents`, the token files the last build of this process read unchanged are not
  /// parsed again, and the resolved tokens an edit cannot reach are the last build's (`--watch`); with
  /// `state`, the stamp and scan record the last build of this process wrote are not read back while their
  /// files are the ones it wrote. `read` is given the files the build read and those a resolver names that it
  /// could not (the stamp's inputs, when it skips the build).
  func run(documents: DocumentMemory?, read: InputsRead? = nil, state: StateMemory? = nil) throws {
    let started = BuildStamp.now()
    let stamp = stampLocation()
    let kept = state?.takeStamp(at: stamp.path, key: stamp.key)
    let last = kept ?? BuildStamp.load(at: stamp.path, key: stamp.key)
    if !force, let (current, written) = last, current.isCurrent(written: written),
      !StateFolder.holdsKilledBuild(besideStamp: stamp.path)
    {
      if kept != nil { state?.putBackStamp() }
      read?.paths = current.inputFiles
      read?.outputManifests = InputsRead.manifests(of: current.outputFolders)
      StandardError.write(current.diagnostics)
      print(
        check
          ? "all \(current.outputCount) file(s) up to date"
          : "0 file(s) written, \(current.outputCount) already up to date (unchanged since the last build)")
      return
    }
    // What the last build left is read on another core while this one parses and resolves the tokens. The stamp
    // itself is let go once that is made (87,000 entries at 100,000 tokens): only its output folders are kept,
    // for a build that writes.
    let (lastFolders, hadStamp) = (check ? nil : last?.0.outputFolders, last != nil)
    let stampPath = stamp.path
    let keptScan = state?.scanRecord(at: ScanRecord.path(besideStamp: stampPath), key: stamp.key)
    let preparing = (force ? nil : last).map { last in
      Pending {
        Self.previousBuild(last.0, written: last.written, stampPath: stampPath, key: stamp.key, scan: keptScan)
      }
    }
    var loaded = selection.apply(
      to: Project.load(
        configPath: project.config, tokenPaths: project.tokens, keepGoing: project.keepGoing,
        observer: HeapReleasingObserver(), documents: documents))
    read?.paths = loaded.inputFiles + loaded.unreadFiles
    read?.outputManifests = InputsRead.manifests(of: loaded.config.outputs.map(\.path))
    if let nothing = selection.nothingToBuild(in: loaded) {
      project.diagnostics.report(loaded.diagnostics + [nothing], sources: loaded.sources)
      throw ExitCode(1)
    }
    let previous = preparing?.wait()
    loaded.lastOutputFolders = lastFolders ?? []
    // Left if this build is killed, so the next one runs and removes what it left; a build whose tokens have
    // errors writes no output, so leaves no mark either.
    let marker = check || loaded.diagnostics.containsErrors ? nil : StateFolder.markWriting(besideStamp: stamp.path)
    defer { marker?.remove() }
    let (timeout, observer) = (max(0, lockTimeout), HeapReleasingObserver())
    var outcome =
      HeapReleasingObserver.isPastThreshold
      ? loaded.buildReleasingGraph(checkOnly: check, lockTimeout: timeout, observer: observer, previous: previous)
      : loaded.build(checkOnly: check, lockTimeout: timeout, observer: observer, previous: previous)
    // Said once, by this build: not among the warnings a skipped build prints again.
    var once = force ? [] : stateDamage(stamp: stamp, loaded: hadStamp, previous: previous)
    // The files of an output taken out of the configuration, which the next build deletes, are out of date too.
    if check, !outcome.diagnostics.containsErrors, let folders = last?.0.outputFolders {
      for (path, text) in Project.removedOutputFiles(folders, of: loaded, owned: outcome.ownedFiles) {
        outcome.report.deleted.append(path)
        outcome.report.previous[path] = .some(text)
      }
    }
    if !outcome.diagnostics.containsErrors, let folders = lastFolders {
      let pruned = Project.pruneRemovedOutputs(
        folders, of: loaded, owned: outcome.ownedFiles, lockTimeout: max(0, lockTimeout))
      if pruned.containsErrors { outcome.diagnostics += pruned } else { once += pruned }
    }
    ProcessLifetime.keep((loaded, outcome))
    let renderer = project.diagnostics.renderer(sources: outcome.sources)
    let diagnostics = renderer.render(outcome.diagnostics)
    StandardError.write(renderer.render(once) + diagnostics)
    if !check {
      record(
        outcome, of: loaded, stamp: stamp, started: started, diagnostics: diagnostics, previous: previous, state: state)
    }
    guard loaded.status != .failure else { throw ExitCode(loaded.status.rawValue) }
    if outcome.failedToWrite {
      let what = outcome.changedDisk ? "some output files were replaced" : "no output file was changed"
      StandardError.write("error: cannot write the outputs; \(what)\n")
      throw ExitCode(2)
    }
    // An I/O problem, not the tokens': exit status 2, as for a token file that cannot be read.
    guard !outcome.failedToRead else { throw ExitCode(2) }
    guard !outcome.diagnostics.containsErrors else {
      StandardError.write("error: build failed; no file was written\n")
      throw ExitCode(1)
    }
    check ? try reportCheck(outcome.report) : reportBuild(outcome.report)
  }

  /// Where this build's no-op stamp is (beside the configuration, or in `--output-directory` when the outputs
  /// are moved there, as the SwiftPM plugin does) and its key: the binary, the working directory and every
  /// argument but `--check` and `--force`, which do not change what a build produces.
  private func stampLocation() -> (path: String, key: String) {
    let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--check" && $0 != "--force" }
    let key = BuildStamp.key(
      tool: BuildStamp.executableIdentity(), workingDirectory: FileManager.default.currentDirectoryPath,
      arguments: Array(arguments))
    let path = selection.outputDirectory.map(BuildStamp.path(inFolder:))
    return (path ?? BuildStamp.path(configPath: project.config), key)
  }

  /// Writes what the next build reads: the stamp, the piece store and the scan record, or removes them when
  /// the build cannot be vouched for. Each is checked when it is read, whatever the others say, so the three
  /// files are made and written at once, the stamp's entries while the other two are written; when there is no
  /// stamp after all, the other two are removed again.
  ///
  /// A build that failed without changing the disk writes nothing here either: the last build's records still
  /// describe the outputs on disk, and its stamp names inputs that no longer match, so the next build runs and
  /// copies the last build's pieces.
  private func record(
    _ outcome: BuildOutcome, of loaded: Project, stamp: (path: String, key: String), started: Int64,
    diagnostics: String, previous: PreviousBuild?, state: StateMemory?
  ) {
    // The records on disk stay the last build's, which `state` no longer holds (it gave its stamp to this build).
    guard !(outcome.diagnostics.containsErrors && !outcome.changedDisk) else { return }
    let pieces = PieceStore.path(besideStamp: stamp.path)
    let scanned = ScanRecord.path(besideStamp: stamp.path)
    let made = ResultSlots<Bool>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 3) { index in
      switch index {
      case 0:
        let record = BuildStamp.record(
          outcome, of: loaded, configPath: project.config, key: stamp.key, started: started,
          diagnostics: diagnostics, previous: previous)
        let written = record?.write(to: stamp.path) == true
        state?.keep(stamp: record, at: stamp.path, key: stamp.key, written: written)
        made[0] = record != nil
      case 1: PieceStore.write(key: stamp.key, files: outcome.keptPieces, to: pieces)
      default:
        let size = ScanRecord.write(of: outcome, key: stamp.key, to: scanned)
        state?.keep(scanOf: outcome, size: size, at: scanned, key: stamp.key)
      }
    }
    StateFolder.removeLegacyFiles(besideFolder: FilePath.directory(of: stamp.path))
    guard made.values[0] != true else { return }
    state?.forget()
    BuildStamp.remove(at: stamp.path)
    PieceStore.remove(at: pieces)
    ScanRecord.remove(at: scanned)
  }

  /// A `state.damaged` note for each record of the state folder that was there for this invocation but did not
  /// check: the stamp (`loaded` false), the piece store, each of its file records read.
  private func stateDamage(stamp: (path: String, key: String), loaded: Bool, previous: PreviousBuild?) -> [Diagnostic] {
    let pieces = PieceStore.path(besideStamp: stamp.path)
    if let misplaced = StateFolder.misplaced(holding: stamp.path) { return [misplaced] }
    let stampLoads = { BuildStamp.load(at: stamp.path, key: stamp.key) != nil }
    var notes =
      loaded
      ? [] : [StateFolder.damage(at: stamp.path, kind: "stamp", key: stamp.key, loadsNow: stampLoads)].compactMap { $0 }
    guard let previous else { return notes }
    let piecesLoad = { PieceStore.load(at: pieces, key: stamp.key) != nil }
    if previous.pieceStore == nil,
      let note = StateFolder.damage(at: pieces, kind: "pieces", key: stamp.key, loadsNow: piecesLoad)
    {
      notes.append(note)
    }
    let scan = ScanRecord.path(besideStamp: stamp.path)
    let scanLoads = { ScanRecord.load(at: scan, key: stamp.key) != nil }
    if previous.scanRecordDidNotLoad,
      let note = StateFolder.damage(at: scan, kind: "scan", key: stamp.key, loadsNow: scanLoads)
    {
      notes.append(note)
    }
    return notes + StateFolder.damage(in: previous.pieceStore, at: pieces)
  }

  /// What the last build of this invocation left, as its stamp (written at `written`) records it, with its
  /// piece store and its scan record (`scan`, kept by this process; else read now when small).
  private static func previousBuild(
    _ stamp: BuildStamp, written: Int64, stampPath: String, key: String, scan: ScanRecord?
  ) -> PreviousBuild {
    var previous = PreviousBuild(stamp, written: written)
    previous.pieceStore = PieceStore.load(at: PieceStore.path(besideStamp: stampPath), key: key)
    previous.scanRecordFile = (ScanRecord.path(besideStamp: stampPath), key)
    if let scan { previous.useScanRecord(scan) } else { previous.preloadScanRecord() }
    previous.verifiesReuse = ProcessInfo.processInfo.environment["SWATCH_VERIFY_REUSE"] == "1"
    return previous
  }

  private func reportBuild(_ report: OutputDirectory.Report) {
    let deleted = report.deleted.isEmpty ? "" : ", \(report.deleted.count) stale file(s) deleted"
    print("\(report.changedPaths.count) file(s) written, \(report.upToDate.count) already up to date\(deleted)")
  }

  private func reportCheck(_ report: OutputDirectory.Report) throws {
    guard report.isOutOfDate else {
      print("all \(report.upToDate.count) file(s) up to date")
      return
    }
    print(CheckReport.text(for: report), terminator: "")
    let count = report.changedPaths.count + report.deleted.count
    StandardError.write("error: \(count) output file(s) out of date; run 'swatch build'\n")
    throw ExitCode(1)
  }
}
