/// The project `swatch init` writes: a commented `swatch.yaml` and a small token set (a palette and
/// semantic colors with dark, high-contrast and elevated values) that builds cleanly with every writer it
/// names.
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
        mid: "#8E8E93"
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
      secondary:
        $description: Grouped content on top of the primary background.
        $value: "{palette.gray.light}"
        $modes:
          dark: "{palette.gray.dark}"

    label:
      $type: color
      primary:
        $description: Text and icons.
        $value: "{palette.black}"
        $modes:
          dark: "{palette.white}"
      secondary:
        $description: Secondary text; more opaque with Increase Contrast.
        $value: "{palette.gray.mid} / 60%"
        $modes:
          high-contrast: "{palette.gray.mid} / 80%"
          dark: "{palette.gray.light} / 60%"
          dark high-contrast: "{palette.gray.light} / 80%"

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
