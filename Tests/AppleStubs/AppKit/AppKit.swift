// A stub of the AppKit API Swatch's generated Swift uses; see ../README.md.
@_exported import Foundation

/// A named appearance.
public final class NSAppearance: @unchecked Sendable {
  /// An appearance name.
  public struct Name: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let aqua = Name("NSAppearanceNameAqua")
    public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
    public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
    public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityAqua")
    public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityDarkAqua")
    public static let accessibilityHighContrastVibrantLight = Name("NSAppearanceNameAccessibilityVibrantLight")
    public static let accessibilityHighContrastVibrantDark = Name("NSAppearanceNameAccessibilityVibrantDark")
  }

  public let name: Name

  public init?(named name: Name) { self.name = name }

  /// The first of `appearances` this appearance matches: itself, or its non-vibrant counterpart.
  public func bestMatch(from appearances: [Name]) -> Name? {
    let counterpart: [Name: Name] = [
      .vibrantLight: .aqua, .vibrantDark: .darkAqua,
      .accessibilityHighContrastVibrantLight: .accessibilityHighContrastAqua,
      .accessibilityHighContrastVibrantDark: .accessibilityHighContrastDarkAqua,
    ]
    if appearances.contains(name) { return name }
    return counterpart[name].flatMap { appearances.contains($0) ? $0 : nil }
  }
}

/// A color, fixed or resolved per appearance.
open class NSColor: @unchecked Sendable {
  /// A color name.
  public typealias Name = String

  enum Storage {
    case fixed(space: String, components: [CGFloat])
    case dynamic(@Sendable (NSAppearance) -> NSColor)
  }

  let storage: Storage

  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(space: "srgb", components: [red, green, blue, alpha])
  }

  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(space: "display-p3", components: [red, green, blue, alpha])
  }

  public init(name: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {
    storage = .dynamic(dynamicProvider)
  }

  /// Stub only: the fixed color this color is under `appearance` (AppKit resolves while drawing).
  public func stubResolved(for appearance: NSAppearance) -> NSColor {
    switch storage {
    case .fixed: return self
    case .dynamic(let provider): return provider(appearance).stubResolved(for: appearance)
    }
  }

  /// Stub only: a fixed color's space (`srgb` or `display-p3`) and red, green, blue, alpha; nil when dynamic.
  public var stubComponents: (space: String, components: [CGFloat])? {
    guard case .fixed(let space, let components) = storage else { return nil }
    return (space, components)
  }
}

extension NSColor {
  /// The color as a `CGColor`; stub only: a dynamic color resolves in the aqua appearance.
  public var cgColor: CGColor {
    CGColor(stubResolved(for: NSAppearance(named: .aqua)!).stubComponents?.components ?? [0, 0, 0, 1])
  }
}

/// A fixed Core Graphics color: stub only, its components.
public final class CGColor: @unchecked Sendable, CustomStringConvertible {
  /// Stub only: red, green, blue, alpha.
  public let stubComponents: [CGFloat]

  init(_ components: [CGFloat]) { stubComponents = components }

  public var description: String { "CGColor\(stubComponents)" }
}

/// A view; stub only: it records redraw requests and appearance-change calls.
@MainActor
open class NSView {
  public var subviews: [NSView] = []
  /// Whether the view will redraw.
  public var needsDisplay = false
  /// Stub only: how many times `viewDidChangeEffectiveAppearance()` ran.
  public var stubAppearanceChanges = 0
  /// Whether the view draws into a layer; setting it makes `layer`.
  public var wantsLayer = false {
    didSet { if wantsLayer, layer == nil { layer = CALayer() } }
  }
  /// The view's layer, once `wantsLayer` is set.
  public var layer: CALayer?

  public init() {}

  /// Called when the view's effective appearance changed.
  open func viewDidChangeEffectiveAppearance() { stubAppearanceChanges += 1 }
}

/// A window; stub only: its content view.
@MainActor
open class NSWindow {
  public var contentView: NSView?

  public init() {}
}

/// A font: stub only, its family (nil for the system font), size and weight; no family is installed, so
/// `init(name:size:)` fails.
open class NSFont: @unchecked Sendable {
  /// Stub only: the family, or nil for the system font.
  public let stubFamily: String?
  /// The size in points.
  public let pointSize: CGFloat
  /// Stub only: the weight.
  public let stubWeight: Weight

