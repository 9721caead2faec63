import Foundation
import SwatchKit

/// The files and folders a build reads: the configuration, the token sources, the templates folder and
/// templates named by `template` outputs. `--watch` polls them and `xcfilelists` lists them.
///
/// Only the configuration is parsed, so this stays cheap enough to run on every poll. The files a resolver's
/// `$ref`s name, and images, are learned from a build (`Project.inputFiles`, `InputsRead`).
struct ProjectInputs {
  /// The configuration file, as given or the default `swatch.yaml` (which may not exist).
  var configPath: String
  /// Every path a build reads from, files and folders, in configuration order.
  var roots: [String]

  /// The inputs of the project `options` names.
  init(_ options: ProjectOptions) {
    configPath = options.config ?? "swatch.yaml"
    let config = Self.readConfig(configPath)
    let tokens = options.tokens.isEmpty ? (config?.tokenSources ?? ["tokens"]) : options.tokens
    var templates = [config?.templatesDirectory].compactMap { $0 }
    for entry in config?.outputs ?? [] {
      guard let name = (entry.writer.options as? TemplateWriter.Options)?.template else { continue }
      let path = config.map { Self.join($0.baseDirectory, name) } ?? name
      if FileManager.default.fileExists(atPath: path) { templates.append(path) }
    }
    roots = [configPath] + tokens + templates
  }

  /// Every input file below `roots`, sorted, with the folders among `roots` when `includingFolders`.
  func files(includingFolders: Bool) -> [String] {
    var files = Set(WatchedFiles(roots: roots).snapshot().filter { $0.value.modified != nil }.keys)
    for root in roots where Self.isDirectory(root) {
      files.remove(root)
      if includingFolders { files.insert(root) }
    }
    return files.filter { includingFolders || !Self.isDirectory($0) }.sorted()
  }

  private static func readConfig(_ path: String) -> SwatchConfig? {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
      let root = YAMLReader().read(text, path: path).root
    else { return nil }
    return SwatchConfigParser().parse(root, baseDirectory: (path as NSString).deletingLastPathComponent).0
  }

  private static func join(_ base: String, _ name: String) -> String {
    base.isEmpty || name.hasPrefix("/") ? name : (base as NSString).appendingPathComponent(name)
  }

  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
