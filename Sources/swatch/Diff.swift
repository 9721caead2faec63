import ArgumentParser
import Foundation
import SwatchKit

/// `swatch diff OLD [NEW]`: what changed between two versions of the tokens, appearance by appearance.
struct Diff: ParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case table, markdown, json
  }

  static let configuration = CommandConfiguration(
    abstract: "Compare two versions of the tokens: folders or git revisions.",
    discussion: """
      OLD and NEW are folders or git revisions of the repository around the working directory (read with \
      git archive; nothing is checked out). NEW defaults to the working directory's project. Reports added, \
      removed, renamed and changed tokens per appearance, and contrast findings that appeared or \
      disappeared. Exit status: 0 no differences, 1 differences, 2 usage or I/O problems or tokens that \
      do not resolve.
      """)

  @OptionGroup var project: ProjectOptions

  @Argument(help: "The old version: a folder or a git revision (main, HEAD~1).")
  var old: String

  @Argument(help: "The new version (default: the working directory's project).")
  var new: String?

  @Option(help: "Output format: table, markdown (for a pull-request comment) or json.")
  var format: Format = .table

  func run() throws {
    let diff = try Self.compare(old: old, new: new, options: project)
    switch format {
    case .table: print(diff.table, terminator: "")
    case .markdown: print(diff.markdown, terminator: "")
    case .json: print(JSONSerializer().string(from: diff.jsonValue), terminator: "")
    }
    if !diff.isEmpty { throw ExitCode(1) }
  }

  /// Loads both versions and compares them. Exits 2 when a version cannot be read or does not resolve.
  static func compare(old: String, new: String?, options: ProjectOptions) throws -> TokenDiff {
    let before: Project
    let after: Project
    do {
      before = try ProjectVersion.load(old, configPath: options.config)
      after =
        try new.map { try ProjectVersion.load($0, configPath: options.config) }
        ?? Project.load(configPath: options.config, tokenPaths: options.tokens, observer: HeapReleasingObserver())
    } catch let failure as ProjectVersion.Failure {
      StandardError.write("error: \(failure.description)\n")
      throw ExitCode(2)
    }
    ProcessLifetime.keep((before, after))
    for side in [before, after] { options.diagnostics.report(side.diagnostics, sources: side.sources) }
    guard let diff = TokenDiff.between(before, after) else {
      StandardError.write("error: both versions must resolve to be compared\n")
      throw ExitCode(2)
    }
    return diff
  }
}
