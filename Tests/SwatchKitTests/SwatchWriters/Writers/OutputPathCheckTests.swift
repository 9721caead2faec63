import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// `OutputFile.problem(with:)` answers plain ASCII paths byte by byte; the answer must be the general checks'.
@Suite struct OutputPathCheckTests {
  /// Every path up to four characters from an alphabet of separators, dots, hostile and ordinary characters.
  static let paths: [String] = {
    let alphabet = ["a", ".", "/", "\\", "~", "\n", "\u{7F}", "é", " "]
    var paths = [""]
    var level = [""]
    for _ in 0..<4 {
      level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
      paths += level
    }
    return paths
  }()

  @Test func theFastAnswerIsTheGeneralOneForEveryShortPath() {
    let differing = Self.paths.filter { OutputFile.problem(with: $0) != OutputFile.checkedProblem(with: $0) }
    #expect(differing.isEmpty)
    #expect(Self.paths.count == 7_381)
  }

  /// A name past `maximumNameBytes` (a 250-character token name becoming a color set's folder) is named here,
  /// so the build reports it at the output instead of failing to write; the fast and general answers agree at
  /// the limit, for plain ASCII and for other text.
  @Test func aNameTooLongForTheFileSystemIsNamed() {
    let limit = OutputFile.maximumNameBytes
    for name in [String(repeating: "n", count: limit), String(repeating: "é", count: limit / 2)] {
      #expect(OutputFile.problem(with: "A.xcassets/\(name)/Contents.json") == nil)
      #expect(OutputFile.problem(with: "A.xcassets/\(name)x/Contents.json")?.contains("longer than") == true)
      #expect(OutputFile.problem(with: name + "x") == OutputFile.checkedProblem(with: name + "x"))
    }
  }

  @Test func realPathsPassAndHostileOnesAreNamed() {
    #expect(OutputFile.problem(with: "Colors.xcassets/a.colorset/Contents.json") == nil)
    #expect(OutputFile.problem(with: "values-night/colors.xml") == nil)
    #expect(OutputFile.problem(with: "a/../b") == "the path leaves the output folder with '..'")
    #expect(OutputFile.problem(with: "a//b") == "the path has an empty or '.' component")
    #expect(OutputFile.problem(with: "a/.hidden") == "the file name is empty or starts with '.'")
    #expect(OutputFile.problem(with: "~/x") == "the path is absolute")
    #expect(OutputFile.problem(with: "a\\b") == "the path contains a backslash or a control character")
    #expect(OutputFile.problem(with: "a\u{0}b") == "the path contains a backslash or a control character")
  }
}
