import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A group's `$type` written in one file types the group's tokens in others (files merge, as Style Dictionary
/// merges them); a value there that does not read as that type says where the type comes from.
@Suite struct GroupTypeElsewhereTests {
  @Test func anInvalidValueNamesTheGroupTypeOfAnotherFile() throws {
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "color.json", text: ##"{"options": {"$type": "color", "white": {"$value": "#ffffff"}}}"##),
      SourceText(path: "space.json", text: #"{"options": {"space": {"one": {"$value": "16px"}}}}"#),
      SourceText(path: "same.json", text: #"{"other": {"$type": "color", "x": {"$value": "12px"}}}"#),
    ])
    let invalid = result.diagnostics.filter { $0.id == "value.invalid" }
    #expect(invalid.map { $0.range?.file } == ["same.json", "space.json"])
    let elsewhere = try #require(invalid.last?.notes.first)
    #expect(elsewhere.message == "the type 'color' comes from the group 'options' here, in another file")
    #expect(elsewhere.range?.file == "color.json" && elsewhere.range?.start.column == 23)
    // Within one file the group's type is in view: no note.
    #expect(invalid.first?.notes.isEmpty == true)
  }
}
