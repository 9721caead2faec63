/// The imports of the Compose file: what every file needs, then what its tokens' types and traits need.
extension ComposeContext {
  /// `imports`: the fully qualified names the file imports, sorted, each once.
  var imports: [String] {
    var names: Set<String> = [
      "androidx.compose.foundation.isSystemInDarkTheme", "androidx.compose.runtime.Composable",
      "androidx.compose.runtime.CompositionLocalProvider", "androidx.compose.runtime.Immutable",
      "androidx.compose.runtime.staticCompositionLocalOf", "androidx.compose.ui.graphics.Color",
    ]
    if parameters.contains(where: { $0.defaultValue == "isSystemInHighContrast()" }) {
      names.formUnion(
        [
          "android.app.UiModeManager", "android.content.Context", "android.os.Build",
          "androidx.compose.runtime.DisposableEffect", "androidx.compose.runtime.mutableStateOf",
          "androidx.compose.runtime.remember", "androidx.compose.ui.platform.LocalContext",
        ])
    }
    if !wideColorTokens.isEmpty
      || graph.tokens.contains(where: { $0.values.contains(where: ComposeValue.holdsWideColor) })
    {
      names.insert("androidx.compose.ui.graphics.colorspace.ColorSpaces")
    }
    for type in Set(graph.tokens.map(\.type)) { names.formUnion(Self.imports(for: type)) }
    if valueTokens.contains(where: { ComposeValue.scalarType(graph.tokens[$0]) == "TextUnit" }) {
      names.formUnion(["androidx.compose.ui.unit.TextUnit", "androidx.compose.ui.unit.sp"])
    }
    return names.sorted()
  }

  private static func imports(for type: TokenType) -> [String] {
    let unit = "androidx.compose.ui.unit."
    let font = "androidx.compose.ui.text.font."
    switch type {
    case .typography:
      return ["androidx.compose.ui.text.TextStyle", font + "FontFamily", font + "FontWeight", unit + "em", unit + "sp"]
    case .shadow:
      return [unit + "Dp", unit + "dp", "androidx.compose.ui.geometry.Offset", "androidx.compose.ui.graphics.Shadow"]
    case .border: return [unit + "Dp", unit + "dp", "androidx.compose.foundation.BorderStroke"]
    case .transition, .cubicBezier: return ["androidx.compose.animation.core.CubicBezierEasing"]
    case .dimension: return [unit + "Dp", unit + "dp"]
    case .fontWeight: return [font + "FontWeight"]
    case .fontFamily: return [font + "FontFamily"]
    default: return []
    }
  }
}
