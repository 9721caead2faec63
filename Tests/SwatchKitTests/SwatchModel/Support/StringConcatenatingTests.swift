import Testing

@testable import SwatchModel

@Suite struct StringConcatenatingTests {
  @Test func joinsPartsAsInterpolationDoes() {
    let path = "semantic.𝒶ccent.ü"
    let long = String(repeating: "palette-", count: 40)
    #expect(
      String(concatenating: " `", path, "`, by appearance: ``", long, "``.")
        == " `\(path)`, by appearance: ``\(long)``.")
    #expect(String(concatenating: "", "a", "", "é") == "aé")
    #expect(String(concatenating: "", "") == "")
  }

  @Test func readsPartsMadeFromSubstrings() {
    let tail = String("`keyword`".dropFirst().dropLast())
    let joined = String(concatenating: "Tokens/ColorToken/", tail)
    #expect(joined == "Tokens/ColorToken/keyword")
    #expect(joined.utf8.count == 25)
  }
}
