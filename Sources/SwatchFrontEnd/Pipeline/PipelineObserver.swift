/// A stage of a build, as a `PipelineObserver` sees it.
public enum PipelineStage: Hashable, Sendable {
  /// Finding and reading the token files.
  case readFiles
  /// YAML text → `YAMLNode` → `TokenDocument`, for every file (in parallel).
  case parse
  /// `TokenGraphBuilder`: documents merged into one graph.
  case graph
  /// `BindPass`: linking, settling types and reading values.
  case bind
  /// `TypeResolutionPass`: checking aliases.
  case types
  /// `AppearanceResolutionPass`.
  case appearances
  /// `AliasResolutionPass`.
  case aliases
  /// Loading the project's templates.
  case templates
  /// Every writer, run in parallel; the wall time of them all.
  case writers
  /// One output entry's writer, by writer name; runs concurrently with the other writers.
  case writer(String)
  /// Comparing planned files with the disk.
  case compare
  /// Writing the changed files.
  case writeFiles
}

/// Watches a build's stages run: how a benchmark times them without the core ever reading a clock.
///
/// `measure` is called once per stage (per writer for `.writer`), possibly from several threads at once.
public protocol PipelineObserver: Sendable {
  /// Runs `body`, the work of `stage`, and returns its result.
  func measure<T>(_ stage: PipelineStage, _ body: () -> T) -> T
}

/// The observer that only runs each stage: the default.
public struct NoPipelineObserver: PipelineObserver {
  /// Creates the observer.
  public init() {}

  /// Runs `body`.
  public func measure<T>(_ stage: PipelineStage, _ body: () -> T) -> T { body() }
}