  init(family: String?, size: CGFloat, weight: Weight) {
    (stubFamily, pointSize, stubWeight) = (family, size, weight)
  }

  /// A font of the named family; stub only: no family is installed, so this is nil.
  public convenience init?(name: String, size: CGFloat) { return nil }

  /// The system font.
  public class func systemFont(ofSize size: CGFloat, weight: Weight) -> NSFont {
    NSFont(family: nil, size: size, weight: weight)
  }

  /// The font a descriptor describes; stub only: its family (`system:DESIGN` for a designed system font) and
  /// weight.
  public convenience init?(descriptor: NSFontDescriptor, size: CGFloat) {
    let traits = descriptor.attributes[.traits] as? [NSFontDescriptor.TraitKey: Any]
    let weight = (traits?[.weight] as? CGFloat).map(Weight.init(rawValue:)) ?? descriptor.stubWeight
    self.init(family: descriptor.attributes[.family] as? String, size: size, weight: weight)
  }

  /// The descriptor of this font; stub only: its family and weight.
  public var fontDescriptor: NSFontDescriptor {
    let descriptor = NSFontDescriptor(fontAttributes: stubFamily.map { [.family: $0] } ?? [:])
    descriptor.stubWeight = stubWeight
    return descriptor
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
}

// MARK: Images

/// Stub only: the asset catalog `Bundle.image(forResource:)` reads (as in the UIKit stub): a
/// folder of `<name>.imageset/Contents.json` as Xcode writes them. The stub picks, among the 1x (or
/// single-scale) entries, the one whose `appearances` match the traits exactly, else the nearest with fewer
/// (Any last), as Xcode's lookup does for luminosity and contrast.
public enum StubCatalog {
  nonisolated(unsafe) public static var folder = ""

  /// The file of image set `name` for dark mode and high contrast, if the set exists.
  public static func file(_ name: String, isDark: Bool, isHighContrast: Bool) -> String? {
    let path = folder + "/" + name + ".imageset/Contents.json"
    guard let data = FileManager.default.contents(atPath: path),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let images = json["images"] as? [[String: Any]]
    else { return nil }
    let entries = images.filter { ($0["scale"] as? String ?? "1x") == "1x" }
    let wanted = [(isDark, isHighContrast), (isDark, false), (false, isHighContrast), (false, false)]
    for (dark, high) in wanted {
      if let entry = entries.first(where: { matches($0, dark: dark, high: high) }) {
        return name + ".imageset/" + (entry["filename"] as? String ?? "")
      }
    }
    return nil
  }

  private static func matches(_ entry: [String: Any], dark: Bool, high: Bool) -> Bool {
    let appearances = (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"]!)=\($0["value"]!)" }
    return Set(appearances) == Set((dark ? ["luminosity=dark"] : []) + (high ? ["contrast=high"] : []))
  }
}

/// An image; in the stub, the catalog file it was read from.
open class NSImage: @unchecked Sendable {
  /// Stub only: the file in `StubCatalog.folder`, or "" for an empty image.
  public let stubFile: String

  public init() { stubFile = "" }

  init(stubFile: String) { self.stubFile = stubFile }
}

extension Bundle {
  /// The image set `name` of the bundle's asset catalog; the stub gives its Any entry (AppKit draws the
  /// appearance's variant when the image is drawn).
  public func image(forResource name: String) -> NSImage? {
    StubCatalog.file(name, isDark: false, isHighContrast: false).map { NSImage(stubFile: $0) }
  }
}

// MARK: Attributed strings

extension NSAttributedString.Key {
  /// The font, a `NSFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text color, a `NSColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// Extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The paragraph's layout, an `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// A paragraph's layout in attributed text; only the line heights are stubbed.
open class NSParagraphStyle: @unchecked Sendable {
  var stubLineHeights: (minimum: CGFloat, maximum: CGFloat) = (0, 0)

  public init() {}

