#!/usr/bin/env bash
# The generated Swift compiles with zero warnings in Swift 6 mode and resolves every color as Swatch does:
# the platform-neutral file alone (as on Linux), and with stub UIKit+SwiftUI and AppKit+SwiftUI modules
# (Tests/AppleStubs) in every trait combination; for the repository's tokens and for the custom-trait fixture.
# The asset catalogs are checked by check_xcassets.py; image accessors run against a generated catalog.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v swiftc >/dev/null || ! command -v python3 >/dev/null; then
  [ -n "${CI:-}" ] && { echo "error: swiftc and python3 are required" >&2; exit 1; }
  echo "skipping: swiftc or python3 not found"; exit 0
fi
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-swift-version 6 -warnings-as-errors)

# Stub modules: UIKit (+ SwiftUI over it) and AppKit (+ SwiftUI over it), each set in its own folder, the two
# sets at once.
stub() { # folder module source
  swiftc "${flags[@]}" -parse-as-library -emit-library -static -emit-module -module-name "$2" \
    -I "$1" -o "$1/lib$2.a" -emit-module-path "$1/$2.swiftmodule" "Tests/AppleStubs/$2/$2.swift"
}
mkdir -p "$work/uikit" "$work/appkit"
(stub "$work/uikit" UIKit && stub "$work/uikit" SwiftUI) &
uikit_stubs=$!
stub "$work/appkit" AppKit && stub "$work/appkit" SwiftUI
wait "$uikit_stubs"

check() { # name config-or-empty swift-dir driver-defines...
  local name=$1 config=$2 dir=$3; shift 3
  local resolved="$work/$name.json"
  "$swatch" resolve ${config:+--config "$config"} --format json >"$resolved"
  echo "--- $name: Linux (no UIKit/AppKit)"
  swiftc "${flags[@]}" "$@" -o "$work/$name-linux" "$dir/SwatchTokens.swift" "$dir/SwatchColors.swift" \
    Tests/AppleStubs/Driver/main.swift
  "$work/$name-linux" >"$work/$name-linux.txt"
  python3 .ci/checks/compare_apple.py "$resolved" "$work/$name-linux.txt" table resolved
  for platform in uikit appkit; do
    echo "--- $name: $platform stubs"
    local libs=(-lSwiftUI -lUIKit); [ $platform = appkit ] && libs=(-lSwiftUI -lAppKit)
    swiftc "${flags[@]}" "$@" -I "$work/$platform" -L "$work/$platform" "${libs[@]}" -o "$work/$name-$platform" \
      "$dir/SwatchTokens.swift" "$dir/SwatchColors.swift" Tests/AppleStubs/Driver/main.swift
    "$work/$name-$platform" >"$work/$name-$platform.txt"
    local routes=(table resolved uikit swiftui); [ $platform = appkit ] && routes=(table resolved appkit)
    python3 .ci/checks/compare_apple.py "$resolved" "$work/$name-$platform.txt" "${routes[@]}"
  done
}

[ -f out/swift/SwatchTokens.swift ] || "$swatch" build >/dev/null
fixture=Tests/SwatchKitTests/Fixtures/Cases/apple-custom-trait
bench="${SWATCH_BENCH:-$(swift build --show-bin-path)/swatch-bench}"
[ -x "$bench" ] || swift build --product swatch-bench >/dev/null

# The custom-trait fixture with text of its `swatch.yaml` replaced: each variant builds, holds the line the change
# must give (`grep -qF`), and type-checks on Linux and against both stub sets.
variant() { # name old-text new-text expected-line
  cp -R "$fixture" "$work/$1"
  rm -rf "$work/$1/expected"
  python3 -c 'import sys; p, o, n = sys.argv[1:4]; t = open(p).read(); assert o in t; open(p, "w").write(t.replace(o, n))' \
    "$work/$1/swatch.yaml" "$2" "$3"
  "$swatch" build --config "$work/$1/swatch.yaml" >/dev/null 2>&1
  local files=("$work/$1/out/swift/SwatchTokens.swift" "$work/$1/out/swift/SwatchColors.swift")
  grep -qF "$4" "${files[0]}"
  swiftc "${flags[@]}" -typecheck "${files[@]}"
  swiftc "${flags[@]}" -typecheck -I "$work/uikit" "${files[@]}"
  swiftc "${flags[@]}" -typecheck -I "$work/appkit" "${files[@]}"
}

