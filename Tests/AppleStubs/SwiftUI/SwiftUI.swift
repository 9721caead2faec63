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

/// A color or pattern SwiftUI fills, strokes and draws text with.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The primary, secondary, … levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle {
  /// Stub only: 0 for primary, 1 for secondary.
  public let stubLevel: Int
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(stubLevel: 0) }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(stubLevel: 1) }
}

/// The style of links (iOS 17, macOS 14).
public struct LinkShapeStyle: ShapeStyle {
  public init() {}
}

/// A background material (iOS 15, macOS 12): stub only, its name.
public struct Material: ShapeStyle {
  public let stubName: String

  public static let ultraThin = Material(stubName: "ultraThin")
  public static let thin = Material(stubName: "thin")
  public static let regular = Material(stubName: "regular")
  public static let thick = Material(stubName: "thick")
  public static let ultraThick = Material(stubName: "ultraThick")
  /// The material of system toolbars.
  public static let bar = Material(stubName: "bar")
}

/// A type-erased shape style (iOS 15, macOS 12): stub only, the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
  public let stubStyle: any ShapeStyle

  public init<S: ShapeStyle>(_ style: S) { stubStyle = style }
}

extension ShapeStyle where Self == LinkShapeStyle {
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// A font: stub only, its family (nil for the system font), size, text style and weight.
public struct Font: Hashable, Sendable {
  public let stubFamily: String?
  public let stubSize: CGFloat
  public let stubRelativeTo: TextStyle?
  public let stubWeight: Weight?

  /// A Dynamic Type text style.
  public enum TextStyle: Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  public static func system(size: CGFloat, weight: Weight) -> Font {
    Font(stubFamily: nil, stubSize: size, stubRelativeTo: nil, stubWeight: weight)
  }

  /// The system font in a design; stub only: a design other than the default is the family `system:DESIGN`.
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(stubFamily: design.stubName.map { "system:" + $0 }, stubSize: size, stubRelativeTo: nil, stubWeight: weight)
  }

  /// The system font's designs.
  public struct Design: Hashable, Sendable {
    let stubName: String?
    public static let `default` = Design(stubName: nil)
    public static let serif = Design(stubName: "serif")
    public static let monospaced = Design(stubName: "monospaced")
    public static let rounded = Design(stubName: "rounded")
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
@MainActor
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

/// A view that shows text; stub only: with the foreground style set on it.
public struct Text: View {
  public let stubShadows: [(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)] = []
  /// Stub only: the style `foregroundStyle(_:)` set, nil for the inherited one.
  public let stubForegroundStyle: (any ShapeStyle)?

  public init(_ content: String) { stubForegroundStyle = nil }

  init(stubForegroundStyle: any ShapeStyle) { self.stubForegroundStyle = stubForegroundStyle }

  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { Text(stubForegroundStyle: style) }
}

extension View {
  public func shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) -> some View {
    ShadowedView(stubShadows: stubShadows + [(color, radius, x, y)])
  }
}

/// A key for a value in the environment.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The environment; stub only: values set by key, and `colorScheme` and `colorSchemeContrast`.
public struct EnvironmentValues: @unchecked Sendable {
  var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var colorScheme = ColorScheme.light
  public var colorSchemeContrast = ColorSchemeContrast.standard

  /// Stub only: the environment `@Environment` reads.
  nonisolated(unsafe) public static var stubCurrent = EnvironmentValues()
}

/// Light or dark.
public enum ColorScheme: Sendable { case light, dark }

/// Standard or increased contrast.
public enum ColorSchemeContrast: Sendable { case standard, increased }

/// A property a view reads from its environment or state; SwiftUI updates it before `body`.
public protocol DynamicProperty {}

/// A value read from the environment; stub only: from `EnvironmentValues.stubCurrent`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  public var wrappedValue: Value { EnvironmentValues.stubCurrent[keyPath: keyPath] }
}

#if canImport(UIKit)
  /// An environment key bridged to a UIKit trait (iOS 17).
  public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Value
    static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
  }
#endif

/// Combine's publisher of an observable object; stub only: it counts what it sent.
public final class ObservableObjectPublisher: @unchecked Sendable {
  /// Stub only: how many changes were announced.
  public var stubSendCount = 0

  public init() {}

  public func send() { stubSendCount += 1 }
}

/// An object SwiftUI observes.
public protocol ObservableObject: AnyObject {
  var objectWillChange: ObservableObjectPublisher { get }
}

nonisolated(unsafe) private var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]

extension ObservableObject {
  /// One publisher per object, as Combine synthesizes it.
  public var objectWillChange: ObservableObjectPublisher {
    if let publisher = publishers[ObjectIdentifier(self)] { return publisher }
    let publisher = ObservableObjectPublisher()
    publishers[ObjectIdentifier(self)] = publisher
    return publisher
  }
}

/// An observable object a view re-renders for.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
}

/// A modifier of views.
@MainActor
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = ModifierContent
  func body(content: Content) -> Body
}

/// Stub only: the content a modifier is applied to, with the environment values written on it.
public struct ModifierContent: View {
  public let stubShadows: [(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)]
  /// Stub only: the environment the modified view gives its subtree.
  public var stubEnvironment = EnvironmentValues.stubCurrent
}

extension View {
  public func modifier<M: ViewModifier>(_ modifier: M) -> M.Body {
    modifier.body(content: ModifierContent(stubShadows: stubShadows))
  }
}

extension ModifierContent {
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifierContent {
    var content = self
    content.stubEnvironment[keyPath: keyPath] = value
    return content
  }
}

/// An image from an asset catalog, which SwiftUI resolves in its environment.
public struct Image: Sendable {
  /// Stub only: the image set's name.
  public let stubName: String

  /// The image set `name` of `bundle`'s asset catalog (the main bundle's when nil).
  public init(_ name: String, bundle: Bundle? = nil) { stubName = name }
}

// MARK: Attributed strings

extension Color: Hashable {
  /// Two colors are equal when they wrap the same platform color (stub only: SwiftUI compares resolved values).
  public static func == (lhs: Color, rhs: Color) -> Bool { lhs.stubPlatformColor === rhs.stubPlatformColor }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(stubPlatformColor)) }
}

extension AttributeScopes {
  /// The attributes SwiftUI's `Text` draws an `AttributedString` with; only those Swatch sets are stubbed.
  public struct SwiftUIAttributes: AttributeScope {
    /// The font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    /// The text color.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// The space added between specific pairs of characters, in points.
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    /// The space added between every character of a run, in points.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }

    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let foundation: AttributeScopes.FoundationAttributes
  }

  /// SwiftUI's attribute scope.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}
