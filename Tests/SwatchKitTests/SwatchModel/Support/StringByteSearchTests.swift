import Testing

@testable import SwatchModel

/// `containsBytes` answers as `contains` does for the texts format detection looks for, wherever they stand.
@Suite struct StringByteSearchTests {
  @Test func findsATextAtEveryPlaceAndNothingElse() {
    let needle = "\"$themes\""
    for text in ["\"$themes\"", "{\"$themes\": []}", "[1, \"é\", \"$themes\"]", "xx\"$themes\""] {
      #expect(text.containsBytes(needle), "\(text)")
    }
    for text in ["", "\"$theme\"", "\"$themes", "$themes\"", "\"$THEMES\"", "\"$the\"mes\""] {
      #expect(!text.containsBytes(needle), "\(text)")
    }
    // A first byte met often before the match, and a match at the very end.
    #expect(String(repeating: "\"$", count: 10_000).appending("\"$themes\"").containsBytes(needle))
    #expect("héllo wörld".containsBytes("wör") && !"héllo".containsBytes("hel"))
    #expect("".containsBytes("") && "a".containsBytes(""))
  }
}