default_tokens() {
  check default "" out/swift -D SWATCH_MOTION
  python3 .ci/checks/check_xcassets.py "$work/default.json" out/xcassets/SwatchColors.xcassets
}

# Platform enums (tokens/system.yaml, docs/platform-enums.md): the keyboard appearance and status bar style
# compile with the rest on Linux (where the file is empty) and against the UIKit stubs, where a light and a
# dark trait collection give UIKit's cases, compared with PlatformEnums/expected-uikit.txt.
platform_enums() {
  enums=(out/swift/SwatchTokens.swift out/swift/SwatchColors.swift "out/swift/SwatchTokens+PlatformEnums.swift")
  swiftc "${flags[@]}" -typecheck "${enums[@]}"
  swiftc "${flags[@]}" -I "$work/uikit" -L "$work/uikit" -lSwiftUI -lUIKit -o "$work/enums-uikit" "${enums[@]}" \
    Tests/AppleStubs/PlatformEnums/main.swift
  "$work/enums-uikit" | diff -u Tests/AppleStubs/PlatformEnums/expected-uikit.txt -
  swiftc "${flags[@]}" -typecheck -I "$work/appkit" "${enums[@]}"
  echo "--- platform enums: UIKeyboardAppearance and UIStatusBarStyle per appearance; Linux and AppKit compile"
}

# Accessibility traits (Fixtures/Cases/web-android-accessibility-traits, docs/accessibility-traits.md):
# followAccessibilitySettings() sets the motion and transparency traits from the stub UIKit's settings, at
# launch and on each change notification, and the dynamic values follow (Accessibility/expected-uikit.txt).
accessibility_traits() {
  cp -R Tests/SwatchKitTests/Fixtures/Cases/web-android-accessibility-traits "$work/accessibility"
  rm -rf "$work/accessibility/expected"
  "$swatch" build --config "$work/accessibility/swatch.yaml" >/dev/null 2>&1
  a11y=("$work/accessibility/out/swift/SwatchTokens.swift" "$work/accessibility/out/swift/SwatchColors.swift"
    "$work/accessibility/out/swift/SwatchTokens+Accessibility.swift")
  swiftc "${flags[@]}" -typecheck "${a11y[@]}"
  swiftc "${flags[@]}" -typecheck -I "$work/appkit" "${a11y[@]}"
  swiftc "${flags[@]}" -I "$work/uikit" -L "$work/uikit" -lSwiftUI -lUIKit -o "$work/a11y-uikit" "${a11y[@]}" \
    Tests/AppleStubs/Accessibility/main.swift
  "$work/a11y-uikit" | diff -u Tests/AppleStubs/Accessibility/expected-uikit.txt -
  echo "--- accessibility traits: Reduce Motion and Reduce Transparency set the traits; Linux and AppKit compile"
}

# Materials (Fixtures/Cases/web-android-materials, docs/materials.md): the blur styles, effects and SwiftUI materials each
# token gives in light and dark with Reduce Transparency off and on (the `transparency` trait then draws the
# opaque fallback), run against the UIKit and AppKit stubs (Materials/expected-<uikit|appkit>.txt); the repository's
# own materials file compiles on Linux and against both stubs.
materials() {
  cp -R Tests/SwatchKitTests/Fixtures/Cases/web-android-materials "$work/materials"
  rm -rf "$work/materials/expected"
  "$swatch" build --config "$work/materials/swatch.yaml" >/dev/null 2>&1
  m="$work/materials/out/swift"
  materials=("$m/SwatchTokens.swift" "$m/SwatchColors.swift" "$m/SwatchTokens+Accessibility.swift" "$m/SwatchTokens+Materials.swift")
  swiftc "${flags[@]}" -typecheck "${materials[@]}"
  for platform in uikit appkit; do
    libs=(-lSwiftUI -lUIKit); [ $platform = appkit ] && libs=(-lSwiftUI -lAppKit)
    swiftc "${flags[@]}" -I "$work/$platform" -L "$work/$platform" "${libs[@]}" -o "$work/materials-$platform" \
      "${materials[@]}" Tests/AppleStubs/Materials/main.swift
    "$work/materials-$platform" | diff -u "Tests/AppleStubs/Materials/expected-$platform.txt" -
  done
  own=(out/swift/SwatchTokens.swift out/swift/SwatchColors.swift "out/swift/SwatchTokens+Materials.swift")
  swiftc "${flags[@]}" -typecheck "${own[@]}"
  swiftc "${flags[@]}" -typecheck -I "$work/uikit" "${own[@]}"
  swiftc "${flags[@]}" -typecheck -I "$work/appkit" "${own[@]}"
  echo "--- materials: UIBlurEffect, UIVibrancyEffect, NSVisualEffectView and SwiftUI Material per appearance and Reduce Transparency"

  fixture=Tests/SwatchKitTests/Fixtures/Cases/apple-custom-trait
}

