// Generated from the repository's templates/ folder by scripts/embed-templates.sh.
// Do not edit: change the files in templates/ and run the script. CI fails when the two differ.

/// The built-in templates, compiled in so a `swatch` binary copied alone still has them.
enum BuiltinTemplates {
  /// Template text by name (its path under `templates/`).
  static let all: [String: String] = [
    "android/resources.xml.mustache": ####"""
    <?xml version="1.0" encoding="utf-8"?>
    <!--
    {{#header}}
      {{.}}
    {{/header}}
    -->
    <resources>
    {{#resources}}
    {{#comment}}
        <!-- {{.}} -->
    {{/comment}}
    {{#isArray}}
        <string-array name="{{name}}"{{attributes}}>
    {{#items}}
            <item>{{value}}</item>
    {{/items}}
        </string-array>
    {{/isArray}}
    {{^isStyle}}
    {{^isArray}}
        <{{element}} name="{{name}}"{{attributes}}>{{value}}</{{element}}>
    {{/isArray}}
    {{/isStyle}}
    {{#isStyle}}
        <style name="{{name}}" parent="@android:style/TextAppearance">
    {{#items}}
            <item name="{{name}}">{{value}}</item>
    {{/items}}
        </style>
    {{/isStyle}}
    {{/resources}}
    </resources>

    """####,
    "compose/Colors.kt.mustache": ####"""
    {{headerComment}}

    package {{package}}

    {{#imports}}
    import {{.}}
    {{/imports}}

    /** Every color token in one appearance. Read the current set with `Local{{prefix}}Colors.current`. */
    @Immutable
    class {{prefix}}Colors internal constructor(
        private val _argb: LongArray{{#hasWideColors}},
        private val _wide: Map<Int, Color>{{/hasWideColors}}
    ) {
    {{#colors}}
    {{#description}}
        /** {{.}} */
    {{/description}}
    {{#deprecated}}
        {{.}}
    {{/deprecated}}
        val {{name}}: Color get() = {{getter}}
    {{/colors}}
    }

    /**
     * One color set per appearance: each color's ARGB in token order, made by functions of at most 1,000 values,
     * since the JVM takes at most 255 parameters and 64 KB of code per method.{{#hasWideColors}} Colors outside
     * sRGB are also given in Display P3, which Compose draws, by position in the ARGB array.{{/hasWideColors}}
     */
    object {{prefix}}ColorSets {
    {{#sets}}
        /** {{appearance}} */
        val {{name}} = {{prefix}}Colors({{colorArguments}})
    {{/sets}}
    {{#sets}}
    {{#chunks}}

        private fun {{function}}() = longArrayOf(
    {{#values}}
            {{argb}}{{^isLast}},{{/isLast}} // {{name}}
    {{/values}}
        )
    {{/chunks}}
    {{#wideChunks}}

        private fun {{function}}() = mapOf(
    {{#values}}
            {{index}} to {{expression}}{{^isLast}},{{/isLast}} // {{name}}
    {{/values}}
        )
    {{/wideChunks}}
    {{/sets}}
    }
    {{#hasValues}}

    /**
     * Every single-value token (dimensions, numbers, durations, strings, font weights, …) in one appearance; read
     * the current set with `Local{{prefix}}Values.current`. A token that is the same in every appearance reads its
     * constant in `{{prefix}}Constants`; the others come from the set's array.
     */
    @Immutable
    @Suppress("DEPRECATION")
    class {{prefix}}Values internal constructor(private val _values: List<Any>) {
    {{#values}}
    {{#description}}
        /** {{.}} */
    {{/description}}
    {{#deprecated}}
        {{.}}
    {{/deprecated}}
        val {{name}}: {{type}} get() = {{getter}}
    {{/values}}
    }

    /**
     * One values set per appearance: the values that change between appearances, in token order, made by functions
     * of at most 250 values (64 KB of code per JVM method).
     */
    object {{prefix}}ValueSets {
    {{#sets}}
        /** {{appearance}} */
        val {{name}} = {{prefix}}Values({{valuesExpression}})
    {{/sets}}
    {{#sets}}
    {{#valueChunks}}

        private fun {{function}}() = arrayOf<Any>(
    {{#values}}
            {{expression}}{{^isLast}},{{/isLast}} // {{name}}
    {{/values}}
        )
    {{/valueChunks}}
    {{/sets}}
    }
    {{/hasValues}}
    {{#hasConstants}}

    /** The single-value tokens that are the same in every appearance, usable outside composition too. */
    object {{prefix}}Constants {
    {{#constants}}
    {{#description}}
        /** {{.}} */
    {{/description}}
    {{#deprecated}}
        {{.}}
    {{/deprecated}}
        {{declaration}}
    {{/constants}}
    }
    {{/hasConstants}}
    {{#usesShadow}}

    /** One shadow layer, lengths in dp. Compose draws a shadow with `Modifier.shadow(elevation)`, so apps map these. */
    @Immutable
    data class {{prefix}}Shadow(
        val color: Color,
        val offsetX: Dp,
        val offsetY: Dp,
        val blur: Dp,
        val spread: Dp,
        val inset: Boolean
    ) {
        /** The layer as a text `Shadow` for `TextStyle(shadow = …)`: no spread or inset. */
        val textShadow: Shadow
            get() = Shadow(color, Offset(offsetX.value, offsetY.value), blur.value)
    }
    {{/usesShadow}}
    {{#usesBorder}}

    /** A border: its width, color and CSS line style (Compose draws borders solid). */
    @Immutable
    data class {{prefix}}Border(val width: Dp, val color: Color, val style: String) {
        /** For `Modifier.border(stroke, shape)`. */
        val stroke: BorderStroke
            get() = BorderStroke(width, color)
    }
    {{/usesBorder}}
    {{#usesTransition}}

    /** A transition: for `tween(durationMillis, delayMillis, easing)`. */
    @Immutable
    data class {{prefix}}Transition(val durationMillis: Int, val delayMillis: Int, val easing: CubicBezierEasing)
    {{/usesTransition}}
    {{#hasStyles}}

    /**
     * Every composite token (typography, shadows, borders, …) in one appearance; read with
     * `Local{{prefix}}Styles.current`. The values sit in a list built by functions of at most 100 values, so no set
     * reaches the JVM's 255 parameters or 64 KB per method.
     */
    @Immutable
    @Suppress("UNCHECKED_CAST")
    class {{prefix}}Styles internal constructor(private val _styles: List<Any>) {
    {{#styles}}
    {{#deprecated}}
        {{.}}
    {{/deprecated}}
        val {{name}}: {{type}} get() = _styles[{{index}}] as {{type}}
    {{/styles}}
    }

    /** The composite tokens of every appearance. */
    object {{prefix}}StyleSets {
    {{#sets}}
        /** {{appearance}} */
        val {{name}} = {{prefix}}Styles({{stylesExpression}})
    {{/sets}}
    {{#sets}}
    {{#styleChunks}}

        private fun {{function}}() = arrayOf<Any>(
    {{#values}}
            {{expression}}{{^isLast}},{{/isLast}} // {{name}}
    {{/values}}
        )
    {{/styleChunks}}
    {{/sets}}
    }
    {{/hasStyles}}
    {{#enums}}

    enum class {{type}} { {{#cases}}{{name}}{{^isLast}}, {{/isLast}}{{/cases}} }
    {{/enums}}

    /** One value of every trait; `colors` is its set. */
    @Immutable
    {{#hasParameters}}data {{/hasParameters}}class {{prefix}}Appearance(
    {{#parameters}}
        val {{name}}: {{type}} = {{plainDefault}}{{^isLast}},{{/isLast}}
    {{/parameters}}
    ) {
        /** The color set of this appearance. */
        val colors: {{prefix}}Colors
            get() = when {
    {{#sets}}
    {{^isDefault}}
                {{condition}} -> {{prefix}}ColorSets.{{name}}
    {{/isDefault}}
    {{/sets}}
                else -> {{prefix}}ColorSets.{{defaultSet}}
            }
    {{#hasValues}}

        /** The single values of this appearance. */
        val values: {{prefix}}Values
            get() = when {
    {{#sets}}
    {{^isDefault}}
                {{condition}} -> {{prefix}}ValueSets.{{name}}
    {{/isDefault}}
    {{/sets}}
                else -> {{prefix}}ValueSets.{{defaultSet}}
            }
    {{/hasValues}}
    {{#hasStyles}}

        /** The composite tokens of this appearance. */
        val styles: {{prefix}}Styles
            get() = when {
    {{#sets}}
    {{^isDefault}}
                {{condition}} -> {{prefix}}StyleSets.{{name}}
    {{/isDefault}}
    {{/sets}}
                else -> {{prefix}}StyleSets.{{defaultSet}}
            }
    {{/hasStyles}}
    }

    /** The appearance in effect; {{prefix}}Theme provides it. */
    val Local{{prefix}}Appearance = staticCompositionLocalOf { {{prefix}}Appearance() }

    /** The color set in effect; {{prefix}}Theme provides it. */
    val Local{{prefix}}Colors = staticCompositionLocalOf { {{prefix}}ColorSets.{{defaultSet}} }
    {{#hasValues}}

    /** The single values in effect; {{prefix}}Theme provides them. */
    val Local{{prefix}}Values = staticCompositionLocalOf { {{prefix}}ValueSets.{{defaultSet}} }
    {{/hasValues}}
    {{#hasStyles}}

    /** The composite tokens in effect; {{prefix}}Theme provides them. */
    val Local{{prefix}}Styles = staticCompositionLocalOf { {{prefix}}StyleSets.{{defaultSet}} }
    {{/hasStyles}}
    {{#hasContrast}}

    /** Contrast levels at or above this count as high contrast (`UiModeManager.getContrast()`, -1…1, Android 14+). */
    const val HIGH_CONTRAST_THRESHOLD = 0.5f

    /**
     * Whether the user raised the contrast level to at least HIGH_CONTRAST_THRESHOLD; false before Android 14. The
     * level is observed while the app runs (`addContrastChangeListener`), so a change in Settings recomposes.
     */
    @Composable
    fun isSystemInHighContrast(): Boolean {
        if (Build.VERSION.SDK_INT < 34) return false
        val context = LocalContext.current
        val manager = remember(context) { context.getSystemService(Context.UI_MODE_SERVICE) as UiModeManager }
        val level = remember(manager) { mutableStateOf(manager.contrast) }
        DisposableEffect(manager) {
            val listener = object : UiModeManager.ContrastChangeListener {
                override fun onContrastChanged(contrast: Float) {
                    level.value = contrast
                }
            }
            manager.addContrastChangeListener(context.mainExecutor, listener)
            level.value = manager.contrast // a change between the first read and the listener
            onDispose { manager.removeContrastChangeListener(listener) }
        }
        return level.value >= HIGH_CONTRAST_THRESHOLD
    }
    {{/hasContrast}}

    /** The colors for the system's dark theme and contrast, with the scoped traits of the enclosing theme. */
    @Composable
    fun system{{prefix}}Colors(): {{prefix}}Colors = {{prefix}}Appearance(
    {{#parameters}}
        {{name}} = {{defaultValue}}{{^isLast}},{{/isLast}}
    {{/parameters}}
    ).colors

    /**
     * Provides the appearance and its colors, values and styles to `content`; a changed argument (`dark`, a custom
     * trait such as `theme`) recomposes `content` with that appearance's sets. Page traits follow the system; scoped
     * traits keep the enclosing theme's value unless given, so a dialog's content is wrapped in
     * `{{prefix}}Theme(elevated = true)`.
     */
    @Composable
    fun {{prefix}}Theme(
    {{#parameters}}
        {{name}}: {{type}} = {{defaultValue}},
    {{/parameters}}
        content: @Composable() () -> Unit
    ) {
        val appearance = {{prefix}}Appearance({{#parameters}}{{name}} = {{name}}{{^isLast}}, {{/isLast}}{{/parameters}})
        CompositionLocalProvider(
            Local{{prefix}}Appearance provides appearance,
            Local{{prefix}}Colors provides appearance.colors,
    {{#hasValues}}
            Local{{prefix}}Values provides appearance.values,
    {{/hasValues}}
    {{#hasStyles}}
            Local{{prefix}}Styles provides appearance.styles,
    {{/hasStyles}}
            content = content
        )
    }

    """####,
    "css/tokens.css.mustache": ####"""
    /*
    {{#header}}
     * {{.}}
    {{/header}}
     */
    @layer swatch-page, swatch-scope{{#hasUtilityRules}}, swatch-utilities{{/hasUtilityRules}};

    @layer swatch-page {
    {{#pageRules}}
    {{^isFirst}}

    {{/isFirst}}
    {{#media}}
      @media {{.}} {
    {{#selectors}}
        {{text}}{{suffix}}
    {{/selectors}}
    {{#declarations}}
          {{name}}: {{value}};
    {{/declarations}}
        }
      }
    {{/media}}
    {{^media}}
    {{#selectors}}
      {{text}}{{suffix}}
    {{/selectors}}
    {{#declarations}}
    {{#comment}}
        /* {{.}} */
    {{/comment}}
        {{name}}: {{value}};
    {{/declarations}}
      }
    {{/media}}
    {{/pageRules}}
    }
    {{#hasScopeRules}}

    @layer swatch-scope {
    {{#scopeRules}}
    {{^isFirst}}

    {{/isFirst}}
    {{#selectors}}
      {{text}}{{suffix}}
    {{/selectors}}
    {{#declarations}}
        {{name}}: {{value}};
    {{/declarations}}
      }
    {{/scopeRules}}
    }
    {{/hasScopeRules}}
    {{#hasUtilityRules}}

    @layer swatch-utilities {
    {{#utilityRules}}
    {{^isFirst}}

    {{/isFirst}}
    {{#media}}
      @media {{.}} {
    {{#selectors}}
        {{text}}{{suffix}}
    {{/selectors}}
    {{#declarations}}
          {{name}}: {{value}};
    {{/declarations}}
        }
      }
    {{/media}}
    {{^media}}
    {{#selectors}}
      {{text}}{{suffix}}
    {{/selectors}}
    {{#declarations}}
        {{name}}: {{value}};
    {{/declarations}}
      }
    {{/media}}
    {{/utilityRules}}
    }
    {{/hasUtilityRules}}

    """####,
    "example/tailwind.preset.js.mustache": ####"""
    {{! A Tailwind CSS preset of the color tokens: `presets: [require('./tailwind.preset.js')]` (Tailwind 3), }}
    {{! `@config "./tailwind.preset.js";` (Tailwind 4). `bg-<name>` reads Swatch's CSS custom property, so it }}
    {{! follows the appearance when the css writer's tokens.css is loaded (without its `prefix` option), and falls }}
    {{! back to the default appearance's value; `bg-<name>-<appearance>` is one appearance's value, fixed. }}
    {{#header}}
    // {{.}}
    {{/header}}

    /** @type {import('tailwindcss').Config} */
    module.exports = {
      theme: {
        extend: {
          colors: {
    {{#tokens}}
    {{#isColor}}
            '{{names.kebab-case}}': {
              DEFAULT: 'var(--{{names.kebab-case}}, {{value.css}})',
    {{#values}}
              '{{appearance.names.kebab-case}}': '{{css}}',
    {{/values}}
            },
    {{/isColor}}
    {{/tokens}}
          },
        },
      },
    };

    """####,
    "example/tokens.dart.mustache": ####"""
    {{! Flutter colors, one `Color` constant per appearance: `SwatchColors.brandAccent.inDark`, `.resolve(appearance)`. }}
    {{! Wide gamut colors use `Color.from(…, colorSpace: ColorSpace.displayP3)` (Flutter 3.27+), others `Color(0xAARRGGBB)`. }}
    {{! Appearances are `in` + PascalCase (`inDarkHighContrast`, `inDefault`): never a Dart reserved word or a leading digit. }}
    {{! Tokens are the context's camelCase names: a token whose name is a reserved word or starts with a digit needs a template of its own. }}
    {{#header}}
    // {{.}}
    {{/header}}

    import 'dart:ui';

    /// The appearances Swatch resolves, one per combination of trait values, the default first.
    enum SwatchAppearance {
    {{#appearances}}
      in{{names.pascalCase}},
    {{/appearances}}
    }

    /// A color token: its `Color` in every appearance.
    final class SwatchColor {
      const SwatchColor({
    {{#appearances}}
        required this.in{{names.pascalCase}},
    {{/appearances}}
      });

    {{#appearances}}
      final Color in{{names.pascalCase}};
    {{/appearances}}

      /// The color in [appearance].
      Color resolve(SwatchAppearance appearance) => switch (appearance) {
    {{#appearances}}
            SwatchAppearance.in{{names.pascalCase}} => in{{names.pascalCase}},
    {{/appearances}}
          };
    }

    /// Every color token.
    abstract final class SwatchColors {
    {{#tokens}}
    {{#isColor}}
      static const {{names.camelCase}} = SwatchColor(
    {{#values}}
        in{{appearance.names.pascalCase}}: {{#p3}}Color.from(alpha: {{alpha}}, red: {{red}}, green: {{green}}, blue: {{blue}}, colorSpace: ColorSpace.displayP3){{/p3}}{{^p3}}Color({{argb}}){{/p3}},
    {{/values}}
      );
    {{/isColor}}
    {{/tokens}}
    }

    """####,
    "example/tokens.txt.mustache": ####"""
    {{#header}}
    # {{.}}
    {{/header}}

    {{#tokens}}
    {{path}} ({{type}}): {{value.text}}
    {{/tokens}}

    """####,
    "swift/SwatchColors.swift.mustache": ####"""
    {{#header}}// {{.}}
    {{/header}}
    // swift-format-ignore-file

    // Dynamic colors for UIKit (iOS, iPadOS, tvOS, visionOS, Mac Catalyst), AppKit (macOS) and SwiftUI. Each
    // resolves to the value of the appearance the trait collection or NSAppearance selects; the values live in
    // `{{tokensFile}}.swift`, which this file needs.

    #if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The platform's color class.
    {{access}} typealias {{platformColorAlias}} = UIColor
    {{#customTraits}}

    /// The `{{name}}` trait as a UIKit custom trait: set `traitOverrides.{{property}}` on a view, view controller
    /// or window scene, and every Swatch color below it re-resolves.
    @available(iOS 17.0, tvOS 17.0, *)
    {{access}} struct {{traitType}}: UITraitDefinition {
      /// `{{defaultValue}}`, the trait's first value.
      {{access}} static let defaultValue = {{tokensNamespace}}.{{typeName}}.{{defaultCase}}
      /// Swatch colors depend on this trait, so UIKit redraws them when it changes.
      {{access}} static let affectsColorAppearance = true
    }

    @available(iOS 17.0, tvOS 17.0, *)
    extension UITraitCollection {
      /// The `{{name}}` trait's value in this collection.
      {{access}} var {{property}}: {{tokensNamespace}}.{{typeName}} { self[{{traitType}}.self] }
    }

    @available(iOS 17.0, tvOS 17.0, *)
    extension UIMutableTraits {
      /// The `{{name}}` trait's value.
      {{access}} var {{property}}: {{tokensNamespace}}.{{typeName}} {
        get { self[{{traitType}}.self] }
        set { self[{{traitType}}.self] = newValue }
      }
    }
    {{/customTraits}}

    extension {{tokensNamespace}} {
      /// The appearance `traits` select. {{uiKitRule}}
      {{access}} static func appearanceIndex(_ traits: UITraitCollection) -> Int {
    {{#systemTraits}}
        let {{parameter}}: {{typeName}} =
          switch traits.{{property}} {
    {{#cases}}
          case .{{platformCase}}: .{{swatchCase}}
    {{/cases}}
          default: .{{defaultCase}}
          }
    {{/systemTraits}}
    {{#customTraits}}
        var {{parameter}} = Current.{{parameter}}
        if #available(iOS 17.0, tvOS 17.0, *), traits.{{property}} != .{{defaultCase}} { {{parameter}} = traits.{{property}} }
    {{/customTraits}}
        return appearanceIndex({{uiKitArguments}})
      }
    }

    extension UIColor {
      /// A dynamic color: UIKit calls it with the current trait collection and it returns `token`'s value there.
      {{access}} static func swatch(_ token: {{tokensNamespace}}.ColorToken) -> UIColor {
        let values = token.values
        return UIColor { traits in UIColor(swatch: values[{{tokensNamespace}}.appearanceIndex(traits)]) }
      }

      /// A fixed color with `value`'s components in its color space.
      {{access}} convenience init(swatch value: {{tokensNamespace}}.RGBA) {
        let (red, green, blue, alpha) = (CGFloat(value.red), CGFloat(value.green), CGFloat(value.blue), CGFloat(value.alpha))
        switch value.colorSpace {
        case .sRGB: self.init(red: red, green: green, blue: blue, alpha: alpha)
        case .displayP3: self.init(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
      }
    }

    extension {{tokensNamespace}}.ColorToken {
      /// The color in the appearance `traits` select, as a fixed `UIColor`.
      {{access}} func uiColor(in traits: UITraitCollection) -> UIColor {
        UIColor(swatch: self[appearanceIndex: {{tokensNamespace}}.appearanceIndex(traits)])
      }

      /// The color in the appearance `traits` select, as a `CGColor` for `CALayer` properties, which do not
      /// follow the appearance: set them again when it changes (`swatchObserveAppearance`).
      {{access}} func cgColor(in traits: UITraitCollection) -> CGColor { uiColor(in: traits).cgColor }
    }

    extension {{tokensNamespace}}.DynamicValue {
      /// The value in the appearance `traits` select, chosen as the dynamic colors choose theirs.
      {{access}} func resolved(with traits: UITraitCollection) -> Value {
        self[appearanceIndex: {{tokensNamespace}}.appearanceIndex(traits)]
      }
    }

    /// An observation `swatchObserveAppearance` started; it ends when this is released.
    {{access}} final class SwatchAppearanceObservation {
      private let token: (any NSObjectProtocol)?

      init(_ token: (any NSObjectProtocol)?) { self.token = token }

      deinit { token.map(NotificationCenter.default.removeObserver) }
    }

    extension UIView {
      /// Calls `apply` with this view's trait collection now, and again whenever it selects another appearance or
      /// the app's choice of custom traits changes: the place to set what does not follow the appearance by
      /// itself, such as `CALayer` colors, borders and shadows and dynamic values. Keep the returned observation
      /// as long as the view. Trait changes are observed with `registerForTraitChanges` on iOS 17 and later;
      /// before, also call `apply` from `traitCollectionDidChange(_:)`.
      {{access}} func swatchObserveAppearance(_ apply: @escaping @MainActor (UITraitCollection) -> Void)
        -> SwatchAppearanceObservation
      {
        apply(traitCollection)
        if #available(iOS 17.0, tvOS 17.0, *) {
          _ = registerForTraitChanges([{{uiKitObservedTraits}}]) { view, _ in apply(view.traitCollection) }
        }
    {{#hasCustomTraits}}
        let center = NotificationCenter.default
        let token = center.addObserver(forName: {{tokensNamespace}}.Current.didChangeNotification, object: nil, queue: .main) {
          [weak self] _ in
          MainActor.assumeIsolated {
            guard let self else { return }
            apply(self.traitCollection)
          }
        }
        return SwatchAppearanceObservation(token)
    {{/hasCustomTraits}}
    {{^hasCustomTraits}}
        return SwatchAppearanceObservation(nil)
    {{/hasCustomTraits}}
      }
    }
    {{#hasCustomTraits}}

    @available(iOS 17.0, tvOS 17.0, *)
    extension UIWindowScene {
      /// Makes this scene follow `{{tokensNamespace}}.Current`: its trait overrides take the app's choice now and
      /// on every change, so UIKit re-resolves every Swatch color in its windows and calls their
      /// `registerForTraitChanges` handlers. Call it once per scene, in `scene(_:willConnectTo:options:)`.
      {{access}} func swatchFollowCurrentTraits() {
        applySwatchCurrentTraits()
        let center = NotificationCenter.default
        _ = center.addObserver(forName: {{tokensNamespace}}.Current.didChangeNotification, object: nil, queue: .main) {
          [weak self] _ in
          MainActor.assumeIsolated { self?.applySwatchCurrentTraits() }
        }
      }

      private func applySwatchCurrentTraits() {
    {{#customTraits}}
        traitOverrides.{{property}} = {{tokensNamespace}}.Current.{{parameter}}
    {{/customTraits}}
      }
    }
    {{/hasCustomTraits}}

    {{#isNamespaceStyle}}
    /// The color tokens as dynamic colors that follow the appearance.
    {{/isNamespaceStyle}}
    {{uiKitContainer}} {
    {{#colors}}
    {{^isFirst}}

    {{/isFirst}}
    {{#accessorDoc}}
      ///{{.}}
    {{/accessorDoc}}
    {{#deprecated}}
      {{.}}
    {{/deprecated}}
    {{#isConstant}}
      {{access}} static var {{name}}: UIColor { UIColor({{uiKitArguments}}) }
    {{/isConstant}}
    {{^isConstant}}
      {{access}} static var {{name}}: UIColor { .swatch(.{{name}}) }
    {{/isConstant}}
    {{/colors}}
    }

    extension {{tokensNamespace}}.FontWeight {
      /// The UIKit weight nearest this CSS weight: 100 ultraLight, 200 thin, 300 light, 400 regular, 500 medium,
      /// 600 semibold, 700 bold, 800 heavy, 900 black.
      {{access}} var uiFontWeight: UIFont.Weight {
        switch rawValue {
        case ..<150: .ultraLight
        case ..<250: .thin
        case ..<350: .light
        case ..<450: .regular
        case ..<550: .medium
        case ..<650: .semibold
        case ..<750: .bold
        case ..<850: .heavy
        default: .black
        }
      }
    }

    {{#usesTypography}}
    extension {{tokensNamespace}}.Typography {
      /// The font: the first family of `appleFontStack` that is installed, in its face nearest `fontWeight` (or
      /// the font of that name), else the system font in `fontWeight` and the stack's design, at `fontSize` points
      /// (17 when the token has none). With `textStyle`, scaled for Dynamic Type as that text style scales, through
      /// `UIFontMetrics`.
      {{access}} func uiFont(scaledLike textStyle: UIFont.TextStyle? = nil, compatibleWith traits: UITraitCollection? = nil)
        -> UIFont
      {
        let size = fontSize ?? 17
        let weight = (fontWeight ?? {{tokensNamespace}}.FontWeight(rawValue: 400)).uiFontWeight
        let font = Self.uiFont(appleFontStack, size: size, weight: weight)
        guard let textStyle else { return font }
        return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font, compatibleWith: traits)
      }

      private static func uiFont(_ stack: (families: [String], design: String), size: CGFloat, weight: UIFont.Weight)
        -> UIFont
      {
        for family in stack.families {
          if !UIFont.fontNames(forFamilyName: family).isEmpty {
            let traits: [UIFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]
            return UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: family, .traits: traits]), size: size)
          }
          if let font = UIFont(name: family, size: size) { return font }
        }
        let system = UIFont.systemFont(ofSize: size, weight: weight)
        guard #available(iOS 13, tvOS 13, *) else { return system }
        let design: UIFontDescriptor.SystemDesign =
          switch stack.design {
          case "serif": .serif
          case "monospaced": .monospaced
          case "rounded": .rounded
          default: .default
          }
        return system.fontDescriptor.withDesign(design).map { UIFont(descriptor: $0, size: size) } ?? system
      }
    }

    {{/usesTypography}}
    {{#usesShadow}}
    extension {{tokensNamespace}} {
    {{#shadows}}
    {{#isVarying}}
      /// {{name}} in the appearance `traits` select, for `CALayer.applySwatchShadow(_:)`.
    {{#deprecated}}
      {{.}}
    {{/deprecated}}
      {{access}} static func {{name}}(_ traits: UITraitCollection) -> {{type}} { Dynamic.{{name}}.resolved(with: traits) }
    {{/isVarying}}
    {{/shadows}}
    }

    extension CALayer {
      /// Gives this layer the first outer layer of `shadows` (`blur` is twice `shadowRadius`). A `CGColor` does
      /// not follow the appearance, so pass the value for the view's traits (`{{tokensNamespace}}.name(traitCollection)`)
      /// and call this again when they change (`registerForTraitChanges`). A layer draws one shadow with no
      /// spread: further layers need sublayers, and inset layers are skipped.
      {{access}} func applySwatchShadow(_ shadows: [{{tokensNamespace}}.Shadow]) {
        guard let shadow = shadows.first(where: { !$0.inset }) else {
          shadowOpacity = 0
          return
        }
        let color = shadow.color
        shadowColor = UIColor(swatch: {{tokensNamespace}}.RGBA(color.colorSpace, color.red, color.green, color.blue, 1)).cgColor
        shadowOpacity = Float(color.alpha)
        shadowOffset = CGSize(width: shadow.offsetX, height: shadow.offsetY)
        shadowRadius = shadow.blur / 2
      }
    }
    {{#usesBorder}}

    extension CALayer {
      /// Gives this layer `border`'s color and width. A `CGColor` does not follow the appearance, so pass the
      /// value for the view's traits and call this again when they change (`swatchObserveAppearance`). A layer
      /// draws solid borders only.
      {{access}} func applySwatchBorder(_ border: {{tokensNamespace}}.Border) {
        borderColor = UIColor(swatch: border.color).cgColor
        borderWidth = border.width
      }
    }
    {{/usesBorder}}

    {{/usesShadow}}
    #elseif canImport(AppKit)
    import AppKit

    /// The platform's color class.
    {{access}} typealias {{platformColorAlias}} = NSColor

    extension {{tokensNamespace}} {
      /// The appearance `appearance` selects. {{appKitRule}}
      {{access}} static func appearanceIndex(_ appearance: NSAppearance) -> Int {
    {{#appKitUsesMatch}}
        let match = appearance.bestMatch(from: [
          .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
        ])
    {{/appKitUsesMatch}}
        return appearanceIndex({{appKitIndexArguments}})
      }
    }

    extension NSColor {
      /// A dynamic color: AppKit calls it with the current appearance and it returns `token`'s value there.
      {{access}} static func swatch(_ token: {{tokensNamespace}}.ColorToken) -> NSColor {
        let values = token.values
        return NSColor(name: nil) { appearance in NSColor(swatch: values[{{tokensNamespace}}.appearanceIndex(appearance)]) }
      }

      /// A fixed color with `value`'s components in its color space.
      {{access}} convenience init(swatch value: {{tokensNamespace}}.RGBA) {
        let (red, green, blue, alpha) = (CGFloat(value.red), CGFloat(value.green), CGFloat(value.blue), CGFloat(value.alpha))
        switch value.colorSpace {
        case .sRGB: self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
        case .displayP3: self.init(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
      }
    }

    extension {{tokensNamespace}}.ColorToken {
      /// The color in the appearance `appearance` selects, as a fixed `NSColor`.
      {{access}} func nsColor(in appearance: NSAppearance) -> NSColor {
        NSColor(swatch: self[appearanceIndex: {{tokensNamespace}}.appearanceIndex(appearance)])
      }

      /// The color in the appearance `appearance` selects, as a `CGColor` for `CALayer` properties, which do not
      /// follow the appearance: set them again in `viewDidChangeEffectiveAppearance()`.
      {{access}} func cgColor(in appearance: NSAppearance) -> CGColor { nsColor(in: appearance).cgColor }
    }

    extension {{tokensNamespace}}.DynamicValue {
      /// The value in the appearance `appearance` selects (a view's `effectiveAppearance`), chosen as the dynamic
      /// colors choose theirs.
      {{access}} func resolved(with appearance: NSAppearance) -> Value {
        self[appearanceIndex: {{tokensNamespace}}.appearanceIndex(appearance)]
      }
    }
    {{#hasCustomTraits}}

    extension NSWindow {
      /// Makes this window follow `{{tokensNamespace}}.Current`: on every change its views redraw, so AppKit
      /// resolves Swatch colors again, and get `viewDidChangeEffectiveAppearance()`, where views set what does
      /// not follow the appearance by itself (layer colors, dynamic values).
      {{access}} func swatchFollowCurrentTraits() {
        let center = NotificationCenter.default
        _ = center.addObserver(forName: {{tokensNamespace}}.Current.didChangeNotification, object: nil, queue: .main) {
          [weak self] _ in
          MainActor.assumeIsolated {
            guard let view = self?.contentView else { return }
            NSWindow.refreshSwatchViews(view)
          }
        }
      }

      private static func refreshSwatchViews(_ view: NSView) {
        view.needsDisplay = true
        view.viewDidChangeEffectiveAppearance()
        view.subviews.forEach(refreshSwatchViews)
      }
    }
    {{/hasCustomTraits}}

    {{#isNamespaceStyle}}
    /// The color tokens as dynamic colors that follow the appearance.
    {{/isNamespaceStyle}}
    {{appKitContainer}} {
    {{#colors}}
    {{^isFirst}}

    {{/isFirst}}
    {{#accessorDoc}}
      ///{{.}}
    {{/accessorDoc}}
    {{#deprecated}}
      {{.}}
    {{/deprecated}}
    {{#isConstant}}
      {{access}} static var {{name}}: NSColor { NSColor({{appKitArguments}}) }
    {{/isConstant}}
    {{^isConstant}}
      {{access}} static var {{name}}: NSColor { .swatch(.{{name}}) }
    {{/isConstant}}
    {{/colors}}
    }

    extension {{tokensNamespace}}.FontWeight {
      /// The AppKit weight nearest this CSS weight: 100 ultraLight, 200 thin, 300 light, 400 regular, 500 medium,
      /// 600 semibold, 700 bold, 800 heavy, 900 black.
      {{access}} var nsFontWeight: NSFont.Weight {
        switch rawValue {
        case ..<150: .ultraLight
        case ..<250: .thin
        case ..<350: .light
        case ..<450: .regular
        case ..<550: .medium
        case ..<650: .semibold
        case ..<750: .bold
        case ..<850: .heavy
        default: .black
        }
      }
    }

    #endif

    #if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || canImport(AppKit))
    import SwiftUI

    extension SwiftUI.Color {
      /// The SwiftUI color of a platform color, which keeps adapting to the appearance (the elevated level
      /// included, since UIKit resolves it).
      {{access}} init(swatch color: {{platformColorAlias}}) {
        #if canImport(UIKit) && !os(watchOS)
        self.init(uiColor: color)
        #else
        self.init(nsColor: color)
        #endif
      }
    }

    {{#isNamespaceStyle}}
    extension {{colorsNamespace}} {
      /// The same colors as SwiftUI colors: `.background({{colorsNamespace}}.Color.{{exampleName}})`.
      {{access}} enum Color {
    {{#colors}}
    {{^isFirst}}

    {{/isFirst}}
    {{#accessorDoc}}
        ///{{.}}
    {{/accessorDoc}}
    {{#deprecated}}
        {{.}}
    {{/deprecated}}
        {{access}} static var {{name}}: SwiftUI.Color { SwiftUI.Color(swatch: {{colorsNamespace}}.{{name}}) }
    {{/colors}}
      }
    }
    {{/isNamespaceStyle}}
    {{^isNamespaceStyle}}
    extension SwiftUI.Color {
    {{#colors}}
    {{^isFirst}}

    {{/isFirst}}
    {{#accessorDoc}}
      ///{{.}}
    {{/accessorDoc}}
    {{#deprecated}}
      {{.}}
    {{/deprecated}}
      {{access}} static var {{name}}: SwiftUI.Color { SwiftUI.Color(swatch: {{platformColorAlias}}.{{name}}) }
    {{/colors}}
    }
    {{/isNamespaceStyle}}

    /// The same colors where SwiftUI expects a shape style, as for an asset catalog's colors:
    /// `.foregroundStyle(.{{exampleName}})`. A token named like one of SwiftUI's own styles (`link`, `primary`, `red`)
    /// has no member here, so SwiftUI's keeps its meaning.
    extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {
    {{#colors}}
    {{#isShapeStyle}}
    {{#deprecated}}
      {{.}}
    {{/deprecated}}
      {{access}} static var {{name}}: SwiftUI.Color { SwiftUI.Color(swatch: {{#isNamespaceStyle}}{{colorsNamespace}}{{/isNamespaceStyle}}{{^isNamespaceStyle}}{{platformColorAlias}}{{/isNamespaceStyle}}.{{name}}) }
    {{/isShapeStyle}}
    {{/colors}}
    }

    {{#customTraits}}
    /// The `{{name}}` trait in the SwiftUI environment: the app's `{{tokensNamespace}}.Current.{{parameter}}` unless a
    /// view sets another (`.environment(\.{{property}}, …)`); on iOS 17 and later bridged to the UIKit trait.
    {{access}} struct {{traitType}}Key: EnvironmentKey {
      /// The app's choice.
      {{access}} static var defaultValue: {{tokensNamespace}}.{{typeName}} { {{tokensNamespace}}.Current.{{parameter}} }
    }

    #if canImport(UIKit) && !os(watchOS)
    @available(iOS 17.0, tvOS 17.0, *)
    extension {{traitType}}Key: UITraitBridgedEnvironmentKey {
      /// The trait collection's value where it sets one other than the default, else the app's choice.
      {{access}} static func read(from traitCollection: UITraitCollection) -> {{tokensNamespace}}.{{typeName}} {
        let value = traitCollection.{{property}}
        return value == .{{defaultCase}} ? {{tokensNamespace}}.Current.{{parameter}} : value
      }

      /// Sets the UIKit trait.
      {{access}} static func write(to mutableTraits: inout any UIMutableTraits, value: {{tokensNamespace}}.{{typeName}}) {
        mutableTraits.{{property}} = value
      }
    }
    #endif

    extension EnvironmentValues {
      /// The `{{name}}` trait: the app's `{{tokensNamespace}}.Current.{{parameter}}` unless a view sets another.
      {{access}} var {{property}}: {{tokensNamespace}}.{{typeName}} {
        get { self[{{traitType}}Key.self] }
        set { self[{{traitType}}Key.self] = newValue }
      }
    }

    {{/customTraits}}
    extension EnvironmentValues {
      /// The appearance the environment selects, by `{{tokensNamespace}}.appearanceIndex`: `colorScheme` and
      /// `colorSchemeContrast` select the appearance and contrast, the `swatch…` values the custom traits; SwiftUI
      /// has no elevated level, so the level takes its default.
      {{access}} var swatchAppearanceIndex: Int {
        {{tokensNamespace}}.appearanceIndex({{swiftUIArguments}})
      }
    }

    extension {{tokensNamespace}}.DynamicValue {
      /// The value in the appearance `environment` selects.
      {{access}} func resolved(in environment: EnvironmentValues) -> Value {
        self[appearanceIndex: environment.swatchAppearanceIndex]
      }
    }

    /// A dynamic value in the view's appearance, read from the environment, so the view updates when it changes:
    /// `@SwatchValue({{tokensNamespace}}.Dynamic.cornerRadius) var radius`.
    @propertyWrapper
    {{access}} struct SwatchValue<Value: Sendable>: DynamicProperty {
      @Environment(\.swatchAppearanceIndex) private var index
      private let value: {{tokensNamespace}}.DynamicValue<Value>

      /// Reads `value` in the view's appearance.
      {{access}} init(_ value: {{tokensNamespace}}.DynamicValue<Value>) { self.value = value }

      /// The value in the view's appearance.
      {{access}} var wrappedValue: Value { value[appearanceIndex: index] }
    }
    {{#hasCustomTraits}}

    /// `{{tokensNamespace}}.Current` for SwiftUI: an `ObservableObject` that publishes every change, however it was
    /// made. `.swatchCurrentTraits()` puts it in the environment.
    @MainActor
    {{access}} final class SwatchCurrentTraits: ObservableObject {
      /// The app's one choice.
      {{access}} static let shared = SwatchCurrentTraits()
      private var observer: (any NSObjectProtocol)?

      private init() {
        let center = NotificationCenter.default
        observer = center.addObserver(forName: {{tokensNamespace}}.Current.didChangeNotification, object: nil, queue: .main) {
          [weak self] _ in
          MainActor.assumeIsolated { self?.objectWillChange.send() }
        }
      }
    {{#customTraits}}

      /// `{{tokensNamespace}}.Current.{{parameter}}`.
      {{access}} var {{parameter}}: {{tokensNamespace}}.{{typeName}} {
        get { {{tokensNamespace}}.Current.{{parameter}} }
        set { {{tokensNamespace}}.Current.{{parameter}} = newValue }
      }
    {{/customTraits}}
    }

    extension View {
      /// Gives this view's subtree the app's choice of custom traits (`SwatchCurrentTraits`) as environment
      /// values, updated on every change, so `@SwatchValue`s and colors below follow it. Apply it once, at the root.
      {{access}} func swatchCurrentTraits() -> some View { modifier(SwatchCurrentTraitsModifier()) }
    }

    /// Writes the app's choice of custom traits into the environment and re-renders on every change.
    private struct SwatchCurrentTraitsModifier: ViewModifier {
      @ObservedObject private var current = SwatchCurrentTraits.shared

      func body(content: Content) -> some View {
        content{{#customTraits}}.environment(\.{{property}}, current.{{parameter}}){{/customTraits}}
      }
    }
    {{/hasCustomTraits}}

    extension {{tokensNamespace}}.FontWeight {
      /// The SwiftUI weight nearest this CSS weight: 100 ultraLight, 200 thin, 300 light, 400 regular, 500 medium,
      /// 600 semibold, 700 bold, 800 heavy, 900 black.
      {{access}} var fontWeight: SwiftUI.Font.Weight {
        switch rawValue {
        case ..<150: .ultraLight
        case ..<250: .thin
        case ..<350: .light
        case ..<450: .regular
        case ..<550: .medium
        case ..<650: .semibold
        case ..<750: .bold
        case ..<850: .heavy
        default: .black
        }
      }
    }
    {{#usesTypography}}

    extension {{tokensNamespace}}.Typography {
      /// The SwiftUI font: the first family of `appleFontStack` (SwiftUI uses the system font when it is not
      /// installed), or the system font in the stack's design, at `fontSize` points (17 when the token has none) in
      /// `fontWeight`. With `textStyle`, the size scales for Dynamic Type as that text style does: a stack of system
      /// names alone then names its first (`Font.custom`, which draws the system font and scales, in the default
      /// design: SwiftUI has no system font of a given size that scales in another).
      {{access}} func font(relativeTo textStyle: SwiftUI.Font.TextStyle? = nil) -> SwiftUI.Font {
        let size = fontSize ?? 17
        let weight = (fontWeight ?? {{tokensNamespace}}.FontWeight(rawValue: 400)).fontWeight
        let stack = appleFontStack
        let named = stack.families.first ?? (textStyle == nil ? nil : fontFamily?.first)
        guard let family = named else {
          let design: SwiftUI.Font.Design =
            switch stack.design {
            case "serif": .serif
            case "monospaced": .monospaced
            case "rounded": .rounded
            default: .default
            }
          return .system(size: size, weight: weight, design: design)
        }
        guard let textStyle else { return SwiftUI.Font.custom(family, fixedSize: size).weight(weight) }
        return SwiftUI.Font.custom(family, size: size, relativeTo: textStyle).weight(weight)
      }
    }
    {{/usesTypography}}
    {{#usesShadow}}

    extension View {
      /// Draws each outer layer of `shadows` with SwiftUI's `.shadow` (radius half the blur); SwiftUI shadows
      /// have no spread or inset, so those are left out. Pass the value for the current appearance.
      {{access}} func swatchShadow(_ shadows: [{{tokensNamespace}}.Shadow]) -> AnyView {
        shadows.filter { !$0.inset }.reduce(AnyView(self)) { view, layer in
          AnyView(
            view.shadow(
              color: SwiftUI.Color(swatch: {{platformColorAlias}}(swatch: layer.color)), radius: layer.blur / 2,
              x: layer.offsetX, y: layer.offsetY))
        }
      }
    }
    {{/usesShadow}}
    #endif

    """####,
    "swift/SwatchTokens.swift.mustache": ####"""
    {{#header}}// {{.}}
    {{/header}}
    // swift-format-ignore-file

    import Foundation

    /// Every token as plain values, on any platform (Linux included): the traits, each color in every
    /// appearance, and the non-color constants. Tests, server-side Swift and snapshot tools read colors here;
    /// apps use the dynamic colors in `{{colorsFile}}.swift`.
    {{access}} enum {{tokensNamespace}} {
    {{#traits}}
      /// The `{{name}}` trait{{#systemProperty}}, read from UIKit's `{{.}}`{{/systemProperty}}{{#customTraitType}}, a UIKit custom trait (`{{.}}`) on iOS 17 and later{{/customTraitType}}.
      {{access}} enum {{typeName}}: Int, CaseIterable, Sendable {
    {{#cases}}
        /// `{{value}}`{{#isDefault}}, the default{{/isDefault}}.
        case {{name}}
    {{/cases}}
      }

    {{/traits}}
      /// The position of the appearance combining these trait values in every `ColorToken.values`.
      {{access}} static func appearanceIndex({{indexParameters}}) -> Int {
        {{indexExpression}}
      }

      /// The color space of a color's components.
      {{access}} enum ColorSpace: String, Sendable {
        /// sRGB: `UIColor(red:green:blue:alpha:)`.
        case sRGB = "srgb"
        /// Display P3: `UIColor(displayP3Red:green:blue:alpha:)`.
        case displayP3 = "display-p3"
      }

      /// A color's components (0...1) in its color space, and its alpha.
      {{access}} struct RGBA: Hashable, Sendable {
        /// The space the components are in.
        {{access}} var colorSpace: ColorSpace
        /// The red component, 0...1.
        {{access}} var red: Double
        /// The green component, 0...1.
        {{access}} var green: Double
        /// The blue component, 0...1.
        {{access}} var blue: Double
        /// The opacity, 0...1.
        {{access}} var alpha: Double

        /// Creates a color.
        {{access}} init(_ colorSpace: ColorSpace, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
          (self.colorSpace, self.red, self.green, self.blue, self.alpha) = (colorSpace, red, green, blue, alpha)
        }
      }

      /// A font weight on the CSS scale, 100 (thin) to 900 (black).
      {{access}} struct FontWeight: Hashable, Sendable {
        /// The CSS weight.
        {{access}} var rawValue: Int

        /// Creates a weight.
        {{access}} init(rawValue: Int) { self.rawValue = rawValue }
      }

      /// A cubic Bézier timing curve's control points `(x1, y1)` and `(x2, y2)`.
      {{access}} struct CubicBezier: Hashable, Sendable {
        /// The first control point's x, 0...1.
        {{access}} var x1: Double
        /// The first control point's y.
        {{access}} var y1: Double
        /// The second control point's x, 0...1.
        {{access}} var x2: Double
        /// The second control point's y.
        {{access}} var y2: Double

        /// Creates a curve.
        {{access}} init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
          (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        }
      }

      /// A token whose value depends on the appearance, as a dynamic color does: its value in every appearance.
      /// `{{colorsFile}}.swift` resolves it for a `UITraitCollection`, an `NSAppearance` and the SwiftUI
      /// environment (`@SwatchValue`). Such tokens are the members of `Dynamic`.
      {{access}} struct DynamicValue<Value: Sendable>: Sendable {
        /// The value in every appearance, by `appearanceIndex`.
        {{access}} let values: [Value]

        /// Creates a value from its value in every appearance, by `appearanceIndex`.
        {{access}} init(_ values: [Value]) { self.values = values }

        /// The value in the appearance `index` selects, by `appearanceIndex`.
        {{access}} subscript(appearanceIndex index: Int) -> Value { values[index] }

        /// The value in the appearance combining these trait values; an omitted trait takes its default.
        {{access}} func resolved({{indexParameters}}) -> Value {
          values[{{tokensNamespace}}.appearanceIndex({{indexArguments}})]
        }
      }

      /// Every non-color token whose value differs between appearances, as a `DynamicValue`; tokens with one
      /// value are constants of `{{tokensNamespace}}`.
      {{access}} enum Dynamic {
    {{#dynamics}}
    {{^isFirst}}

    {{/isFirst}}
    {{#doc}}
        ///{{.}}
    {{/doc}}
    {{#deprecated}}
        {{.}}
    {{/deprecated}}
        {{access}} static let {{name}} = DynamicValue<{{type}}>([{{valuesText}}])
    {{/dynamics}}
      }

    {{#hasCustomTraits}}
      /// The app's choice of the custom traits, for themes picked at runtime: `{{tokensNamespace}}.Current.{{currentExample}}`.
      /// Dynamic colors and values use it wherever a trait collection does not set another value: on macOS,
      /// before iOS 17, in SwiftUI (`.swatchCurrentTraits()`) and in trait collections made by hand. A change posts
      /// `didChangeNotification`; `{{colorsFile}}.swift` turns it into trait overrides and redraws. Thread-safe.
      {{access}} enum Current {
        /// Posted after a value changed, on the thread that changed it, with no object.
        {{access}} static let didChangeNotification = Notification.Name("{{tokensNamespace}}.Current.didChange")
    {{#customTraits}}

        /// The app's `{{name}}`: `.{{defaultCase}}` until set.
        {{access}} static var {{parameter}}: {{typeName}} {
          get { {{typeName}}(rawValue: Storage.shared[{{position}}]) ?? .{{defaultCase}} }
          set { Storage.shared[{{position}}] = newValue.rawValue }
        }
    {{/customTraits}}

        /// The raw values, by custom trait, behind a lock; a change is posted outside it.
        private final class Storage: @unchecked Sendable {
          static let shared = Storage()
          private let lock = NSLock()
          private var rawValues = [Int](repeating: 0, count: {{customTraitCount}})

          subscript(position: Int) -> Int {
            get {
              lock.lock()
              defer { lock.unlock() }
              return rawValues[position]
            }
            set {
              lock.lock()
              let changed = rawValues[position] != newValue
              rawValues[position] = newValue
              lock.unlock()
              if changed { NotificationCenter.default.post(name: Current.didChangeNotification, object: nil) }
            }
          }
        }
      }

    {{/hasCustomTraits}}
    {{#usesTypography}}
      /// A typography token's members, each nil where the token leaves it out; sizes in points (1rem = 16pt).
      {{access}} struct Typography: Hashable, Sendable {
        /// The font families, most preferred first.
        {{access}} var fontFamily: [String]?
        /// The font size in points.
        {{access}} var fontSize: CGFloat?
        /// The weight.
        {{access}} var fontWeight: FontWeight?
        /// The tracking in points.
        {{access}} var letterSpacing: CGFloat?
        /// The line height as a multiple of the font size.
        {{access}} var lineHeight: Double?

        /// Creates a typography value.
        {{access}} init(
          fontFamily: [String]?, fontSize: CGFloat?, fontWeight: FontWeight?, letterSpacing: CGFloat?, lineHeight: Double?
        ) {
          (self.fontFamily, self.fontSize, self.fontWeight) = (fontFamily, fontSize, fontWeight)
          (self.letterSpacing, self.lineHeight) = (letterSpacing, lineHeight)
        }

        /// `fontFamily` as Apple's platforms read it: the families to look for, in order, up to the first name that
        /// stands for the system font, and that font's design (`default`, `serif`, `monospaced` or `rounded`). A CSS
        /// generic or system keyword (`system-ui`, `-apple-system`, `serif`) or the system font's own name
        /// (`SF Pro Text`, `New York`, `SF Mono`) is no font an app can load by name.
        {{access}} var appleFontStack: (families: [String], design: String) {
          var families: [String] = []
          for name in fontFamily ?? [] {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if let design = Self.systemFontDesigns[trimmed.lowercased()] { return (families, design) }
            if !trimmed.isEmpty { families.append(trimmed) }
          }
          return (families, "default")
        }

        /// The names that stand for the system font, lowercased, with its design.
        static let systemFontDesigns: [String: String] = [
          "system-ui": "default", "-apple-system": "default", "blinkmacsystemfont": "default",
          "ui-sans-serif": "default", "sans-serif": "default", "cursive": "default", "fantasy": "default",
          "emoji": "default", "math": "default", "fangsong": "default", ".applesystemuifont": "default",
          "sf pro": "default", "sf pro text": "default", "sf pro display": "default", "sf ui text": "default",
          "sf ui display": "default", "sf compact": "default", "sf compact text": "default",
          "sf compact display": "default", "san francisco": "default", "serif": "serif", "ui-serif": "serif",
          "new york": "serif", "monospace": "monospaced", "ui-monospace": "monospaced", "sf mono": "monospaced",
          "ui-rounded": "rounded", "sf pro rounded": "rounded", "sf compact rounded": "rounded",
        ]
      }

    {{/usesTypography}}
    {{#usesStrokeStyle}}
      /// A line style: a CSS keyword (`solid`, `dashed`, …), or dash and gap lengths with a line cap.
      {{access}} struct StrokeStyle: Hashable, Sendable {
        /// The keyword, or nil for dashes.
        {{access}} var keyword: String?
        /// Dash and gap lengths in points, alternating; empty for a keyword.
        {{access}} var dashArray: [CGFloat]
        /// `round`, `butt` or `square`; nil for a keyword.
        {{access}} var lineCap: String?

        /// A keyword style.
        {{access}} init(keyword: String) { (self.keyword, self.dashArray, self.lineCap) = (keyword, [], nil) }

        /// A dashed style.
        {{access}} init(dashArray: [CGFloat], lineCap: String) {
          (self.keyword, self.dashArray, self.lineCap) = (nil, dashArray, lineCap)
        }
      }

    {{/usesStrokeStyle}}
    {{#usesBorder}}
      /// A border: its color, width in points and line style.
      {{access}} struct Border: Hashable, Sendable {
        /// The color.
        {{access}} var color: RGBA
        /// The width in points.
        {{access}} var width: CGFloat
        /// The line style.
        {{access}} var style: StrokeStyle

        /// Creates a border.
        {{access}} init(color: RGBA, width: CGFloat, style: StrokeStyle) {
          (self.color, self.width, self.style) = (color, width, style)
        }
      }

    {{/usesBorder}}
    {{#usesShadow}}
      /// One shadow layer; a shadow token is a list of them, drawn first to last. Lengths in points.
      {{access}} struct Shadow: Hashable, Sendable {
        /// The color.
        {{access}} var color: RGBA
        /// The horizontal offset.
        {{access}} var offsetX: CGFloat
        /// The vertical offset.
        {{access}} var offsetY: CGFloat
        /// The blur radius, as CSS means it (twice a `CALayer` shadow radius).
        {{access}} var blur: CGFloat
        /// How far the shadow grows before blurring.
        {{access}} var spread: CGFloat
        /// Whether the shadow is drawn inside the shape.
        {{access}} var inset: Bool

        /// Creates a layer.
        {{access}} init(color: RGBA, offsetX: CGFloat, offsetY: CGFloat, blur: CGFloat, spread: CGFloat, inset: Bool) {
          (self.color, self.offsetX, self.offsetY, self.blur, self.spread, self.inset) =
            (color, offsetX, offsetY, blur, spread, inset)
        }
      }

    {{/usesShadow}}
    {{#usesGradient}}
      /// One stop of a gradient.
      {{access}} struct GradientStop: Hashable, Sendable {
        /// The color.
        {{access}} var color: RGBA
        /// Where the stop sits, 0...1.
        {{access}} var position: Double

        /// Creates a stop.
        {{access}} init(color: RGBA, position: Double) { (self.color, self.position) = (color, position) }
      }

    {{/usesGradient}}
    {{#usesTransition}}
      /// A transition: its duration and delay in seconds and its timing curve.
      {{access}} struct Transition: Hashable, Sendable {
        /// How long it runs, in seconds.
        {{access}} var duration: TimeInterval
        /// How long it waits first, in seconds.
        {{access}} var delay: TimeInterval
        /// The timing curve.
        {{access}} var timingFunction: CubicBezier

        /// Creates a transition.
        {{access}} init(duration: TimeInterval, delay: TimeInterval, timingFunction: CubicBezier) {
          (self.duration, self.delay, self.timingFunction) = (duration, delay, timingFunction)
        }
      }

    {{/usesTransition}}
      /// A color token: its path (the raw value) and its color in every appearance, read from `ColorTable`.
      {{access}} struct ColorToken: RawRepresentable, Hashable, CaseIterable, CustomStringConvertible, Sendable {
        /// The token's line in `ColorTable.tokens`.
        let row: Int

        private init(row: Int) { self.row = row }

        /// The token whose path is `rawValue`, if there is one.
        {{access}} init?(rawValue: String) {
          guard let row = ColorTable.shared.rows[rawValue] else { return nil }
          self.row = row
        }

        /// The token's path, such as `label.primary`.
        {{access}} var rawValue: String { ColorTable.shared.paths[row] }

        /// The token's path.
        {{access}} var description: String { rawValue }

        /// Every color token, in path order.
        {{access}} static var allCases: [ColorToken] { ColorTable.shared.paths.indices.map(ColorToken.init(row:)) }

        /// The color in every appearance, by `appearanceIndex`.
        {{access}} var values: [RGBA] { ColorTable.shared.values(row) }

        /// The color in the appearance `index` selects, by `appearanceIndex`.
        {{access}} subscript(appearanceIndex index: Int) -> RGBA { ColorTable.shared.value(row, appearance: index) }

        /// The color in the appearance combining these trait values; an omitted trait takes its default.
        {{access}} func resolved({{indexParameters}}) -> RGBA {
          ColorTable.shared.value(row, appearance: {{tokensNamespace}}.appearanceIndex({{indexArguments}}))
        }
    {{#colors}}

    {{#doc}}
        ///{{.}}
    {{/doc}}
    {{#deprecated}}
        {{.}}
    {{/deprecated}}
        {{access}} static var {{name}}: ColorToken { ColorToken(row: {{row}}) }
    {{/colors}}
      }

      /// The color tokens' paths and colors, parsed from the text below when a color is first read. Text is what
      /// keeps this file quick to compile: as `switch` cases or array literals, thousands of tokens cost the Swift
      /// compiler minutes.
      private final class ColorTable: Sendable {
        static let shared = ColorTable()
        /// Every color, by its line in `palette`.
        let colors: [RGBA]
        /// Every token's path, by row.
        let paths: [String]
        /// Every token's row, by path.
        let rows: [String: Int]
        /// Per token, its color's line in `palette` in each appearance: `appearances` numbers per row.
        let positions: [Int]
        static let appearances = {{appearanceCount}}

        private init() {
          colors = Self.palette.split(separator: "\n").map { line in
            let fields = line.split(separator: " ")
            let space: ColorSpace = fields[0] == "srgb" ? .sRGB : .displayP3
            return RGBA(space, Double(fields[1])!, Double(fields[2])!, Double(fields[3])!, Double(fields[4])!)
          }
          var paths: [String] = []
          var positions: [Int] = []
          // Split on bytes: a path may start with a combining mark, which joins the space before it into one
          // Character.
          for line in Self.tokens.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: Self.appearances)
            positions += fields.prefix(Self.appearances).map { Int(Substring($0))! }
            paths.append(String(Substring(fields[Self.appearances])))
          }
          self.paths = paths
          self.positions = positions
          rows = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
        }

        func value(_ row: Int, appearance: Int) -> RGBA {
          colors[positions[row * Self.appearances + appearance]]
        }

        func values(_ row: Int) -> [RGBA] {
          (0..<Self.appearances).map { value(row, appearance: $0) }
        }

        /// One color per line: `srgb` or `display-p3`, then red, green, blue and alpha, 0...1.
        private static let palette = """
    {{#palette}}
          {{.}}
    {{/palette}}
          """

        /// One token per line, in path order: its color's line in `palette` (from 0) in each appearance, by
        /// `appearanceIndex`, then its path.
        private static let tokens = """
    {{#colors}}
          {{tableLine}}
    {{/colors}}
          """
      }
    {{#constants}}

    {{^isVarying}}
    {{#doc}}
      ///{{.}}
    {{/doc}}
    {{/isVarying}}
    {{#isVarying}}
    {{#functionDoc}}
      ///{{.}}
    {{/functionDoc}}
    {{/isVarying}}
    {{#deprecated}}
      {{.}}
    {{/deprecated}}
    {{^isVarying}}
      {{access}} static let {{name}}: {{type}} = {{value}}
    {{/isVarying}}
    {{#isVarying}}
      {{access}} static func {{name}}({{indexParameters}}) -> {{type}} {
        Dynamic.{{name}}.resolved({{indexArguments}})
      }
    {{/isVarying}}
    {{/constants}}
    }

    """####,
  ]
}