  /// The least height of a line, in points (0: no minimum).
  open var minimumLineHeight: CGFloat { stubLineHeights.minimum }
  /// The greatest height of a line, in points (0: no maximum).
  open var maximumLineHeight: CGFloat { stubLineHeights.maximum }
}

/// A paragraph style that can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var minimumLineHeight: CGFloat {
    get { stubLineHeights.minimum }
    set { stubLineHeights.minimum = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { stubLineHeights.maximum }
    set { stubLineHeights.maximum = newValue }
  }
}

extension NSFont: Hashable {
  /// Stub only: identity, as `NSObject`'s default equality is.
  public static func == (lhs: NSFont, rhs: NSFont) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSColor: Hashable {
  /// Stub only: identity, as `NSObject`'s default equality is.
  public static func == (lhs: NSColor, rhs: NSColor) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AttributeScopes {
  /// The attributes AppKit draws attributed text with; only those Swatch's text styles name are stubbed.
  public struct AppKitAttributes: AttributeScope {
    /// The font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = NSFont
      public static let name = "NSFont"
    }
    /// The text color.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = NSColor
      public static let name = "NSColor"
    }
    /// The space added between specific pairs of characters, in points.
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "NSKern"
    }
    /// The space added between every character of a run, in points.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "NSTracking"
    }

    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let foundation: AttributeScopes.FoundationAttributes
  }

  /// AppKit's attribute scope.
  public var appKit: AppKitAttributes.Type { AppKitAttributes.self }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.AppKitAttributes, T>) -> T {
    self[T.self]
  }
}

/// A Core Animation layer: stub only, its background color.
open class CALayer: @unchecked Sendable {
  public var backgroundColor: CGColor?

  public init() {}
}

/// A view drawing a blur material behind or within its window, with AppKit's raw values.
@MainActor
open class NSVisualEffectView: NSView {
  /// The semantic materials of macOS 10.14 (and the deprecated `appearanceBased`, the default).
  public enum Material: Int, Sendable {
    case appearanceBased = 0
    case titlebar = 3
    case selection = 4
    case menu = 5
    case popover = 6
    case sidebar = 7
    case headerView = 10
    case sheet = 11
    case windowBackground = 12
    case hudWindow = 13
    case fullScreenUI = 15
    case toolTip = 17
    case contentBackground = 18
    case underWindowBackground = 21
    case underPageBackground = 22
  }

  /// What the view blurs.
  public enum BlendingMode: Int, Sendable {
    case behindWindow = 0
    case withinWindow = 1
  }

  /// Whether the material looks active.
  public enum State: Int, Sendable {
    case followsWindowActiveState = 0
    case active = 1
    case inactive = 2
  }

  public var material: Material = .appearanceBased
  public var blendingMode: BlendingMode = .behindWindow
  public var state: State = .followsWindowActiveState
}

/// A font's description; stub only: its attributes, and the weight of the font it was taken from. The family
/// `StubInstalled` is installed, no other.
open class NSFontDescriptor: @unchecked Sendable {
  /// An attribute's name.
  public struct AttributeName: Hashable, Sendable {
    let name: String
    public static let family = AttributeName(name: "family")
    public static let traits = AttributeName(name: "traits")
  }

  /// A trait's name.
  public struct TraitKey: Hashable, Sendable {
    let name: String
    public static let weight = TraitKey(name: "weight")
  }

  /// The system font's designs.
  public struct SystemDesign: Hashable, Sendable {
    let name: String
    public static let `default` = SystemDesign(name: "default")
    public static let serif = SystemDesign(name: "serif")
    public static let monospaced = SystemDesign(name: "monospaced")
    public static let rounded = SystemDesign(name: "rounded")
  }

  let attributes: [AttributeName: Any]
  var stubWeight = NSFont.Weight.regular

  public init(fontAttributes attributes: [AttributeName: Any]? = nil) { self.attributes = attributes ?? [:] }

  /// The installed fonts this descriptor matches; stub only: one when its family is `StubInstalled`.
  public func matchingFontDescriptors(withMandatoryKeys keys: Set<AttributeName>?) -> [NSFontDescriptor] {
    attributes[.family] as? String == "StubInstalled" ? [self] : []
  }

  /// The system font's descriptor in `design`; stub only: the family `system:DESIGN`, or none for the default.
  public func withDesign(_ design: SystemDesign) -> NSFontDescriptor? {
    let designed = NSFontDescriptor(fontAttributes: design == .default ? [:] : [.family: "system:" + design.name])
    designed.stubWeight = stubWeight
    return designed
  }
}