custom_trait() {
  cp -R "$fixture" "$work/custom-trait"
  rm -rf "$work/custom-trait/expected"
  "$swatch" build --config "$work/custom-trait/swatch.yaml" >/dev/null 2>&1
  check custom-trait "$work/custom-trait/swatch.yaml" "$work/custom-trait/out/swift" -D SWATCH_THEME
  python3 .ci/checks/check_xcassets.py "$work/custom-trait.json" "$work/custom-trait/out/xcassets/SwatchColors.xcassets"
}

# Declared in another order (the team's trait first, contrast before appearance): every call passes its labeled
# arguments in the order `appearanceIndex` declares them.
trait_variants() {
  variant trait-order \
    $'  appearance: [light, dark]\n  contrast: [normal, high-contrast]\n  level: [base, elevated]\n  theme: [standard, sepia]\n' \
    $'  theme: [standard, sepia]\n  level: [base, elevated]\n  contrast: [normal, high-contrast]\n  appearance: [light, dark]\n' \
    'appearanceIndex(theme: Theme = .standard, level: Level = .base, contrast: Contrast = .normal'
  echo "--- trait order: theme, level, contrast, appearance compile on Linux and against both stub sets"
  # A trait named like a type the files declare (a Figma collection `Typography`) is `TypographyTrait` everywhere.
  variant typography-trait '  theme: [' '  Typography: [' 'public enum TypographyTrait: Int'
  echo "--- trait named Typography: TypographyTrait compiles on Linux and against both stub sets"
  # So is one named like a standard type the files name (`String`).
  variant string-trait '  theme: [' '  String: [' 'public enum StringTrait: Int'
  echo "--- trait named String: StringTrait compiles on Linux and against both stub sets"
}

# Images (Fixtures/Cases/apple-image-variants): SwatchImages.swift compiles on Linux and against both stub sets;
# run against the case's own asset catalog (the stubs' `UIImage(named:)` reads its Contents.json), the UIKit
# accessor's UIImageAsset gives, in each of the 16 appearances (elevated level and the custom theme included),
# a byte copy of the token's file, and AppKit and SwiftUI name the base set (compare_images.py).
images() {
  cp -R Tests/SwatchKitTests/Fixtures/Cases/apple-image-variants "$work/images"
  rm -rf "$work/images/expected"
  "$swatch" build --config "$work/images/swatch.yaml" >/dev/null
  "$swatch" resolve --config "$work/images/swatch.yaml" --format json >"$work/images.json"
  catalog="$work/images/out/xcassets/SwatchColors.xcassets"
  python3 .ci/checks/check_xcassets.py "$work/images.json" "$catalog"
  swiftc "${flags[@]}" -o "$work/images-linux" "$work/images/out/swift/"*.swift Tests/AppleStubs/Images/main.swift
  "$work/images-linux" | grep -qx $'bundle\ttrue'
  for platform in uikit appkit; do
    libs=(-lSwiftUI -lUIKit); [ $platform = appkit ] && libs=(-lSwiftUI -lAppKit)
    swiftc "${flags[@]}" -I "$work/$platform" -L "$work/$platform" "${libs[@]}" -o "$work/images-$platform" \
      "$work/images/out/swift/"*.swift Tests/AppleStubs/Images/main.swift
    (cd "$work/images" && "$work/images-$platform" "$catalog" >"$work/images-$platform.txt")
    (cd "$work/images" && python3 "$OLDPWD/.ci/checks/compare_images.py" "$work/images.json" "$catalog" \
      "$work/images-$platform.txt" $platform)
  done
}

