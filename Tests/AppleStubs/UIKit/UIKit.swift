// A stub of the UIKit API Swatch's generated Swift uses; see ../README.md.
@_exported import Foundation

/// The light or dark interface style.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// The contrast level the user chose.
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal, high
}

/// The visual level of content: base or elevated.
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1
  case base, elevated
}

/// A trait in a trait collection (iOS 17).
public protocol UITraitDefinition {
  associatedtype Value
  static var defaultValue: Value { get }
  static var affectsColorAppearance: Bool { get }
  static var name: String { get }
  static var identifier: String { get }
}

extension UITraitDefinition {
  public static var affectsColorAppearance: Bool { false }
  public static var name: String { String(describing: Self.self) }
  public static var identifier: String { String(reflecting: Self.self) }
}

/// A trait type, as `registerForTraitChanges` takes it (iOS 17).
public typealias UITrait = any UITraitDefinition.Type

/// The system traits as trait types (iOS 17).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceStyle { .unspecified }
}

/// The contrast trait type (iOS 17).
public enum UITraitAccessibilityContrast: UITraitDefinition {
  public static var defaultValue: UIAccessibilityContrast { .unspecified }
}

/// The level trait type (iOS 17).
public enum UITraitUserInterfaceLevel: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceLevel { .unspecified }
}

/// Mutable access to traits (iOS 17).
public protocol UIMutableTraits {
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  var accessibilityContrast: UIAccessibilityContrast { get set }
  var userInterfaceLevel: UIUserInterfaceLevel { get set }
  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

struct TraitValues: UIMutableTraits {
  var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  var accessibilityContrast = UIAccessibilityContrast.unspecified
  var userInterfaceLevel = UIUserInterfaceLevel.unspecified
  var custom: [ObjectIdentifier: Any] = [:]

  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get { custom[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
    set { custom[ObjectIdentifier(trait)] = newValue }
  }
}

/// An immutable set of traits.
public final class UITraitCollection: @unchecked Sendable {
  var values: TraitValues

  init(values: TraitValues) { self.values = values }

  public convenience init() { self.init(values: TraitValues()) }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    var values = TraitValues()
    values.userInterfaceStyle = userInterfaceStyle
    self.init(values: values)
  }

  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    var values = TraitValues()
    values.accessibilityContrast = accessibilityContrast
    self.init(values: values)
  }

  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    var values = TraitValues()
    values.userInterfaceLevel = userInterfaceLevel
    self.init(values: values)
  }

  /// Combines collections; a later collection's specified values win.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var values = TraitValues()
    for other in collections {
      if other.values.userInterfaceStyle != .unspecified { values.userInterfaceStyle = other.values.userInterfaceStyle }
      if other.values.accessibilityContrast != .unspecified {
        values.accessibilityContrast = other.values.accessibilityContrast
      }
      if other.values.userInterfaceLevel != .unspecified { values.userInterfaceLevel = other.values.userInterfaceLevel }
      values.custom.merge(other.values.custom) { _, new in new }
    }
    self.init(values: values)
  }

  /// A collection built by mutating an empty one (iOS 17).
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = TraitValues()
    mutations(&traits)
    self.init(values: traits as? TraitValues ?? TraitValues())
  }

  public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
  public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
  public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values[trait] }

  /// Stub only: whether `trait` differs between this collection and `other`.
  func differs(from other: UITraitCollection, in trait: UITrait) -> Bool {
    if trait == UITraitUserInterfaceStyle.self { return userInterfaceStyle != other.userInterfaceStyle }
    if trait == UITraitAccessibilityContrast.self { return accessibilityContrast != other.accessibilityContrast }
    if trait == UITraitUserInterfaceLevel.self { return userInterfaceLevel != other.userInterfaceLevel }
    let id = ObjectIdentifier(trait)
    return "\(values.custom[id] ?? "default")" != "\(other.values.custom[id] ?? "default")"
  }

  /// The collection the current code runs in (iOS 13); stub only: set it with `stubCurrent`.
  public static var current: UITraitCollection { stubCurrent }

  /// Stub only: what `current` returns.
  nonisolated(unsafe) public static var stubCurrent = UITraitCollection()
}

/// A registration `registerForTraitChanges` made (iOS 17).
public protocol UITraitChangeRegistration {}

struct TraitChangeRegistration: UITraitChangeRegistration {}

