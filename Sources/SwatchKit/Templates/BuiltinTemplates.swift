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