# A project with no color tokens (only dimensions) still compiles, on Linux and against both stub sets.
no_colors() {
  mkdir -p "$work/no-colors/tokens"
  printf 'space:\n  $type: dimension\n  small: 4px\n  large: 1rem\n' >"$work/no-colors/tokens/space.yaml"
  printf 'tokens: [tokens]\noutputs:\n  - { writer: swift, path: out }\n' >"$work/no-colors/swatch.yaml"
  "$swatch" build --config "$work/no-colors/swatch.yaml" >/dev/null
  swiftc "${flags[@]}" -typecheck "$work/no-colors/out/SwatchTokens.swift" "$work/no-colors/out/SwatchColors.swift"
  for platform in uikit appkit; do
    swiftc "${flags[@]}" -typecheck -I "$work/$platform" \
      "$work/no-colors/out/SwatchTokens.swift" "$work/no-colors/out/SwatchColors.swift"
  done
  echo "--- no-colors: compiles on Linux and against the UIKit and AppKit stubs"
}

# $deprecated (Fixtures/Cases/deprecated-outputs): the generated files compile without a warning although they
# mark members deprecated, and code using one gets the compiler's deprecation warning with the token's reason.
deprecated() {
  cp -R Tests/SwatchKitTests/Fixtures/Cases/deprecated-outputs "$work/deprecated"
  rm -rf "$work/deprecated/expected"
  "$swatch" build --config "$work/deprecated/swatch.yaml" >/dev/null 2>&1
  deprecated=("$work/deprecated/out/swift/SwatchTokens.swift" "$work/deprecated/out/swift/SwatchColors.swift")
  swiftc "${flags[@]}" -typecheck "${deprecated[@]}"
  for platform in uikit appkit; do swiftc "${flags[@]}" -typecheck -I "$work/$platform" "${deprecated[@]}"; done
  printf 'import UIKit\nlet color = SwatchColors.colorOld\nlet gap = SwatchTokens.sizeGap()\n' >"$work/deprecated/use.swift"
  swiftc -swift-version 6 -typecheck -I "$work/uikit" "${deprecated[@]}" "$work/deprecated/use.swift" \
    2>"$work/deprecated/warnings.txt"
  grep -q "'colorOld' is deprecated: use \"color.new\" \*/ -- \$x" "$work/deprecated/warnings.txt"
  grep -q "'sizeGap(appearance:)' is deprecated: use spacing.md" "$work/deprecated/warnings.txt"
  echo "--- deprecated: compiles warning-free; a use warns with the token's reason"
}

# Builds Fixtures/Cases/<case> into $work/<name> and runs its Swift files with Tests/AppleStubs/<driver>/main.swift on
# Linux and against both stub sets, each output compared with the driver's expected-<linux|uikit|appkit>.txt.
run_case() { # name case driver
  cp -R "Tests/SwatchKitTests/Fixtures/Cases/$2" "$work/$1"
  rm -rf "$work/$1/expected"
  "$swatch" build --config "$work/$1/swatch.yaml" >/dev/null
  local files=("$work/$1/out/swift/SwatchTokens.swift" "$work/$1/out/swift/SwatchColors.swift"
    "Tests/AppleStubs/$3/main.swift")
  swiftc "${flags[@]}" -o "$work/$1-linux" "${files[@]}"
  "$work/$1-linux" | diff -u "Tests/AppleStubs/$3/expected-linux.txt" -
  local platform libs
  for platform in uikit appkit; do
    libs=(-lSwiftUI -lUIKit); [ $platform = appkit ] && libs=(-lSwiftUI -lAppKit)
    swiftc "${flags[@]}" -I "$work/$platform" -L "$work/$platform" "${libs[@]}" -o "$work/$1-$platform" "${files[@]}"
    "$work/$1-$platform" | diff -u "Tests/AppleStubs/$3/expected-$platform.txt" -
  done
}

# Composites (typography, shadows, borders, …) from Fixtures/Cases/composites-all-writers: the value types,
# UIFont/SwiftUI Font with Dynamic Type, CALayer and SwiftUI shadows, checked on Linux and both stub sets.
composites() {
  run_case composites composites-all-writers Composites
  echo "--- composites: compile and give the expected fonts and shadows on Linux and against both stub sets"
}

