import Foundation
import SwatchKit

extension BenchmarkRunner {
  /// `--edits-only`: one build to start from, then the edit rows and their instruction counts.
  func measureEditsOnly(_ set: TokenSetGenerator.Summary, scan: Double, into report: inout SizeReport) throws {
    guard let swatchBinary else { throw BenchmarkError("--edits-only needs the swatch binary") }
    let first = ChildProcess.run(swatchBinary, ["build", "--config", set.configPath])
    precondition(first.status == 0, "swatch build failed")
    try measureEdits(set, binary: swatchBinary, scan: scan, into: &report)
    try measureWatchEdit(set, binary: swatchBinary, scan: scan, into: &report)
    try measurePreviewEdit(set, binary: swatchBinary, scan: scan, into: &report)
    if report.tokens <= instructionsUpTo { try countInstructions(set, binary: swatchBinary, into: &report) }
  }

  /// The build a user runs most: every output already on disk, one token's value (then a hundred tokens')
  /// changed in one file, so the build reads everything and rewrites the files that changed. Each is set
  /// beside libyaml's bare scan of the same files (`scan`, one core).
  func measureEdits(
    _ set: TokenSetGenerator.Summary, binary: String, scan: Double, into report: inout SizeReport
  ) throws {
    for (count, key, label) in [(1, "processEdit", "one token edited"), (100, "processEdit100", "100 tokens edited")] {
      let edit = try TokenEdit(set, count: count)
      defer { edit.restore() }
      var edited: [ChildProcess.Result] = []
      var before: [String: UInt64] = [:]
      for run in 0...runs {
        try edit.apply(variant: run % 2)
        // As a user's edit is, some time before the build: a token file modified less than 50 ms before a build
        // starts is recorded smudged (it may have been read half written; docs/build.md), and a folder so
        // recorded never matches, so each edit would measure a build after a scripted export instead.
        usleep(100_000)
        if run == runs { before = ChangedOutputs.snapshot(set.directory + "/out") }
        let result = ChildProcess.run(binary, ["build", "--config", set.configPath])
        precondition(result.status == 0, "swatch build failed after an edit")
        if run > 0 { edited.append(result) }
      }
      let seconds = median(edited.map(\.seconds))
      report.add(key, "swatch build, \(label)", seconds, .seconds)
      report.add(key + "OverScan", "\(label) / scan (1 core)", seconds / scan, .ratio)
      report.add(key + "Peak", "peak memory, \(label)", Double(edited.map(\.peakBytes).max() ?? 0), .bytes)
      if count == 1 { addRewriteFloor(ChangedOutputs(since: before, in: set.directory + "/out"), scan: scan, &report) }
    }
    _ = ChildProcess.run(binary, ["build", "--config", set.configPath])
  }

  /// The floor of the edit rows: writing again the files the one-token edit replaced (`ChangedOutputs`).
  private func addRewriteFloor(_ changed: ChangedOutputs, scan: Double, _ report: inout SizeReport) {
    let seconds = changed.rewriteSeconds(runs: runs)
    report.add("editChangedFiles", "files one token edited rewrites", Double(changed.paths.count), .count)
    report.add("editChangedBytes", "bytes of those files", Double(changed.byteCount), .bytes)
    report.add("editRewrite", "writing those bytes again, renamed into place", seconds, .seconds)
    report.add("editRewriteOverScan", "writing those bytes / scan (1 core)", seconds / scan, .ratio)
  }

  /// One token edited under `swatch build --watch`: the rebuild time the watch reports, beside the scan, and
  /// the time from the save to the watch reporting its rebuild, which adds finding the change.
  func measureWatchEdit(
    _ set: TokenSetGenerator.Summary, binary: String, scan: Double, into report: inout SizeReport
  ) throws {
    let (seconds, fromSave) = try medianAfterEdits(set, in: WatchSession(binary: binary, configPath: set.configPath))
    report.add("watchEdit", "swatch build --watch, one token edited", seconds, .seconds)
    report.add("watchEditOverScan", "--watch one token edited / scan (1 core)", seconds / scan, .ratio)
    report.add("watchSaveToBuilt", "swatch build --watch, save to rebuilt", fromSave, .seconds)
  }

  /// One token edited under `swatch preview --watch`: the time from the change found to the new page served,
  /// as the server reports it (the polling before it and the browser's update after it are not in it). Up to
  /// 10,000 tokens, the size the live preview is made for: the page of 100,000 tokens is 270 MB of HTML.
  func measurePreviewEdit(
    _ set: TokenSetGenerator.Summary, binary: String, scan: Double, into report: inout SizeReport
  ) throws {
    guard report.tokens <= 10_000 else { return }
    let (seconds, fromSave) = try medianAfterEdits(
      set, in: WatchSession.preview(binary: binary, configPath: set.configPath))
    report.add("previewEdit", "swatch preview --watch, one token edited, page", seconds, .seconds)
    report.add("previewEditOverScan", "preview page / scan (1 core)", seconds / scan, .ratio)
    report.add("previewSaveToPage", "swatch preview --watch, save to page served", fromSave, .seconds)
  }

