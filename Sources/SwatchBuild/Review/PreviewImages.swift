import Foundation

/// Image tokens' thumbnails, embedded in the preview as `data:` addresses so the page stays one file.
///
/// Reads: the image files (paths relative to the working directory). Produces: `<img>` elements. PNG, JPEG,
/// WebP and SVG files up to `limit` bytes are embedded (an SVG shown through `<img>` runs no script); other
/// formats, larger files and unreadable ones show as their path only. Each file is read once per page.
final class PreviewImages {
  /// The largest file embedded.
  static let limit = 512 * 1024
  private var embedded: [String: String] = [:]

  /// The thumbnail for `image`, or "" when it is not embedded.
  func thumbnail(_ image: ImageValue) -> String {
    if let known = embedded[image.path] { return known }
    let html = Self.element(image)
    embedded[image.path] = html
    return html
  }

  private static func element(_ image: ImageValue) -> String {
    let types: [ImageFormat: String] = [
      .png: "image/png", .jpeg: "image/jpeg", .webp: "image/webp", .svg: "image/svg+xml",
    ]
    guard let type = types[image.format],
      let size = (try? FileManager.default.attributesOfItem(atPath: image.path))?[.size] as? NSNumber,
      size.intValue <= limit, let data = FileManager.default.contents(atPath: image.path)
    else { return "" }
    return "<img class=\"specimen thumb\" alt=\"\" src=\"data:\(type);base64,\(data.base64EncodedString())\">"
  }
}
