import Foundation

/// Reads the file every `image` token names, once per file, at the driver's edge of the pipeline.
///
/// Reads: the resolved graph's image values and the files they name. Produces: `ImageFiles`. Reports, each at
/// the first place the path is written: a file outside the project (`..` or a symlink leading out; absolute
/// paths are refused when the value is read), a missing file, a folder or other non-regular file, a file over
/// `maximumSize`, a file that cannot be read. Also reads each image's scaled files (`ImageLoader+Scales.swift`).
package enum ImageLoader {
  /// The largest image read, 16 MiB: design-system images are icons and illustrations, and every byte is held
  /// in memory until the build writes it.
  static let maximumSize = 16 * 1024 * 1024

  /// The files `graph`'s image tokens name, read inside `confinement`, and the problems found. Paths are taken
  /// relative to `base` (tests run a project in a folder other than the working directory).
  package static func load(_ graph: ResolvedTokenGraph, confinement: PathConfinement, base: String = "") -> (
    ImageFiles, [Diagnostic]
  ) {
    var images = ImageFiles()
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []
    for token in graph.tokens where token.type == .image {
      for case .image(let image) in token.values where seen.insert(image.path).inserted {
        switch read(image, confinement: confinement, base: base) {
        case .success(let bytes):
          images.files[image.path] = ImageFiles.File(bytes: bytes)
          diagnostics += loadScales(of: image, bytes: bytes, confinement: confinement, base: base, into: &images)
        case .failure(let problem):
          let notes = problem.message.id == "image.missing" ? missingNotes(image, base: base) : []
          diagnostics.append(Diagnostic(problem.message, at: image.range, notes: notes))
        }
      }
    }
    return (images, diagnostics)
  }

  /// With `keepGoing`: `graph` without the image tokens a file of which was not read (their aliases name the same
  /// file, so they go too), `diagnostics` (the loader's) as warnings, and the keep-going summary.
  package static func keepingGoing(_ graph: ResolvedTokenGraph, images: ImageFiles, diagnostics: [Diagnostic]) -> (
    ResolvedTokenGraph, [Diagnostic]
  ) {
    let failed = Set(
      graph.tokens.indices.filter { index in
        graph.tokens[index].values.contains { value in
          guard case .image(let image) = value else { return false }
          return images[image.path] == nil
        }
      })
    let demoted = diagnostics.map { diagnostic -> Diagnostic in
      var copy = diagnostic
      if copy.severity == .error { copy.severity = .warning }
      return copy
    }
    let dropped = failed.sorted().map { graph.tokens[$0].path.string }
    let summary = KeepGoing.summary(demoted: diagnostics.count { $0.severity == .error }, dropped: dropped)
    return (graph.removing(failed), demoted + (summary.map { [$0] } ?? []))
  }

  /// Why an image could not be read.
  struct Problem: Error {
    var message: DiagnosticMessage
  }

  /// The bytes of `image`'s file, read as `InputFile` reads any input (a FIFO or device never stalls the build,
  /// and the file checked is the file read).
  static func read(_ image: ImageValue, confinement: PathConfinement, base: String) -> Result<[UInt8], Problem> {
    let path = FilePath.join(base, image.path)
    guard confinement.allows(path) else { return .failure(Problem(message: .imageOutside(image.written))) }
    guard FileManager.default.fileExists(atPath: path) else {
      return .failure(Problem(message: .imageMissing(image.path)))
    }
    return InputFile.bytes(at: path, limit: maximumSize).mapError { problem in
      switch problem {
      case .unreadable(let reason): Problem(message: .imageUnreadable(image.path, reason: reason))
      case .notAFile: Problem(message: .imageNotFile(image.path))
      case .tooLarge(let size): Problem(message: .imageTooLarge(image.path, size: size, limit: maximumSize))
      }
    }
  }
}
