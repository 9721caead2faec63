@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

extension SwatchConfigParser {
  /// `yaml` read as a `swatch.yaml` beside no folder: the configuration and every diagnostic of reading it.
  static func parse(yaml: String) -> (SwatchConfig, [Diagnostic]) {
    let (root, _) = YAMLReader().read(yaml, path: "swatch.yaml")
    return SwatchConfigParser().parse(root!, baseDirectory: "")
  }
}