  /// The median time `session` reports after one token is edited, and the median time from the save to its
  /// report, over `runs` edits after a first one; the session is stopped and the edit undone at the end.
  private func medianAfterEdits(
    _ set: TokenSetGenerator.Summary, in session: WatchSession
  ) throws -> (reported: Double, fromSave: Double) {
    defer { session.stop() }
    let edit = try TokenEdit(set)
    defer { edit.restore() }
    _ = try session.nextBuild()
    var (times, fromSave): ([Double], [Double]) = ([], [])
    for run in 0...runs {
      // Apart from the last build, so that the save is not taken for part of it.
      Thread.sleep(forTimeInterval: 0.5)
      let saved = ContinuousClock.now
      try edit.apply(variant: run % 2)
      let seconds = try session.nextBuild()
      let elapsed = (ContinuousClock.now - saved).components
      if run > 0 {
        times.append(seconds)
        fromSave.append(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
      }
    }
    return (median(times), median(fromSave))
  }

  /// Instructions of a no-op build and of one-token and 100-token edited builds, counted by callgrind: steady
  /// on a busy machine, where wall times are not. Skipped when `valgrind` is not installed.
  func countInstructions(
    _ set: TokenSetGenerator.Summary, binary: String, into report: inout SizeReport
  ) throws {
    guard
      let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return }
    // The outputs on disk match the token files again, so the first count writes nothing. It renders and
    // compares every file all the same: the stamp names the running executable (`/proc/self/exe`), which under
    // valgrind is valgrind's, so the stamp skip never applies there.
    _ = ChildProcess.run(binary, ["build", "--config", set.configPath])
    if let noOp = callgrind(valgrind, binary, set) {
      report.add("instructionsNoOp", "instructions, no-op without the stamp skip", Double(noOp), .count)
    }
    for (count, key, label) in [(1, "instructionsEdit", "one token"), (100, "instructionsEdit100", "100 tokens")] {
      let edit = try TokenEdit(set, count: count)
      defer { edit.restore() }
      try edit.apply(variant: 1)
      if let edited = callgrind(valgrind, binary, set) {
        report.add(key, "instructions, \(label) edited", Double(edited), .count)
      }
      edit.restore()
      // Rebuilt under callgrind too, so the next count starts from a stamp and a piece store an invocation of
      // the same executable wrote: one the plain binary (or another valgrind tool) writes is not used.
      _ = callgrind(valgrind, binary, set)
    }
    if let scan = scanInstructions(valgrind, set) {
      report.add("instructionsScan", "instructions, libyaml bare scan", Double(scan), .count)
      for (key, label) in [("instructionsEdit", "one token"), ("instructionsEdit100", "100 tokens")] {
        guard let edited = report.value(key) else { continue }
        report.add(key + "OverScan", "instructions, \(label) edited / scan", edited / Double(scan), .ratio)
      }
    }
  }

  /// The instructions `swatch build` executes, from callgrind's `summary:` line.
  private func callgrind(_ valgrind: String, _ binary: String, _ set: TokenSetGenerator.Summary) -> Int? {
    callgrind(valgrind, [binary, "build", "--config", set.configPath], set)
  }

  /// The instructions of this binary scanning the set's token files with libyaml alone, once.
  private func scanInstructions(_ valgrind: String, _ set: TokenSetGenerator.Summary) -> Int? {
    guard let selfPath = Bundle.main.executablePath else { return nil }
    return callgrind(valgrind, [selfPath, ScanOnly.flag] + set.tokenFiles, set)
  }

  private func callgrind(_ valgrind: String, _ command: [String], _ set: TokenSetGenerator.Summary) -> Int? {
    let out = set.directory + "/callgrind.out"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let arguments = ["--tool=callgrind", "--callgrind-out-file=" + out] + command
    guard ChildProcess.run(valgrind, arguments).status == 0,
      let text = try? String(contentsOfFile: out, encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }
}

/// `swatch-bench --scan-only FILE...`: libyaml's bare scan of the files, once, for callgrind to count.
enum ScanOnly {
  static let flag = "--scan-only"

  static func run(_ paths: [String]) -> Never {
    for path in paths {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8), YAMLScanner.eventCount(of: text) != nil
      else { exit(1) }
    }
    exit(0)
  }
}
