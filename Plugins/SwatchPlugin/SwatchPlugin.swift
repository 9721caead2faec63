import Foundation
import PackagePlugin

/// A SwiftPM build-tool plugin: for a target whose folder holds `swatch.yaml`, runs `swatch build` with only
/// the `swift` outputs, written into the plugin's work folder, and hands the two generated files to the
/// compiler.
///
/// A build command, not a prebuild command: prebuild commands can only run binaries that exist before the
/// build (a binary target), while `swatch` is built from source by the same build. A build command also
/// runs only when its inputs (the configuration, token files and templates in the target's folder, and the
/// tool itself) change. It must name its outputs up front, so they are the swift writer's default file
/// names; a `swatch.yaml` used with the plugin keeps `file` and `colorsFile` at their defaults.
@main
struct SwatchPlugin: BuildToolPlugin {
  /// The files the `swift` writer writes with its default options.
  static let outputNames = ["SwatchTokens.swift", "SwatchColors.swift"]
  /// Files a build reads: configuration, tokens, templates.
  static let inputExtensions: Set<String> = ["yaml", "yml", "json", "mustache"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // The target's own swatch.yaml is the shallowest one among its files (`directoryURL` would say where the
    // target's folder is, but needs tools 6.1, and the package declares 6.0).
    let configs = target.sourceFiles.map(\.url).filter { $0.lastPathComponent == "swatch.yaml" }
    guard let config = configs.min(by: { $0.pathComponents.count < $1.pathComponents.count }) else {
      Diagnostics.warning("SwatchPlugin: target '\(target.name)' has no swatch.yaml; nothing to generate")
      return []
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "Swatch")
    let inputs = target.sourceFiles.map(\.url).filter { Self.inputExtensions.contains($0.pathExtension) }
    return [
      .buildCommand(
        displayName: "Swatch: generating design tokens for \(target.name)",
        executable: try context.tool(named: "swatch").url,
        arguments: [
          "build", "--config", config.path, "--only-writer", "swift", "--output-directory", output.path,
        ],
        inputFiles: inputs,
        outputFiles: Self.outputNames.map { output.appending(path: $0) })
    ]
  }
}
