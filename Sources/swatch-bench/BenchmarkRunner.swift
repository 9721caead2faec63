import Foundation
import SwatchKit

/// Measures one token-set size: generates it, times libyaml's bare scan, the pipeline stage by stage in
/// this process, a no-op rebuild, `--check`, and the `swatch` command as a child process.
struct BenchmarkRunner {
  var runs: Int
  var seed: UInt64
  var root: String
  /// The release `swatch` binary, or nil to skip the child-process rows.
  var swatchBinary: String?
  /// The largest size whose builds are run under callgrind to count instructions (when valgrind is installed).
  var instructionsUpTo = 10_000
  /// Whether to measure only the edit rows (after one build to start from), skipping the full builds.
  var editsOnly = false

  /// The stages in report order, with their row labels.
  static let stages: [(PipelineStage, String, String)] = [
    (.readFiles, "readFiles", "read files"),
    (.parse, "parse", "parse YAML + documents"),
    (.graph, "graph", "graph build"),
    (.bind, "bind", "pass: bind"),
    (.types, "types", "pass: types"),
    (.appearances, "appearances", "pass: appearance selection"),
    (.aliases, "aliases", "pass: alias resolution"),
    (.templates, "templates", "load templates"),
  ]

  func measure(tokens: Int) throws -> SizeReport {
    let directory = "\(root)/tokens-\(tokens)"
    let set = try TokenSetGenerator(tokenCount: tokens, seed: seed).write(to: directory)
    var report = SizeReport(tokens: tokens)
    report.add("tokens", "tokens", Double(tokens), .count)
    report.add("files", "token files", Double(set.tokenFiles.count), .count)
    report.add("inputBytes", "input bytes", Double(set.inputBytes), .bytes)
    report.add("writerCount", "writers", Double(set.writers.count), .count)
    let scan = try scanTimes(set)
    report.add("scan1", "libyaml bare scan, 1 core", scan.serial, .seconds)
    report.add("scan2", "libyaml bare scan, 2 cores", scan.parallel, .seconds)
    if editsOnly {
      try measureEditsOnly(set, scan: scan.serial, into: &report)
      return report
    }
    try measureInProcess(set, into: &report)
    let total = report.value("total") ?? 0
    report.add("overScan1", "pipeline / scan (1 core)", total / scan.serial, .ratio)
    report.add("overScan2", "pipeline / scan (2 cores)", total / scan.parallel, .ratio)
    measureNoOp(set, into: &report)
    if let swatchBinary {
      measureProcess(set, binary: swatchBinary, into: &report)
      try measureEdits(set, binary: swatchBinary, scan: scan.serial, into: &report)
      try measureWatchEdit(set, binary: swatchBinary, scan: scan.serial, into: &report)
      try measurePreviewEdit(set, binary: swatchBinary, scan: scan.serial, into: &report)
      if tokens <= instructionsUpTo { try countInstructions(set, binary: swatchBinary, into: &report) }
    }
    return report
  }

  /// libyaml parsing the same texts with no tree: one core, then every file spread over the cores.
  private func scanTimes(_ set: TokenSetGenerator.Summary) throws -> (serial: Double, parallel: Double) {
    let texts = try set.tokenFiles.map { try String(contentsOfFile: $0, encoding: .utf8) }
    for text in texts where YAMLScanner.eventCount(of: text) == nil {
      throw BenchmarkError("libyaml rejects a generated file")
    }
    let serial = median(
      (0..<runs).map { _ in timed { for text in texts { _ = YAMLScanner.eventCount(of: text) } }.1 })
    let parallel = median(
      (0..<runs).map { _ in
        timed {
          DispatchQueue.concurrentPerform(iterations: texts.count) { _ = YAMLScanner.eventCount(of: texts[$0]) }
        }.1
      })
    return (serial, parallel)
  }