# `Text("Hi").foregroundStyle(.labelPrimary)` compiles beside the `Color` members (no ambiguity), leaves
# SwiftUI's own `.link` and `.primary` alone and resolves as the color does; for both styles and both stub sets.
shape_styles() {
  mkdir -p "$work/shape-style"
  cp -R tokens "$work/shape-style/tokens"
  printf 'tokens: [tokens]\ntraits: {appearance: [light, dark], contrast: [normal, high-contrast], level: [base, elevated], motion: [full-motion, reduced-motion]}\n' \
    >"$work/shape-style/extensions.yaml"
  printf 'outputs: [{ writer: swift, path: out, style: extensions }]\n' >>"$work/shape-style/extensions.yaml"
  "$swatch" build --config "$work/shape-style/extensions.yaml" >/dev/null
  for platform in uikit appkit; do
    libs=(-lSwiftUI -lUIKit); [ $platform = appkit ] && libs=(-lSwiftUI -lAppKit)
    swiftc "${flags[@]}" -I "$work/$platform" -L "$work/$platform" "${libs[@]}" -o "$work/shape-style/namespace-$platform" \
      out/swift/SwatchTokens.swift out/swift/SwatchColors.swift Tests/AppleStubs/ShapeStyle/main.swift
    "$work/shape-style/namespace-$platform"
    swiftc "${flags[@]}" -D SWATCH_EXTENSIONS -I "$work/$platform" -L "$work/$platform" "${libs[@]}" \
      -o "$work/shape-style/extensions-$platform" "$work/shape-style/out/SwatchTokens.swift" \
      "$work/shape-style/out/SwatchColors.swift" Tests/AppleStubs/ShapeStyle/main.swift
    "$work/shape-style/extensions-$platform"
  done
  echo "--- shape styles: .foregroundStyle(.labelPrimary) compiles and resolves, namespace and extensions, both stub sets"
}

# The runtime (Fixtures/Cases/swift-runtime-theme): dynamic values of every type, the app-chosen theme at runtime
# (`SwatchTokens.Current`), CGColor helpers, scene and window refresh, SwiftUI `@SwatchValue` and the environment
# bridge, run on Linux and against both stub sets and compared with Runtime/expected-<platform>.txt.
runtime() {
  run_case runtime swift-runtime-theme Runtime
  echo "--- runtime: a theme switch changes dynamic colors and values; CGColor helpers; on Linux and both stub sets"
  # The same tokens with every naming option changed (extensions style, internal access, other namespaces, a
  # prefix) still type-check on Linux and against both stub sets.
  options="$work/runtime/options.yaml"
  printf 'tokens: [tokens]\ntraits: {appearance: [light, dark], contrast: [normal, high-contrast], theme: [standard, sepia]}\n' \
    >"$options"
  printf 'outputs: [{ writer: swift, path: out/options, style: extensions, access: internal, tokensNamespace: DS,' >>"$options"
  printf ' namespace: DSColors, prefix: ds }]\n' >>"$options"
  "$swatch" build --config "$options" >/dev/null
  swiftc "${flags[@]}" -typecheck "$work/runtime/out/options/"*.swift
  for platform in uikit appkit; do swiftc "${flags[@]}" -typecheck -I "$work/$platform" "$work/runtime/out/options/"*.swift; done
  echo "--- runtime with style: extensions, access: internal, other namespaces and a prefix: type-checks"
}

# Descriptions, names and strings holding every line terminator and comment closer
# (Fixtures/Cases/hostile-text) still give Swift that parses, compiles and resolves every color as Swatch does.
hostile_text() {
  cp -R Tests/SwatchKitTests/Fixtures/Cases/hostile-text "$work/hostile"
  rm -rf "$work/hostile/expected"
  "$swatch" build --config "$work/hostile/swatch.yaml" >/dev/null 2>&1
  swiftc -parse "$work/hostile/out/swift/SwatchTokens.swift" "$work/hostile/out/swift/SwatchColors.swift"
  check hostile "$work/hostile/swatch.yaml" "$work/hostile/out/swift"
}

