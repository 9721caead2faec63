// A stub of the SwiftUI API Swatch's generated Swift uses; see ../README.md.
#if canImport(UIKit)
  import UIKit
#else
  import AppKit
#endif

/// A color that SwiftUI resolves in its environment.
public struct Color: Sendable {
  #if canImport(UIKit)
    /// Stub only: the platform color this color wraps.
    public let stubPlatformColor: UIColor

    /// A color that follows `uiColor`, dynamic colors included.
    public init(uiColor: UIColor) { stubPlatformColor = uiColor }
  #else
    /// Stub only: the platform color this color wraps.
    public let stubPlatformColor: NSColor

    /// A color that follows `nsColor`, dynamic colors included.
    public init(nsColor: NSColor) { stubPlatformColor = nsColor }
  #endif
}

/// A font; only its weights are stubbed.
public struct Font: Sendable {
  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let value: Double
    public static let ultraLight = Weight(value: -0.8)
    public static let thin = Weight(value: -0.6)
    public static let light = Weight(value: -0.4)
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
    public static let heavy = Weight(value: 0.56)
    public static let black = Weight(value: 0.62)
  }
}