/// An object whose traits can be observed (iOS 17).
@MainActor
public protocol UITraitChangeObservable {}

/// A view: stub only, its trait collection comes from its superview or window and its own trait overrides,
/// and `registerForTraitChanges` handlers run when the traits they name change.
@MainActor
open class UIView: UITraitChangeObservable {
  /// Stub only: the view's window scene, whose overrides it inherits.
  public var stubScene: UIWindowScene?
  var handlers: [(traits: [UITrait], handler: (UIView) -> Void)] = []
  var lastTraits = UITraitCollection()

  /// The view's background color.
  public var backgroundColor: UIColor?

  public init() {}

  /// The view's traits: the scene's overrides, then its own.
  public var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [stubScene.map { UITraitCollection(values: $0.overrides) } ?? UITraitCollection()])
  }

  /// Stub only: runs the handlers whose traits changed since the last call, as UIKit does when traits change.
  public func stubUpdateTraits() {
    let now = traitCollection
    for entry in handlers where entry.traits.contains(where: { now.differs(from: lastTraits, in: $0) }) {
      entry.handler(self)
    }
    lastTraits = now
  }
}

extension UITraitChangeObservable where Self: UIView {
  /// Calls `handler` when one of `traits` changes (iOS 17).
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    lastTraits = traitCollection
    handlers.append((traits, { view in handler(view as! Self, view.traitCollection) }))
    return TraitChangeRegistration()
  }
}

/// A scene (iOS 13).
@MainActor
open class UIScene {
  public init() {}
}

/// A scene with windows; stub only: its trait overrides are what its views inherit.
@MainActor
open class UIWindowScene: UIScene {
  var overrides = TraitValues()

  /// Traits this scene overrides for its windows (iOS 17).
  public var traitOverrides: any UIMutableTraits {
    get { overrides }
    set {
      overrides = newValue as? TraitValues ?? TraitValues()
      stubOverrideCount += 1
    }
  }

  /// Stub only: how many times the overrides were set.
  public var stubOverrideCount = 0
}

/// A color, fixed or resolved per trait collection.
open class UIColor: @unchecked Sendable {
  enum Storage {
    case fixed(space: String, components: [CGFloat])
    case dynamic(@Sendable (UITraitCollection) -> UIColor)
  }

  let storage: Storage

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(space: "srgb", components: [red, green, blue, alpha])
  }

  public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(space: "display-p3", components: [displayP3Red, green, blue, alpha])
  }

  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    storage = .dynamic(dynamicProvider)
  }

  /// The color for `traitCollection`: a dynamic color calls its provider; a fixed color returns itself.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    switch storage {
    case .fixed: return self
    case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
    }
  }

  /// Stub only: a fixed color's space (`srgb` or `display-p3`) and red, green, blue, alpha; nil when dynamic.
  public var stubComponents: (space: String, components: [CGFloat])? {
    guard case .fixed(let space, let components) = storage else { return nil }
    return (space, components)
  }
}

/// A font: stub only, its family, size and weight; no family is installed but `StubInstalled`, so
/// `init(name:size:)` fails for any other.
open class UIFont: @unchecked Sendable {
  /// Stub only: the family, or nil for the system font.
  public let stubFamily: String?
  /// The size in points.
  public let pointSize: CGFloat
  /// Stub only: the weight.
  public let stubWeight: Weight

  init(family: String?, size: CGFloat, weight: Weight) {
    (stubFamily, pointSize, stubWeight) = (family, size, weight)
  }

  /// A font of the named family; stub only: fails unless the name is `StubInstalled`.
  public convenience init?(name: String, size: CGFloat) {
    guard name == "StubInstalled" else { return nil }
    self.init(family: name, size: size, weight: .regular)
  }

