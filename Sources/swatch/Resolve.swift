import ArgumentParser
import SwatchKit

/// `swatch resolve`: prints resolved values as a table, one token's alias chains, or the whole graph as JSON.
struct Resolve: ParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case table, json
  }

  static let configuration = CommandConfiguration(
    abstract: "Print every token's value in every appearance.",
    discussion: """
      With token paths, prints each token's alias chain in each appearance; a group's path lists the \
      group's tokens. The table keeps within 100 columns by showing one appearance per row when the \
      appearances do not fit side by side; --wide keeps one row per token.
      """)

  @OptionGroup var project: ProjectOptions

  @Argument(help: "Token or group paths to show (default: all).")
  var paths: [String] = []

  @Option(
    help: "Show one appearance, named by trait values such as \"dark elevated\"; unnamed traits take their default.")
  var appearance: String?

  @Option(help: "Output format: table or json.")
  var format: Format = .table

  @Flag(help: "One row per token with every appearance side by side, however wide.")
  var wide = false

  func run() throws {
    let loaded = project.load()
    ProcessLifetime.keep(loaded)
    guard let resolved = loaded.resolved else { throw ExitCode(loaded.status.rawValue) }
    let columns = try appearance.map { [try selectAppearance($0, in: resolved)] }
    let selections = try paths.map { path in (token: resolved.token(path), group: try select(path, in: resolved)) }
    if format == .json {
      let selected = selections.isEmpty ? nil : selections.flatMap { $0.token.map { [$0] } ?? $0.group }
      print(JSONSerializer().string(from: resolved.jsonValue(tokens: selected, appearances: columns)), terminator: "")
      return
    }
    // Which trait each resolver modifier became, so a mapping in swatch.yaml can be checked at a glance.
    for line in loaded.modifierSummary { print("modifier \(line)") }
    if !loaded.modifierSummary.isEmpty { print("") }
    if selections.isEmpty {
      print(resolved.table(appearances: columns, wide: wide), terminator: "")
      return
    }
    let texts = selections.map { selection in
      selection.token.map { resolved.chains(of: $0, appearances: columns) }
        ?? resolved.table(tokens: selection.group, appearances: columns, wide: wide)
    }
    print(texts.joined(separator: "\n"), terminator: "")
  }

  /// The one token at `path`, or every token of the group at `path`.
  private func select(_ path: String, in resolved: ResolvedTokenGraph) throws -> [ResolvedToken] {
    let tokens = resolved.tokens(selectedBy: path)
    guard tokens.isEmpty else { return tokens }
    let hint = resolved.pathSuggestion(for: path).map { "; did you mean '\($0)'?" } ?? ""
    throw dataError("unknown token or group '\(path)'\(hint)")
  }

  private func selectAppearance(_ text: String, in resolved: ResolvedTokenGraph) throws -> Appearance {
    if let appearance = resolved.traits.appearance(named: text) { return appearance }
    let hint =
      resolved.appearanceSuggestion(for: text).map { "; did you mean \"\($0)\"?" }
      ?? "; name trait values such as \"dark high-contrast\""
    throw dataError("unknown appearance '\(text)'\(hint)")
  }

  /// Reports a name the project does not have: an error in the input (status 1), with no usage text after it.
  private func dataError(_ message: String) -> ExitCode {
    StandardError.write("error: \(message)\n")
    return ExitCode(1)
  }
}
