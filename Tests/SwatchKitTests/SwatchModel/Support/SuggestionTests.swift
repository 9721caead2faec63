import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct SuggestionTests {
  @Test func suggestsTheNearestCandidate() {
    #expect(Suggestion.closest(to: "color.gray.7", in: ["color.label", "color.gray.6"]) == "color.gray.6")
    #expect(Suggestion.closest(to: "elevatd", in: TraitSet.standard.allValues) == "elevated")
  }

  @Test func countsASwapOfAdjacentCharactersAsOneEdit() {
    // "drak" is two substitutions from "dark" but one swap; a 4-letter word allows one edit.
    #expect(Suggestion.closest(to: "drak", in: TraitSet.standard.allValues) == "dark")
    let (a, b) = (Array("ab".unicodeScalars), Array("ba".unicodeScalars))
    #expect(Suggestion.editDistance(a, b, limit: 3) == 1)
  }

  @Test func computesEditDistance() {
    let distance = { (a: String, b: String) in
      Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 10)
    }
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "") == 3)
    #expect(distance("same", "same") == 0)
    #expect(distance("ca", "abc") == 3)  // optimal string alignment, not full Damerau-Levenshtein (2)
  }

  @Test func suggestsNothingWhenNoCandidateIsNear() {
    #expect(Suggestion.closest(to: "purple", in: ["light", "dark"]) == nil)
    #expect(Suggestion.closest(to: "dark", in: ["dark"]) == nil)  // the word itself is not a suggestion
    #expect(Suggestion.closest(to: "x", in: [String]()) == nil)
    // A one-letter word is no typo of any other: `{x}` was asked whether it meant '😀'.
    #expect(Suggestion.closest(to: "x", in: ["😀", "y", "xy"]) == nil)
    #expect(Suggestion.closest(to: "bg", in: ["bd"]) == "bd")
  }

  @Test func breaksTiesByTheCandidateThatSortsFirst() {
    #expect(Suggestion.closest(to: "bat", in: ["hat", "cat"]) == "cat")
  }
}
