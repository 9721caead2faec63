// Generated from the repository's templates/ folder by `UPDATE_GOLDENS=1 swift test --filter BuiltinTemplates`.
// Do not edit: change the files in templates/ instead. A test fails when the two differ.

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
        <{{element}} name="{{name}}">{{value}}</{{element}}>
    {{/resources}}
    </resources>

    """####,
    "compose/Colors.kt.mustache": ####"""
    {{headerComment}}

    package {{package}}

    import android.app.UiModeManager
    import android.content.Context
    import android.os.Build
    import androidx.compose.foundation.isSystemInDarkTheme
    import androidx.compose.runtime.Composable
    import androidx.compose.runtime.CompositionLocalProvider
    import androidx.compose.runtime.Immutable
    import androidx.compose.runtime.staticCompositionLocalOf
    import androidx.compose.ui.graphics.Color
    import androidx.compose.ui.platform.LocalContext

    /** Every color token in one appearance. Read the current set with `Local{{prefix}}Colors.current`. */
    @Immutable
    class {{prefix}}Colors(
    {{#colors}}
    {{#description}}
        /** {{.}} */
    {{/description}}
        val {{name}}: Color{{^isLast}},{{/isLast}}
    {{/colors}}
    )

    /** One color set per appearance. */
    object {{prefix}}ColorSets {
    {{#sets}}
        /** {{appearance}} */
        val {{name}} = {{prefix}}Colors(
    {{#values}}
            {{name}} = {{value}}{{^isLast}},{{/isLast}}
    {{/values}}
        )
    {{/sets}}
    }
    {{#enums}}

    enum class {{type}} { {{#cases}}{{name}}{{^isLast}}, {{/isLast}}{{/cases}} }
    {{/enums}}

    /** One value of every trait; `colors` is its set. */
    @Immutable
    data class {{prefix}}Appearance(
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
    }

    /** The appearance in effect; {{prefix}}Theme provides it. */
    val Local{{prefix}}Appearance = staticCompositionLocalOf { {{prefix}}Appearance() }

    /** The color set in effect; {{prefix}}Theme provides it. */
    val Local{{prefix}}Colors = staticCompositionLocalOf { {{prefix}}ColorSets.{{defaultSet}} }
    {{#hasContrast}}

    /** Contrast levels at or above this count as high contrast (`UiModeManager.getContrast()`, -1…1, Android 14+). */
    const val HIGH_CONTRAST_THRESHOLD = 0.5f

    /** Whether the user raised the contrast level to at least HIGH_CONTRAST_THRESHOLD; false before Android 14. */
    @Composable
    fun isSystemInHighContrast(): Boolean {
        if (Build.VERSION.SDK_INT < 34) return false
        val manager = LocalContext.current.getSystemService(Context.UI_MODE_SERVICE) as UiModeManager
        return manager.contrast >= HIGH_CONTRAST_THRESHOLD
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
     * Provides the appearance and its colors to `content`. Page traits follow the system; scoped traits keep the
     * enclosing theme's value unless given, so a dialog's content is wrapped in `{{prefix}}Theme(elevated = true)`.
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
    @layer swatch-page, swatch-scope;

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

    """####,
    "example/tokens.txt.mustache": ####"""
    {{#header}}
    # {{.}}
    {{/header}}

    {{#tokens}}
    {{path}} ({{type}}): {{value.text}}
    {{/tokens}}

    """####,
  ]
}
