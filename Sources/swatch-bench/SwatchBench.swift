import ArgumentParser
import Foundation

/// `swatch-bench`: generates synthetic token sets and reports where a build's time goes.
@main
struct SwatchBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swatch-bench",
    abstract: "Time Swatch's pipeline stage by stage on synthetic token sets.",
    discussion: """
      Build in release first so the `swatch` binary sits beside this one: \
      swift build -c release && swift run -c release swatch-bench --tokens 1000,10000,100000
      """)

  @Option(help: "Token counts to measure, comma-separated.")
  var tokens = "1000,10000,100000"

  @Option(help: "Measured runs per size (after one warm-up); medians are reported.")
  var runs = 5

  @Option(help: "The seed of the token generator.")
  var seed: UInt64 = 1

  @Option(help: "Where to write the token sets (default: a folder in the temporary directory).")
  var directory: String?

  @Option(help: "The swatch binary for the command-line rows (default: the one beside this binary).")
  var swatch: String?

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  @Flag(help: "Only write the token sets (into --directory) and print their paths; measure nothing.")
  var generateOnly = false

  @Flag(help: "Measure only the edit rows (one-token, 100-token and --watch edits), after one build to start from.")
  var editsOnly = false

  @Option(help: "Count instructions with valgrind's callgrind (when installed) for sizes up to this many tokens.")
  var instructionsUpTo = 10_000

  /// Measures a child process when started as `ChildProcess`'s measuring copy; parses the command otherwise.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == ChildProcess.measureFlag { ChildProcess.measure(Array(arguments.dropFirst())) }
    if arguments.first == ScanOnly.flag { ScanOnly.run(Array(arguments.dropFirst())) }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      exit(withError: error)
    }
  }

  func run() throws {
    let sizes = tokens.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 10 }) else {
      throw ValidationError("--tokens takes counts such as 1000,10000,100000")
    }
    let root = directory ?? NSTemporaryDirectory() + "swatch-bench"
    if generateOnly {
      for size in sizes {
        print(try TokenSetGenerator(tokenCount: size, seed: seed).write(to: "\(root)/tokens-\(size)").configPath)
      }
      return
    }
    let runner = BenchmarkRunner(
      runs: max(1, runs), seed: seed, root: root, swatchBinary: swatchBinary(), instructionsUpTo: instructionsUpTo,
      editsOnly: editsOnly)
    var reports: [SizeReport] = []
    for size in sizes {
      if !json { FileHandle.standardError.write(Data("measuring \(size) tokens…\n".utf8)) }
      reports.append(try runner.measure(tokens: size))
    }
    print(json ? ReportPrinter.json(reports, runs: runs, seed: seed) : ReportPrinter.table(reports), terminator: "")
  }

  private func swatchBinary() -> String? {
    let path =
      swatch
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("swatch").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      FileHandle.standardError.write(
        Data("warning: no swatch binary at \(path); build it with 'swift build -c release'\n".utf8))
      return nil
    }
    return path
  }
}
