/// The parts of the Swift context behind dynamic values and the runtime: which traits the app can choose at
/// runtime (`Current`), how AppKit and SwiftUI select an appearance, and which UIKit traits a view observes.
extension SwiftContext {
  /// The root fields these parts add to the context (and `dynamics`, which follows them).
  static let runtimeEntries: [RootEntry] = [
    .flag("hasCustomTraits", "some trait is one UIKit does not have") { !$0.customEntries.isEmpty },
    .json("customTraitCount", .text, "number", "how many traits UIKit does not have") {
      .number(Double($0.customEntries.count))
    },
    .text("appKitIndexArguments", "the index arguments AppKit passes, the custom traits' from `Current`") {
      inTraitOrder($0.appKitArgumentsByTrait + $0.currentArguments).joined(separator: ", ")
    },
    .text("swiftUIArguments", "the index arguments SwiftUI's environment gives") {
      inTraitOrder($0.swiftUIArguments).joined(separator: ", ")
    },
    .text("uiKitObservedTraits", "the UIKit trait types a view registers for") {
      $0.uiKitObservedTraits.joined(separator: ", ")
    },
    .text("currentExample", "`theme = .sepia`, for doc comments; empty without custom traits") { $0.currentExample },
  ]

  /// `theme = .sepia`: the first custom trait set to its last value, for doc comments.
  var currentExample: String {
    guard let trait = customEntries.first?.trait, let value = trait.values.last else { return "" }
    return "\(parameter(trait)) = .\(caseName(value))"
  }

  /// The traits UIKit does not have, which become custom traits and `Current` members.
  var customEntries: [AppleTraitMapping.Entry] { mapping.entries.filter { $0.systemProperty == nil } }

  /// The custom traits with their positions among the traits (`mapping.entries` lists every trait in order).
  var positionedCustomEntries: [(trait: Int, entry: AppleTraitMapping.Entry)] {
    mapping.entries.enumerated().filter { $0.element.systemProperty == nil }.map { ($0.offset, $0.element) }
  }

  /// `theme: Current.theme` for each custom trait: where no trait collection sets them, the app's choice.
  var currentArguments: [TraitArgument] {
    positionedCustomEntries.map { ($0.trait, "\(parameter($0.entry.trait)): Current.\(parameter($0.entry.trait))") }
  }

  /// The SwiftUI arguments: `colorScheme` sets the appearance, `colorSchemeContrast` the contrast where the
  /// traits have them, each custom trait comes from its environment value; every other trait takes its default.
  var swiftUIArguments: [TraitArgument] {
    systemArguments([
      ("appearance", "dark", "colorScheme == .dark"), ("contrast", "high", "colorSchemeContrast == .increased"),
    ])
      + positionedCustomEntries.map { ($0.trait, "\(parameter($0.entry.trait)): \(customProperty($0.entry.trait))") }
  }

  /// The UIKit trait types a view registers for (iOS 17): the system traits that select an appearance and
  /// every custom trait.
  var uiKitObservedTraits: [String] {
    let systemTypes = [
      "userInterfaceStyle": "UITraitUserInterfaceStyle", "accessibilityContrast": "UITraitAccessibilityContrast",
      "userInterfaceLevel": "UITraitUserInterfaceLevel",
    ]
    return mapping.entries.compactMap { entry in
      guard let property = entry.systemProperty else { return customTraitType(entry.trait) + ".self" }
      return systemTraitJSON(entry) == nil ? nil : systemTypes[property].map { $0 + ".self" }
    }
  }
}