  /// The system font.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(family: nil, size: size, weight: weight)
  }

  /// The fonts of an installed family; stub only: one font of the family `StubInstalled`, none of any other.
  public class func fontNames(forFamilyName familyName: String) -> [String] {
    familyName == "StubInstalled" ? ["StubInstalled-Regular"] : []
  }

  /// The font a descriptor describes; stub only: its family (`system:DESIGN` for a designed system font) and
  /// weight.
  public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
    let traits = descriptor.attributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
    let weight = (traits?[.weight] as? CGFloat).map(Weight.init(rawValue:)) ?? descriptor.stubWeight
    self.init(family: descriptor.attributes[.family] as? String, size: size, weight: weight)
  }

  /// The descriptor of this font; stub only: its family and weight.
  public var fontDescriptor: UIFontDescriptor {
    let descriptor = UIFontDescriptor(fontAttributes: stubFamily.map { [.family: $0] } ?? [:])
    descriptor.stubWeight = stubWeight
    return descriptor
  }

  /// A Dynamic Type text style.
  public struct TextStyle: Hashable, Sendable {
    let name: String
    public static let largeTitle = TextStyle(name: "largeTitle")
    public static let title1 = TextStyle(name: "title1")
    public static let title2 = TextStyle(name: "title2")
    public static let title3 = TextStyle(name: "title3")
    public static let headline = TextStyle(name: "headline")
    public static let subheadline = TextStyle(name: "subheadline")
    public static let body = TextStyle(name: "body")
    public static let callout = TextStyle(name: "callout")
    public static let footnote = TextStyle(name: "footnote")
    public static let caption1 = TextStyle(name: "caption1")
    public static let caption2 = TextStyle(name: "caption2")
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

/// Scales fonts for Dynamic Type; stub only: scales by 1.5 for a collection whose style is dark, by 1 otherwise.
public struct UIFontMetrics: Sendable {
  let style: UIFont.TextStyle

  public init(forTextStyle style: UIFont.TextStyle) { self.style = style }

  public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
    let factor: CGFloat = traits?.userInterfaceStyle == .dark ? 1.5 : 1
    return UIFont(family: font.stubFamily, size: font.pointSize * factor, weight: font.stubWeight)
  }
}

/// A fixed Core Graphics color: stub only, its components.
public final class CGColor: @unchecked Sendable, CustomStringConvertible {
  /// Stub only: red, green, blue, alpha.
  public let stubComponents: [CGFloat]

  init(_ components: [CGFloat]) { stubComponents = components }

  public var description: String { "CGColor\(stubComponents)" }
}

extension UIColor {
  /// The color as a `CGColor`; a dynamic color must be resolved first, as on iOS, or this is black.
  public var cgColor: CGColor { CGColor(stubComponents?.components ?? [0, 0, 0, 1]) }
}

/// A Core Animation layer: stub only, its shadow properties.
open class CALayer: @unchecked Sendable {
  public var shadowColor: CGColor?
  public var shadowOpacity: Float = 0
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var shadowRadius: CGFloat = 3
  public var backgroundColor: CGColor?
  public var borderColor: CGColor?
  public var borderWidth: CGFloat = 0

  public init() {}
}

// MARK: Images

/// Stub only: the asset catalog `UIImage(named:in:compatibleWith:)` and `Bundle.image(forResource:)` read: a
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
open class UIImage: @unchecked Sendable {
  /// Stub only: the file in `StubCatalog.folder`, or "" for an empty image.
  public let stubFile: String
  /// The asset the image came from, if any: UIKit resolves it again when traits change.
  public let imageAsset: UIImageAsset?

  public init() { (stubFile, imageAsset) = ("", nil) }

  init(stubFile: String, imageAsset: UIImageAsset?) { (self.stubFile, self.imageAsset) = (stubFile, imageAsset) }

  /// The image of set `name` in `bundle`'s catalog for `traits` (nil: the current ones).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
    let traits = traits ?? UITraitCollection.current
    guard
      let file = StubCatalog.file(
        name, isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)
    else { return nil }
    self.init(stubFile: file, imageAsset: nil)
  }
}

/// Images registered for trait collections; `image(with:)` gives the one whose registered traits all hold in
/// the collection asked for, with the most traits specified (`.unspecified` traits match any value), and
/// the first registered when none does.
public final class UIImageAsset: @unchecked Sendable {
  private var registered: [(traits: UITraitCollection, image: UIImage)] = []

  public init() {}

  public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
    registered.removeAll { $0.traits.stubKey == traitCollection.stubKey }
    registered.append((traitCollection, image))
  }

  public func image(with traitCollection: UITraitCollection) -> UIImage {
    let candidates = registered.compactMap { entry -> (Int, UIImage)? in
      guard let score = entry.traits.stubScore(in: traitCollection) else { return nil }
      return (score, entry.image)
    }
    // Nothing matches (or nothing is registered): UIKit still gives an image of the asset.
    let best = candidates.max(by: { $0.0 < $1.0 })?.1 ?? registered.first?.image ?? UIImage()
    return UIImage(stubFile: best.stubFile, imageAsset: self)
  }
}

