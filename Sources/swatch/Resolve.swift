import ArgumentParser
import SwatchKit

/// `swatch resolve`: prints resolved values as a table, one token's alias chains, or the whole graph as JSON.
struct Resolve: ParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case table, json
  }

  static let configuration = CommandConfiguration(
    abstract: "Print every token's value in every appearance.",
    discussion: "With token paths, prints each token's alias chain in each appearance.")

  @OptionGroup var project: ProjectOptions

  @Argument(help: "Token paths to show (default: all).")
  var paths: [String] = []

  @Option(
    help: "Show one appearance, named by trait values such as \"dark elevated\"; unnamed traits take their default.")
  var appearance: String?

  @Option(help: "Output format: table or json.")
  var format: Format = .table

  func run() throws {
    let loaded = project.load()
    ProcessLifetime.keep(loaded)
    guard let resolved = loaded.resolved else { throw ExitCode(loaded.status.rawValue) }
    if format == .json {
      print(JSONSerializer().string(from: resolved.jsonValue), terminator: "")
      return
    }
    let columns = try appearance.map { [try selectAppearance($0, in: resolved)] }
    let tokens = try paths.map { path in
      guard let token = resolved.token(path) else {
        let hint = resolved.suggestion(for: path).map { "; did you mean '\($0)'?" } ?? ""
        throw ValidationError("unknown token '\(path)'\(hint)")
      }
      return token
    }
    // Which trait each resolver modifier became, so a mapping in swatch.yaml can be checked at a glance.
    for line in loaded.modifierSummary { print("modifier \(line)") }
    if !loaded.modifierSummary.isEmpty { print("") }
    if tokens.isEmpty {
      print(resolved.table(appearances: columns), terminator: "")
    } else {
      print(tokens.map { resolved.chains(of: $0, appearances: columns) }.joined(separator: "\n"), terminator: "")
    }
  }

  private func selectAppearance(_ text: String, in resolved: ResolvedTokenGraph) throws -> Appearance {
    guard let appearance = resolved.traits.appearance(named: text) else {
      throw ValidationError("unknown appearance '\(text)'; name trait values such as \"dark high-contrast\"")
    }
    return appearance
  }
}