# Text styles (Fixtures/Cases/text-styles, docs/text-styles.md): `SwatchTokens+TextStyles.swift` compiles on Linux
# (where it is empty) and against both stub sets, where TextStyles/main.swift draws each style's attributes in a
# light and a dark appearance: the foreground color must be dynamic and resolve differently in each (the driver
# stops otherwise), the UIKit font scales for Dynamic Type, and the output matches expected-<platform>.txt.
# The same tokens with `style: extensions` and a prefix, and the repository's tokens (`text.body`), type-check.
text_styles() {
  cp -R Tests/SwatchKitTests/Fixtures/Cases/text-styles "$work/text-styles"
  rm -rf "$work/text-styles/expected"
  "$swatch" build --config "$work/text-styles/swatch.yaml" >/dev/null 2>&1
  styled=("$work/text-styles/out/swift/"*.swift Tests/AppleStubs/TextStyles/main.swift)
  swiftc "${flags[@]}" -o "$work/text-styles-linux" "${styled[@]}"
  "$work/text-styles-linux" >/dev/null
  for platform in uikit appkit; do
    libs=(-lSwiftUI -lUIKit); [ $platform = appkit ] && libs=(-lSwiftUI -lAppKit)
    swiftc "${flags[@]}" -I "$work/$platform" -L "$work/$platform" "${libs[@]}" -o "$work/text-styles-$platform" \
      "${styled[@]}"
    "$work/text-styles-$platform" | diff -u "Tests/AppleStubs/TextStyles/expected-$platform.txt" -
  done
  printf 'tokens: [tokens]\ntraits: {appearance: [light, dark]}\n' >"$work/text-styles/extensions.yaml"
  printf 'outputs: [{ writer: swift, path: out/extensions, style: extensions, prefix: ds, access: internal }]\n' \
    >>"$work/text-styles/extensions.yaml"
  "$swatch" build --config "$work/text-styles/extensions.yaml" >/dev/null 2>&1
  for platform in uikit appkit; do
    swiftc "${flags[@]}" -typecheck -I "$work/$platform" "$work/text-styles/out/extensions/"*.swift
    swiftc "${flags[@]}" -typecheck -I "$work/$platform" out/swift/SwatchTokens.swift out/swift/SwatchColors.swift \
      "out/swift/SwatchTokens+TextStyles.swift"
  done
  echo "--- text styles: the foreground color resolves per appearance in UIKit, AppKit and SwiftUI; fonts, kern, line height"
}

# A generated 1,000-token set (about 950 colors, 7,600 values) through the text tables, on Linux.
scale() {
  "$bench" --generate-only --tokens 1000 --directory "$work/bench" >/dev/null
  scale="$work/bench/tokens-1000"
  printf 'tokens: [tokens]\noutputs: [{ writer: swift, path: out/swift }]\n' >"$scale/swift.yaml"
  "$swatch" build --config "$scale/swift.yaml" >/dev/null
  "$swatch" resolve --config "$scale/swift.yaml" --format json >"$work/scale.json"
  echo "--- scale: Linux (no UIKit/AppKit)"
  swiftc "${flags[@]}" -o "$work/scale-linux" "$scale/out/swift/SwatchTokens.swift" "$scale/out/swift/SwatchColors.swift" \
    Tests/AppleStubs/Driver/main.swift
  "$work/scale-linux" >"$work/scale-linux.txt"
  python3 .ci/checks/compare_apple.py "$work/scale.json" "$work/scale-linux.txt" table resolved
  for platform in uikit appkit; do
    swiftc "${flags[@]}" -typecheck -I "$work/$platform" "$scale/out/swift/SwatchTokens.swift" \
      "$scale/out/swift/SwatchColors.swift"
  done
  echo "--- scale: type-checks against the UIKit and AppKit stubs"
}

# The sections above share only the stubs, out/ and the functions above, and write under $work each in a folder
# of its own, so they run as many at a time as there are cores (a swiftc keeps about one busy). Each writes a log
# printed in this order once all have finished; a section stops at its first failure, and fails the check.
run_sections() { # section...
  local name running=0 failed=()
  for name in "$@"; do
    if [ "$running" -ge "$(nproc)" ]; then
      wait -n
      running=$((running - 1))
    fi
    { set +e; (set -e; "$name") >"$work/$name.log" 2>&1; echo $? >"$work/$name.status"; } &
    running=$((running + 1))
  done
  wait
  for name in "$@"; do
    cat "$work/$name.log"
    [ "$(cat "$work/$name.status")" = 0 ] || failed+=("$name")
  done
  [ "${#failed[@]}" -eq 0 ] || { echo "error: failed: ${failed[*]}" >&2; exit 1; }
}
run_sections default_tokens platform_enums accessibility_traits materials custom_trait trait_variants \
  images no_colors deprecated composites shape_styles runtime hostile_text text_styles scale
