import Dispatch

/// Every file a build would write, rendered in memory or staged to temporary files, and every problem found
/// while rendering.
public struct BuildPlan: Sendable {
  /// The files, sorted by path; paths are relative to the working directory. Files that `make`'s
  /// `isUnchanged` found already on disk are not here but in `unchanged`, and files a build that writes staged
  /// are not here but in `staged`.
  public var files: [OutputFile]
  /// The paths of files found already on disk while rendering, sorted; their contents are not kept.
  public var unchanged: [String] = []
  /// The paths of changed files written to temporary files as soon as they were rendered (a build that
  /// writes; see `OutputStaging`), sorted; their contents are not kept.
  public var staged: [String] = []
  /// Problems from writers and from checking output paths.
  public var diagnostics: [Diagnostic]
  /// Every file each output folder holds after this build, changed or not, with its content hash: by the
  /// folder (normalized, as the first output naming it spells it), then by the path relative to it. What the
  /// folder's `OutputManifest` will list.
  public var owned: [String: [String: UInt64]] = [:]
  /// The reuse key of each owned file a writer made from keyed inputs (`WriterContext.reuses`), by its path as
  /// `owned` spells it joined to its folder: what the build stamp records for the next build.
  public var keys: [String: UInt64] = [:]
  /// How many files writers did not make because the last build made them from the same inputs and they are
  /// still on disk as written (`WriterContext.reuses`); they count among `unchanged`.
  public var reusedCount = 0
  /// How many files went to their temporary file as they rendered instead of being held whole in memory
  /// (`OutputSpool`), changed or not.
  public var spooledCount = 0
  /// Where each keyed item's text is in each rendered file that has one, by its path as `keys` spells it:
  /// what the piece store keeps for the next build (`PieceStore`).
  public var pieces: [String: [MustachePiece]] = [:]

