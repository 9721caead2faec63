import Foundation

/// The scaled files beside a raster image (`logo@2x.png`, `logo@3x.png` beside `logo.png`, Xcode's naming).
///
/// Reads: each scaled file found beside a 1x file that was read, with the same checks as the 1x file. Produces:
/// the files, added to `ImageFiles` under their own paths (so the build stamp covers them). Reports, at the
/// token's value: a scaled file that cannot be read (the 1x file's messages); a PNG whose pixel size is not its
/// scale times the 1x size (`image.scale-size`, a warning: the file is still used, as Xcode and Android draw
/// any size given); and, with a missing 1x file, the scaled files found (a note: the 1x file the token names is
/// what the web output and Android's mdpi folder use, so it is required).
extension ImageLoader {
  /// Reads `image`'s scaled files into `images`; `bytes` are its 1x file's.
  static func loadScales(
    of image: ImageValue, bytes: [UInt8], confinement: PathConfinement, base: String, into images: inout ImageFiles
  ) -> [Diagnostic] {
    guard !image.format.isVector else { return [] }
    var diagnostics: [Diagnostic] = []
    for scale in ImageFiles.extraScales {
      guard let scaled = scaledValue(image, scale: scale),
        FileManager.default.fileExists(atPath: FilePath.join(base, scaled.path))
      else { continue }
      switch read(scaled, confinement: confinement, base: base) {
      case .success(let scaledBytes):
        images.files[scaled.path] = ImageFiles.File(bytes: scaledBytes)
        diagnostics += sizeCheck(image, bytes, scaled, scaledBytes, scale: scale)
      case .failure(let problem): diagnostics.append(Diagnostic(problem.message, at: image.range))
      }
    }
    return diagnostics
  }

  /// The notes for a missing 1x file: the scaled files beside it, if any.
  static func missingNotes(_ image: ImageValue, base: String) -> [Diagnostic.Note] {
    guard !image.format.isVector else { return [] }
    let found = ImageFiles.extraScales.compactMap { scaledValue(image, scale: $0) }.filter {
      FileManager.default.fileExists(atPath: FilePath.join(base, $0.path))
    }
    guard let first = found.first else { return [] }
    return [
      Diagnostic.Note(
        "found \(DiagnosticMessage.quoted(first.written)); the 1x file the token names is required beside its "
          + "scaled files (the web output and Android's mdpi drawables use it)")
    ]
  }

  /// `image` at `scale`: `logo@2x.png` for `logo.png`.
  private static func scaledValue(_ image: ImageValue, scale: Int) -> ImageValue? {
    guard let path = ImageFiles.path(image.path, scale: scale) else { return nil }
    let written = ImageFiles.path(image.written, scale: scale) ?? path
    return ImageValue(path: path, written: written, format: image.format, range: image.range)
  }

  /// A warning when a PNG's scaled file is not `scale` times the 1x file's pixel size.
  private static func sizeCheck(
    _ image: ImageValue, _ bytes: [UInt8], _ scaled: ImageValue, _ scaledBytes: [UInt8], scale: Int
  ) -> [Diagnostic] {
    guard image.format == .png, let one = PixelSize(png: bytes), let found = PixelSize(png: scaledBytes),
      found != one.scaled(scale)
    else { return [] }
    let message = DiagnosticMessage.imageScaleSize(
      scaled.written, found: found.text, base: image.written, baseSize: one.text, scale: scale,
      expected: one.scaled(scale).text)
    return [Diagnostic(message, at: image.range)]
  }
}