extension UITraitCollection {
  /// Stub only: the specified traits as text, to compare registrations.
  var stubKey: String {
    let custom = values.custom.map { "\($0.key.hashValue)=\($0.value)" }.sorted()
    return "\(values.userInterfaceStyle.rawValue) \(values.accessibilityContrast.rawValue) "
      + "\(values.userInterfaceLevel.rawValue) \(custom)"
  }

  /// Stub only: how many of this collection's specified traits `other` has, or nil if one differs (a trait
  /// `other` leaves unspecified differs from none). A custom trait `other` does not set is taken at its
  /// default, which the stub cannot know: it differs.
  func stubScore(in other: UITraitCollection) -> Int? {
    var score = 0
    let pairs = [
      (
        values.userInterfaceStyle.rawValue, other.values.userInterfaceStyle.rawValue,
        UIUserInterfaceStyle.unspecified.rawValue
      ),
      (
        values.accessibilityContrast.rawValue, other.values.accessibilityContrast.rawValue,
        UIAccessibilityContrast.unspecified.rawValue
      ),
      (
        values.userInterfaceLevel.rawValue, other.values.userInterfaceLevel.rawValue,
        UIUserInterfaceLevel.unspecified.rawValue
      ),
    ]
    for (mine, theirs, unspecified) in pairs where mine != unspecified {
      guard mine == theirs || theirs == unspecified else { return nil }
      score += 1
    }
    for (key, value) in values.custom {
      guard let theirs = other.values.custom[key], "\(theirs)" == "\(value)" else { return nil }
      score += 1
    }
    return score
  }
}

/// The keyboard's appearance, with UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2
}

/// The status bar's style, with UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// The accessibility settings; the stub's are settable so a driver can turn them on.
public enum UIAccessibility {
  /// Reduce Motion.
  nonisolated(unsafe) public static var isReduceMotionEnabled = false
  /// Reduce Transparency.
  nonisolated(unsafe) public static var isReduceTransparencyEnabled = false
  /// Posted when Reduce Motion changes.
  public static let reduceMotionStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when Reduce Transparency changes.
  public static let reduceTransparencyStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}

// MARK: Attributed strings

extension NSAttributedString.Key {
  /// The font, a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text color, a `UIColor`.
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

extension UIFont: Hashable {
  /// Stub only: identity, as `NSObject`'s default equality is.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIColor: Hashable {
  /// Stub only: identity, as `NSObject`'s default equality is.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AttributeScopes {
  /// The attributes UIKit draws attributed text with; only those Swatch's text styles name are stubbed.
  public struct UIKitAttributes: AttributeScope {
    /// The font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
    /// The text color.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
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

  /// UIKit's attribute scope.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
    self[T.self]
  }
}

// MARK: Materials

/// An effect a `UIVisualEffectView` draws.
open class UIVisualEffect: @unchecked Sendable {
  init() {}
}

/// A blur effect (iOS 8; the system materials iOS 13).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// Blur styles, with UIKit's raw values.
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// Stub only: the style it was made with.
  public let stubStyle: Style

  public init(style: Style) {
    stubStyle = style
    super.init()
  }
}

/// Vibrancy styles for content on a blur (iOS 13), with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}

/// A vibrancy effect over a blur effect.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// Stub only: the blur and style it was made with.
  public let stubBlur: UIBlurEffect
  public let stubStyle: UIVibrancyEffectStyle

  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    (stubBlur, stubStyle) = (blurEffect, style)
    super.init()
  }
}

/// A view that draws a visual effect behind its `contentView`.
@MainActor
open class UIVisualEffectView: UIView {
  public var effect: UIVisualEffect?
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init()
  }
}

/// A font's description; stub only: its attributes, and the weight of the font it was taken from.
open class UIFontDescriptor: @unchecked Sendable {
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
  var stubWeight = UIFont.Weight.regular

  public init(fontAttributes attributes: [AttributeName: Any]) { self.attributes = attributes }

  /// The system font's descriptor in `design`; stub only: the family `system:DESIGN`, or none for the default.
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    let designed = UIFontDescriptor(fontAttributes: design == .default ? [:] : [.family: "system:" + design.name])
    designed.stubWeight = stubWeight
    return designed
  }
}
