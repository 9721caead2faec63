import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct TokenReferenceTests {
  @Test func readsCurlyBracesAndPointers() throws {
    #expect(try TokenReference.path("{color.blue}").get() == TokenPath(["color", "blue"]))
    #expect(try TokenReference.path("#/color/blue").get() == TokenPath(["color", "blue"]))
    #expect(try TokenReference.path("#/color/blue/$value").get() == TokenPath(["color", "blue"]))
    #expect(try TokenReference.path("#/a~0b~1c/d").get() == TokenPath(["a~b/c", "d"]))
  }

  @Test func refusesPartsMalformedAndBadNames() {
    #expect(TokenReference.path("#/color/blue/$value/components/0") == .failure(.insideValue))
    #expect(TokenReference.path("color/blue") == .failure(.malformed))
    #expect(TokenReference.path("#/") == .failure(.malformed))
    #expect(TokenReference.path("#/a//b") == .failure(.malformed))
    #expect(TokenReference.path("{a..b}") == .failure(.malformed))
    #expect(TokenReference.path("#/a.b") == .failure(.badName("a.b")))
    #expect(TokenReference.path("#/$type") == .failure(.badName("$type")))
  }
}
