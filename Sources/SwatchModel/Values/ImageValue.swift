/// A Swatch `image` token's value: an image file, named relative to the token file that writes it.
///
/// `image` is a Swatch type beyond DTCG 2025.10 (see docs/images.md). Two values are the same image when they
/// name the same file, however each spells the path: `isConstant` and the writers' sharing rely on that.
public struct ImageValue: Hashable, Sendable {
  /// The file, relative to the working directory and normalized: the token file's folder joined with `written`.
  public var path: String
  /// The path as the token file writes it, for messages.
  public var written: String
  /// The file's format, from its extension.
  public var format: ImageFormat
  /// Where the path is written, for the loader's located errors.
  public var range: SourceRange?

  /// Creates a value for the file at `path`.
  public init(path: String, written: String, format: ImageFormat, range: SourceRange? = nil) {
    (self.path, self.written, self.format, self.range) = (path, written, format, range)
  }

  public static func == (lhs: ImageValue, rhs: ImageValue) -> Bool { lhs.path == rhs.path }
  public func hash(into hasher: inout Hasher) { hasher.combine(path) }

  /// The file name's extension, lowercased, as the copied file keeps it (`jpeg` stays `jpeg`).
  public var fileExtension: String {
    String(path.split(separator: ".").last ?? "").lowercased()
  }
}

/// The image formats an `image` token may name, and which platforms draw each one as it is.
public enum ImageFormat: String, CaseIterable, Hashable, Sendable {
  case png, jpeg, webp, svg, pdf
  /// An Android vector drawable (`<vector>` XML); other platforms cannot draw it.
  case xml

  /// The format for a file extension (`jpg` and `jpeg` are one), or nil for one Swatch does not take.
  public init?(fileExtension: String) {
    switch fileExtension.lowercased() {
    case "jpg", "jpeg": self = .jpeg
    default:
      guard let format = ImageFormat(rawValue: fileExtension.lowercased()) else { return nil }
      self = format
    }
  }

  /// The extensions read, for messages.
  public static let extensions = ["jpeg", "jpg", "pdf", "png", "svg", "webp", "xml"]

  /// Whether the format is a vector one, which an asset catalog keeps as vectors and draws at any scale.
  public var isVector: Bool { self == .svg || self == .pdf || self == .xml }

  /// Whether an asset catalog image set takes the format (PNG, JPEG, PDF, and SVG since Xcode 12).
  public var isApple: Bool { self == .png || self == .jpeg || self == .pdf || self == .svg }
  /// Whether Android takes the file as a drawable resource (PNG, JPEG, WebP, vector drawable XML).
  public var isAndroid: Bool { self == .png || self == .jpeg || self == .webp || self == .xml }
  /// Whether browsers draw the format in CSS `url()` (PNG, JPEG, WebP, SVG).
  public var isWeb: Bool { self == .png || self == .jpeg || self == .webp || self == .svg }
}
