/// The pixel size a PNG file declares in its `IHDR` chunk, for checking an image's scaled files against its
/// 1x file. Other formats are not measured: their scaled files are taken as they are.
struct PixelSize: Equatable {
  var width: Int
  var height: Int

  /// The size `bytes` declares, if they are a PNG with an `IHDR` chunk first.
  init?(png bytes: [UInt8]) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    // Signature, chunk length, "IHDR", width, height: 24 bytes.
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    width = Self.bigEndian(bytes[16..<20])
    height = Self.bigEndian(bytes[20..<24])
  }

  init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

  /// `self` times `scale`.
  func scaled(_ scale: Int) -> PixelSize { PixelSize(width: width * scale, height: height * scale) }

  /// `100×60`.
  var text: String { "\(width)×\(height)" }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }
}
