import ArgumentParser
import SwatchKit

/// `swatch lint`: contrast, completeness and hygiene findings on the resolved graph, in every appearance.
struct Lint: ParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  static let configuration = CommandConfiguration(
    abstract: "Check contrast in every appearance, missing and redundant values, and references.",
    discussion: """
      Rules and contrast requirements are configured under 'lint:' in swatch.yaml (see docs/review.md). \
      Exit status: 0 when no error-severity finding exists, 1 when one does or the tokens have errors, \
      2 for usage or I/O problems.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(help: "Output format: text (diagnostics on standard error) or json (findings on standard output).")
  var format: Format = .text

  func run() throws {
    let loaded = project.load()
    ProcessLifetime.keep(loaded)
    guard let resolved = loaded.resolved else {
      // A tool reading the findings gets a document that says why there are none.
      if format == .json {
        print(JSONSerializer().string(from: LintReport.json(unloaded: loaded.diagnostics)), terminator: "")
      }
      throw ExitCode(loaded.status.rawValue)
    }
    let report = Linter(graph: resolved, config: loaded.config).run()
    switch format {
    case .json: print(JSONSerializer().string(from: report.jsonValue), terminator: "")
    case .text:
      project.diagnostics.report(report.diagnostics, sources: loaded.sources)
      let errorFindings = report.findings.filter { $0.severity == .error }.count
      let warnings = report.findings.count - errorFindings
      let configErrors = report.errors.filter { $0.severity != .note }.count
      print("\(errorFindings + configErrors) error(s), \(warnings) warning(s)")
    }
    if report.hasErrors { throw ExitCode(1) }
  }
}
