import Dispatch

/// Every file a build would write, rendered in memory, and every problem found while rendering.
public struct BuildPlan: Sendable {
  /// The files, sorted by path; paths are relative to the working directory. Files that `make`'s
  /// `isUnchanged` found already on disk are not here but in `unchanged`.
  public var files: [OutputFile]
  /// The paths of files found already on disk while rendering, sorted; their contents are not kept.
  public var unchanged: [String] = []
  /// Problems from writers and from checking output paths.
  public var diagnostics: [Diagnostic]
  /// Every file each output folder holds after this build, changed or not, with its content hash: by the
  /// folder (normalized, as the first output naming it spells it), then by the path relative to it. What the
  /// folder's `OutputManifest` will list.
  public var owned: [String: [String: UInt64]] = [:]

  /// Renders every output of `config` for `graph` with `templates`. Writers run in parallel; their files
  /// are collected in the configuration's order and sorted, so the plan is the same however they finish.
  /// `observer` watches each writer; `images` holds the files image tokens name.
  ///
  /// `isUnchanged`, given by the build driver, compares a file with the disk on the writer's thread as soon as
  /// the writer is done, so a file already up to date is dropped there instead of being held until every writer
  /// has finished: at 100,000 tokens the outputs are hundreds of megabytes of text.
  ///
  /// Reports: writers' own problems, output paths that would leave their output folder, and two outputs
  /// writing the same file. (The configuration reports unknown writers and options when it loads.)
  public static func make(
    graph: ResolvedTokenGraph, config: SwatchConfig, templates: TemplateLibrary,
    observer: any PipelineObserver = NoPipelineObserver(),
    isUnchanged: (@Sendable (OutputFile) -> Bool)? = nil, images: ImageFiles = ImageFiles()
  ) -> BuildPlan {
    let slots = ResultSlots<PlacedFiles>(count: config.outputs.count)
    DispatchQueue.concurrentPerform(iterations: config.outputs.count) { index in
      let entry = config.outputs[index]
      slots[index] = observer.measure(.writer(entry.writer.name)) {
        let result = render(entry, graph: graph, templates: templates, images: images)
        return PlacedFiles(result, entry: entry, isUnchanged: isUnchanged)
      }
    }
    var plan = BuildPlan(files: [], diagnostics: [])
    var owners: [String: OutputEntry] = [:]
    var spellings: [String: String] = [:]
    for (entry, placed) in zip(config.outputs, slots.values) {
      plan.diagnostics += placed.diagnostics
      // Two spellings of one folder (`out`, `./out`, `x/../out`, `OUT` where case is ignored) are one.
      let absolute = FilePath.absolute(entry.path)
      let foldsCase = FilePath.foldsCase(near: absolute)
      let folder = foldsCase ? absolute.lowercased() : absolute
      let spelling = spellings[folder] ?? placed.folder
      spellings[folder] = spelling
      plan.owned[spelling, default: [:]].reserveCapacity(placed.files.count)
      for (path, relative, hash, file) in placed.files {
        let key = FilePath.join(folder, foldsCase ? relative.lowercased() : relative)
        if let first = owners[key] {
          plan.diagnostics.append(
            Diagnostic(
              .outputConflict(path), at: entry.range,
              notes: [.init("also written by this output", at: first.range)]))
          continue
        }
        owners[key] = entry
        plan.owned[spelling, default: [:]][relative] = hash
        if let file { plan.files.append(file) } else { plan.unchanged.append(path) }
      }
    }
    plan.files.sort { $0.path < $1.path }
    plan.unchanged.sort()
    plan.diagnostics.sort()
    return plan
  }

  /// One writer's files with their paths checked and joined to the output's folder; nil for a file
  /// `isUnchanged` found on disk.
  private struct PlacedFiles {
    var files: [(path: String, relative: String, hash: UInt64, file: OutputFile?)] = []
    var diagnostics: [Diagnostic]
    /// The output folder, normalized; every path in `files` starts with it.
    var folder: String

    init(_ result: WriterResult, entry: OutputEntry, isUnchanged: (@Sendable (OutputFile) -> Bool)?) {
      diagnostics = result.diagnostics
      folder = FilePath.normalize(entry.path)
      for file in result.files {
        let reserved = file.path == OutputManifest.fileName ? "the name is reserved for Swatch's manifest" : nil
        if let reason = OutputFile.problem(with: file.path) ?? reserved {
          diagnostics.append(Diagnostic(.outputPath(file.path, reason: reason), at: entry.range))
          continue
        }
        var placed = file
        placed.path = FilePath.join(folder, file.path)
        let known = !diagnostics.containsErrors && isUnchanged?(placed) == true
        files.append((placed.path, file.path, file.contentHash, known ? nil : placed))
      }
    }
  }

  private static func render(
    _ entry: OutputEntry, graph: ResolvedTokenGraph, templates: TemplateLibrary, images: ImageFiles
  ) -> WriterResult {
    entry.writer.write(graph, context: WriterContext(templates: templates, entryRange: entry.range, images: images))
  }
}