  /// Renders every output of `config` for `graph` with `templates`, keeping every file in memory. Writers run
  /// in parallel; their files are collected in the configuration's order and sorted, so the plan is the same
  /// however they finish. `observer` watches each writer; `images` holds the files image tokens name.
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
    make(
      graph: graph, config: config, templates: templates, observer: observer, isUnchanged: isUnchanged,
      images: images, staging: nil)
  }

  /// `make` for a build that writes: with `staging`, every writer hands each file over as soon as it is made
  /// (`WriterSession.take`), and each file `isUnchanged` does not find on disk is written to its temporary
  /// file there and then, so only its path and hash stay in memory. The caller commits or discards `staging`.
  ///
  /// `previous`, the last build's record of its outputs, answers first: a file it vouches for is compared by
  /// hash without reading the disk (`PreviousBuild.isUnchanged`).
  static func make(
    graph: ResolvedTokenGraph, config: SwatchConfig, templates: TemplateLibrary, observer: any PipelineObserver,
    isUnchanged: (@Sendable (OutputFile) -> Bool)?, images: ImageFiles, staging: OutputStaging?,
    previous: PreviousBuild? = nil
  ) -> BuildPlan {
    let slots = ResultSlots<PlacedFiles>(count: config.outputs.count)
    let folders = config.outputs.map { Folder(path: $0.path) }
    let disjoint = Folder.areDisjoint(folders)
    let order = startOrder(config.outputs)
    DispatchQueue.concurrentPerform(iterations: config.outputs.count) { position in
      let index = order[position]
      let entry = config.outputs[index]
      let placed = PlacedFiles(entry: entry, isUnchanged: isUnchanged, staging: staging, previous: previous)
      observer.measure(.writer(entry.writer.name)) {
        render(entry, graph: graph, templates: templates, images: images, into: placed)
        if disjoint { placed.index(foldsCase: folders[index].foldsCase) }
      }
      slots[index] = placed
    }
    return collect(slots.values, outputs: config.outputs, folders: folders)
  }

  /// The positions of `outputs` in the order their writers start: the costliest first
  /// (`Writer.relativeCost`), in the configuration's order among equals, so that the writer left alone on a core
  /// at the end is a cheap one. At 10,000 tokens, with the asset catalog listed last, it ran alone for the last
  /// 90 ms of the writers. Each result keeps its output's place, so the order changes no output.
  static func startOrder(_ outputs: [OutputEntry]) -> [Int] {
    outputs.indices.sorted {
      (-outputs[$0].writer.writer.relativeCost, $0) < (-outputs[$1].writer.writer.relativeCost, $1)
    }
  }

  /// Runs `entry`'s writer, handing its files to `placed`: each as it is made when staging, else its result.
  private static func render(
    _ entry: OutputEntry, graph: ResolvedTokenGraph, templates: TemplateLibrary, images: ImageFiles,
    into placed: PlacedFiles
  ) {
    let context = WriterContext(templates: templates, entryRange: entry.range, images: images, session: placed)
    let (filtered, filterDiagnostics) = entry.filter.apply(to: graph)
    let result = entry.writer.write(filtered, context: context)
    placed.diagnostics += filterDiagnostics + result.diagnostics
    for file in result.files { placed.add(file) }
  }

  /// The plan made of each output's placed files, in the configuration's order: conflicts reported, owned
  /// files listed, everything sorted.
  private static func collect(_ placed: [PlacedFiles], outputs: [OutputEntry], folders: [Folder]) -> BuildPlan {
    var plan = BuildPlan(files: [], diagnostics: [])
    var owners: [String: OutputEntry] = [:]
    var spellings: [String: String] = [:]
    for ((entry, placed), folderKey) in zip(zip(outputs, placed), folders) {
      plan.diagnostics += placed.diagnostics
      if let indexed = placed.indexed {
        add(indexed, of: placed, entry: entry, to: &plan)
        continue
      }
      // Two spellings of one folder (`out`, `./out`, `x/../out`, `OUT` where case is ignored) are one.
      let (folder, foldsCase) = (folderKey.key, folderKey.foldsCase)
      let spelling = spellings[folder] ?? placed.folder
      spellings[folder] = spelling
      plan.owned[spelling, default: [:]].reserveCapacity(placed.files.count)
      for (path, relative, hash, kept) in placed.files {
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
        if let reuseKey = placed.keys[relative] { plan.keys[FilePath.join(spelling, relative)] = reuseKey }
        if let pieces = placed.pieces[relative] { plan.pieces[FilePath.join(spelling, relative)] = pieces }
        switch kept {
        case .file(let file): plan.files.append(file)
        case .unchanged: plan.unchanged.append(path)
        case .staged: plan.staged.append(path)
        }
      }
    }
    plan.reusedCount = placed.reduce(0) { $0 + $1.reusedCount }
    plan.spooledCount = placed.reduce(0) { $0 + $1.spooledCount }
    plan.files.sort { $0.path < $1.path }
    plan.unchanged.sort()
    plan.staged.sort()
    plan.diagnostics.sort()
    return plan
  }

  /// Adds an output's files that its writer's thread indexed, its folder being no other output's.
  private static func add(
    _ indexed: PlacedFiles.Indexed, of placed: PlacedFiles, entry: OutputEntry, to plan: inout BuildPlan
  ) {
    plan.owned[placed.folder] = indexed.owned
    merge(indexed.keys, into: &plan.keys)
    merge(indexed.pieces, into: &plan.pieces)
    for (index, (path, _, _, kept)) in placed.files.enumerated() {
      if !indexed.repeated.isEmpty, indexed.repeated.contains(index) {
        plan.diagnostics.append(
          Diagnostic(
            .outputConflict(path), at: entry.range, notes: [.init("also written by this output", at: entry.range)]))
        continue
      }
      switch kept {
      case .file(let file): plan.files.append(file)
      case .unchanged: plan.unchanged.append(path)
      case .staged: plan.staged.append(path)
      }
    }
  }

  /// Adds `more` to `all`, which holds none of its keys, inserting the smaller into the larger.
  private static func merge<Value>(_ more: [String: Value], into all: inout [String: Value]) {
    guard all.count >= more.count else {
      all = more.merging(all) { first, _ in first }
      return
    }
    all.merge(more) { first, _ in first }
  }
}
