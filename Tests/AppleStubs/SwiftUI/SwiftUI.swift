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

/// A font: stub only, its family (nil for the system font), size, text style and weight.
public struct Font: Sendable {
  public let stubFamily: String?
  public let stubSize: CGFloat
  public let stubRelativeTo: TextStyle?
  public let stubWeight: Weight?

  /// A Dynamic Type text style.
  public enum TextStyle: Sendable { case body, headline }

  public static func system(size: CGFloat, weight: Weight) -> Font {
    Font(stubFamily: nil, stubSize: size, stubRelativeTo: nil, stubWeight: weight)
  }

  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(stubFamily: name, stubSize: fixedSize, stubRelativeTo: nil, stubWeight: nil)
  }

  public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
    Font(stubFamily: name, stubSize: size, stubRelativeTo: style, stubWeight: nil)
  }

  public func weight(_ weight: Weight) -> Font {
    Font(stubFamily: stubFamily, stubSize: stubSize, stubRelativeTo: stubRelativeTo, stubWeight: weight)
  }

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

/// A view; stub only: views record the shadows applied to them.
public protocol View {
  /// Stub only: the shadows applied, outermost last.
  var stubShadows: [(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)] { get }
}

/// A type-erased view.
public struct AnyView: View {
  public let stubShadows: [(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)]

  public init<V: View>(_ view: V) { stubShadows = view.stubShadows }
}

/// Stub only: a view with no modifiers.
public struct EmptyView: View {
  public var stubShadows: [(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)] { [] }

  public init() {}
}

/// Stub only: a view with one more shadow.
public struct ShadowedView: View {
  public let stubShadows: [(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)]
}

extension View {
  public func shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) -> some View {
    ShadowedView(stubShadows: stubShadows + [(color, radius, x, y)])
  }
}
