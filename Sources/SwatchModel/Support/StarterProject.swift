/// The project `swatch init` writes: a commented `swatch.yaml` and a small token set (a palette and
/// semantic colors with dark, high-contrast and elevated values) that builds and lints with no diagnostic,
/// its labels ruled against its backgrounds at 7:1 and 4.5:1.
public enum StarterProject {
  /// Every file, by path relative to the project folder, in the order they are written.
  public static let files: [(path: String, contents: String)] = [
    ("swatch.yaml", configuration), ("tokens/palette.yaml", palette), ("tokens/semantic.yaml", semantic),
  ]

  static let configuration = """
    # Swatch configuration. Paths are relative to this file. Reference: docs/cli.md in the Swatch repository.

    # Token files and folders, read recursively in sorted order (.yaml, .yml, .json).
    tokens: [tokens]

    # Traits, heaviest first; the first value of each is its default. Every combination is an appearance
    # (8 here), and a token's `$modes` keys name trait values in any order ("dark high-contrast").
    traits:
      appearance: [light, dark]
      contrast: [normal, high-contrast]
      level: [base, elevated]

    # What to build. Each output folder is Swatch's: it writes only files whose content changed.
    outputs:
      - { writer: swift, path: out/swift }        # SwatchTokens.swift (any platform) + SwatchColors.swift
      - { writer: xcassets, path: out/xcassets }  # SwatchColors.xcassets for Xcode
      - { writer: css, path: out/css }            # one stylesheet for every appearance
      - { writer: json, path: out/json }          # flat JSON, one object per appearance
      # - { writer: android, path: out/android }
      # - { writer: compose, path: out/compose, package: com.example.theme }

    # Warnings this project accepts, by id (ignore, warning or error). Asset catalogs have no elevated
    # variant, so the elevated backgrounds reach apps through SwatchColors.swift only.
    diagnostics:
      xcassets.unrepresentable: ignore

    # What `swatch lint` checks in every appearance. Text needs 7:1 against its background at small sizes
    # (AAA) and 4.5:1 at least (AA); large text and controls 3:1 (AA-large).
    lint:
      canvas: background.primary
      contrast:
        - { foreground: label.primary, background: "background.*", level: AAA }
        - { foreground: label.secondary, background: "background.*", level: AA }
        - { foreground: accent, background: "background.*", level: AA-large }

    """

  static let palette = """
    # The palette: raw colors with no meaning. UI code uses the semantic tokens, which pick from these.
    # Quote hex colors: in YAML an unquoted # starts a comment, so `blue: #007AFF` would be empty.
    palette:
      $type: color
      white: "#FFFFFF"
      black: "#000000"
      gray:
        light: "#F2F2F7"
        elevated: "#2C2C2E"
        secondary-text: "#5C5C61"
        dark: "#1C1C1E"
      blue:
        light: "#007AFF"
        dark: "#0A84FF"
        light-high-contrast: "#0040DD"
        dark-high-contrast: "#409CFF"

    """

  static let semantic = """
    # Semantic colors name a purpose and choose a palette color per appearance. `$value` is the default;
    # each `$modes` key names trait values, and the key naming the heaviest traits wins.
    background:
      $type: color
      primary:
        $description: The background of a screen.
        $value: "{palette.white}"
        $modes:
          dark: "{palette.black}"
          dark elevated: "{palette.gray.dark}"
      secondary:
        $description: Grouped content on top of the primary background.
        $value: "{palette.gray.light}"
        $modes:
          dark: "{palette.gray.dark}"
          dark elevated: "{palette.gray.elevated}"

    label:
      $type: color
      primary:
        $description: Text and icons.
        $value: "{palette.black}"
        $modes:
          dark: "{palette.white}"
      secondary:
        $description: Secondary text; more opaque with Increase Contrast.
        $value: "{palette.gray.secondary-text}"
        $modes:
          high-contrast: "{palette.black} / 80%"
          dark: "{palette.gray.light} / 65%"
          dark high-contrast: "{palette.gray.light} / 85%"

    accent:
      $type: color
      $description: Buttons, links and selection.
      $value: "{palette.blue.light}"
      $modes:
        dark: "{palette.blue.dark}"
        high-contrast: "{palette.blue.light-high-contrast}"
        dark high-contrast: "{palette.blue.dark-high-contrast}"

    """
}
