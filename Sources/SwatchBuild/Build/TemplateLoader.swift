import Foundation

/// Loads a project's templates: the built-in library, replaced or extended by the `templates:` folder, plus
/// every template an output of writer `template` names. This is I/O, so it sits beside the build driver.
public enum TemplateLoader {
  /// The library for `config`, and a diagnostic for each template that cannot be read or parsed.
  public static func load(for config: SwatchConfig, sources: inout SourceFileStore) -> (TemplateLibrary, [Diagnostic]) {
    var library = TemplateLibrary.builtIn
    var diagnostics: [Diagnostic] = []
    let confinement = config.confinement
    // Names read already, parsed or not: a template that does not parse is reported once, not again as
    // missing.
    var read: Set<String> = []
    if let folder = config.templatesDirectory {
      for name in templateFiles(in: folder, at: config.templatesRange, diagnostics: &diagnostics) {
        let path = FilePath.join(folder, name)
        guard confinement.allows(path) else {
          diagnostics.append(Diagnostic(.pathOutside(path), at: config.templatesRange))
          continue
        }
        diagnostics += add(path, named: name, to: &library, sources: &sources)
        read.insert(name)
      }
    }
    for entry in config.outputs {
      guard let name = (entry.writer.options as? TemplateWriter.Options)?.template, !library.contains(name),
        !read.contains(name)
      else {
        continue
      }
      read.insert(name)
      let path = FilePath.join(config.baseDirectory, name)
      // `ConfigConfinement` reports it, at the same place, when the configuration is loaded.
      guard confinement.allows(path) else { continue }
      diagnostics += add(path, named: name, to: &library, sources: &sources)
    }
    return (library, diagnostics + library.linkDiagnostics() + nameDiagnostics(config, library))
  }

  /// The names each output's templates read that their contexts cannot have (`template.unknown-name`),
  /// each template checked once against each shape.
  private static func nameDiagnostics(_ config: SwatchConfig, _ library: TemplateLibrary) -> [Diagnostic] {
    var checked: Set<[String]> = []
    var diagnostics: [Diagnostic] = []
    for entry in config.outputs {
      for (template, shape) in entry.writer.shapedTemplates where checked.insert([template, shape.name]).inserted {
        diagnostics += library.nameDiagnostics(of: template, against: shape)
      }
    }
    return diagnostics
  }

  private static func add(
    _ path: String, named name: String, to library: inout TemplateLibrary,
    sources: inout SourceFileStore
  ) -> [Diagnostic] {
    let bytes: [UInt8]
    switch InputFile.bytes(at: path) {
    case .success(let read): bytes = read
    case .failure(.tooLarge(let size)): return [InputFile.diagnostic(.tooLarge(size: size), path: path)]
    case .failure: return [Diagnostic(.ioUnreadable(path, reason: "no such template file"), at: nil)]
    }
    guard let text = String(data: Data(bytes), encoding: .utf8) else {
      return [Diagnostic(.ioUnreadable(path, reason: "not UTF-8 text"), at: nil)]
    }
    sources.add(path: path, text: text)
    return library.add(text, named: name, path: path)
  }

  /// The `.mustache` files below `folder`, as paths relative to it, sorted.
  private static func templateFiles(in folder: String, at range: SourceRange?, diagnostics: inout [Diagnostic])
    -> [String]
  {
    var isFolder: ObjCBool = false
    // A folder that is not there (a typo, a branch without it) is an error, not the built-in templates silently.
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      diagnostics.append(Diagnostic(.ioUnreadable(folder, reason: "no such templates folder"), at: range))
      return []
    }
    if !isFolder.boolValue {
      diagnostics.append(Diagnostic(.configTemplatesNotFolder(folder), at: range))
      return []
    }
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
      diagnostics.append(Diagnostic(.ioUnreadable(folder, reason: "no such templates folder"), at: nil))
      return []
    }
    var names: [String] = []
    while let name = enumerator.nextObject() as? String {
      if name.hasSuffix(".mustache") { names.append(name) }
    }
    return names.sorted()
  }
}