  /// A full build writing every file, `runs` times after one warm-up, with each stage timed.
  private func measureInProcess(_ set: TokenSetGenerator.Summary, into report: inout SizeReport) throws {
    var samples: [String: [Double]] = [:]
    PeakMemory.reset()
    for run in 0...runs {
      removeOutputs(set)
      let clock = StageClock()
      let (outcome, seconds) = timed {
        Project.load(configPath: set.configPath, tokenPaths: [], observer: clock).build(
          checkOnly: false, observer: clock)
      }
      try validate(outcome, expectWrites: true)
      guard run > 0 else { continue }
      samples["total", default: []].append(seconds)
      for (stage, value) in clock.seconds { samples[Self.key(stage), default: []].append(value) }
    }
    let peak = PeakMemory.bytes()
    for (_, key, label) in Self.stages { report.add(key, label, median(samples[key] ?? []), .seconds) }
    for name in set.writers {
      report.add("writer.\(name)", "writer \(name) (concurrent)", median(samples["writer.\(name)"] ?? []), .seconds)
    }
    report.add("writers", "all writers (wall)", median(samples["writers"] ?? []), .seconds)
    report.add("compare", "compare with disk", median(samples["compare"] ?? []), .seconds)
    report.add("writeFiles", "write files", median(samples["writeFiles"] ?? []), .seconds)
    let total = median(samples["total"] ?? [])
    report.add("total", "total in process (wall)", total, .seconds)
    report.add("perToken", "time per token", total / Double(report.tokens) * 1e6, .microseconds)
    report.add("peakInProcess", "peak memory, in process", Double(peak), .bytes)
  }

  /// A rebuild with every output already on disk, and `--check`, in this process.
  private func measureNoOp(_ set: TokenSetGenerator.Summary, into report: inout SizeReport) {
    var noOp: [Double] = []
    var check: [Double] = []
    for _ in 0..<runs {
      let (outcome, seconds) = timed {
        Project.load(configPath: set.configPath, tokenPaths: []).build(checkOnly: false)
      }
      precondition(
        outcome.report.changedPaths.isEmpty, "a no-op rebuild would write files: output is not deterministic")
      noOp.append(seconds)
      check.append(timed { Project.load(configPath: set.configPath, tokenPaths: []).build(checkOnly: true) }.1)
    }
    report.add("noOp", "no-op rebuild, in process", median(noOp), .seconds)
    report.add("check", "build --check, in process", median(check), .seconds)
    report.add("noOpOverCheck", "no-op rebuild / --check", median(noOp) / median(check), .ratio)
  }

  /// The command-line tool end to end: a build from nothing, a no-op rebuild, and `--check`.
  private func measureProcess(_ set: TokenSetGenerator.Summary, binary: String, into report: inout SizeReport) {
    var build: [ChildProcess.Result] = []
    var noOp: [ChildProcess.Result] = []
    var check: [ChildProcess.Result] = []
    for run in 0...runs {
      removeOutputs(set)
      let fresh = ChildProcess.run(binary, ["build", "--config", set.configPath])
      let again = ChildProcess.run(binary, ["build", "--config", set.configPath])
      let checked = ChildProcess.run(binary, ["build", "--check", "--config", set.configPath])
      precondition(fresh.status == 0 && again.status == 0 && checked.status == 0, "swatch build failed")
      guard run > 0 else { continue }
      build.append(fresh)
      noOp.append(again)
      check.append(checked)
    }
    report.add("process", "swatch build, process (wall)", median(build.map(\.seconds)), .seconds)
    report.add("processCPU", "swatch build, process (CPU)", median(build.map(\.cpuSeconds)), .seconds)
    report.add("processNoOp", "swatch build no-op, process", median(noOp.map(\.seconds)), .seconds)
    report.add("processCheck", "swatch build --check, process", median(check.map(\.seconds)), .seconds)
    report.add(
      "processPeak", "peak memory, swatch build", Double(build.map(\.peakBytes).max() ?? 0), .bytes)
  }

  private func validate(_ outcome: BuildOutcome, expectWrites: Bool) throws {
    guard !outcome.diagnostics.containsErrors, outcome.writeError == nil else {
      let text = DiagnosticRenderer(sources: outcome.sources).render(outcome.diagnostics)
      throw BenchmarkError("the generated project does not build:\n\(text.prefix(4000))")
    }
    if expectWrites && outcome.report.changedPaths.isEmpty { throw BenchmarkError("the build wrote nothing") }
  }

  private func removeOutputs(_ set: TokenSetGenerator.Summary) {
    try? FileManager.default.removeItem(atPath: set.directory + "/out")
  }

  static func key(_ stage: PipelineStage) -> String {
    if case .writer(let name) = stage { return "writer.\(name)" }
    return stages.first { $0.0 == stage }?.1 ?? "\(stage)"
  }
}

struct BenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
