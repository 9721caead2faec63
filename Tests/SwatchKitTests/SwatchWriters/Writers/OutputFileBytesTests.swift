import Testing

@testable import SwatchModel
@testable import SwatchWriters

/// A text file made from rendered UTF-8 bytes behaves as the same file made from a `String`.
@Suite struct OutputFileBytesTests {
  static let text = "let café = \"☕️\"\n"

  @Test func bytesAndTextGiveTheSameContentsCountHashAndBytes() {
    let fromText = OutputFile(path: "a.swift", contents: Self.text)
    let fromBytes = OutputFile(path: "a.swift", utf8: Array(Self.text.utf8))
    #expect(fromBytes.contents == Self.text)
    #expect(fromBytes.byteCount == fromText.byteCount)
    #expect(fromBytes.contentHash == fromText.contentHash)
    #expect(fromBytes.withBytes { Array($0) } == Array(Self.text.utf8))
    #expect(fromBytes == fromText)
    #expect(Set([fromBytes, fromText]).count == 1)
  }

  @Test func aFileDiffersByPathBytesOrKind() {
    let file = OutputFile(path: "a.txt", utf8: Array("x\n".utf8))
    #expect(file != OutputFile(path: "b.txt", utf8: Array("x\n".utf8)))
    #expect(file != OutputFile(path: "a.txt", contents: "y\n"))
    #expect(file != OutputFile(path: "a.txt", binary: Array("x\n".utf8)))
  }

  @Test func settingContentsReplacesTheBytes() {
    var file = OutputFile(path: "a.txt", utf8: Array("old\n".utf8))
    file.contents = "new text\n"
    #expect(file.contents == "new text\n")
    #expect(file.byteCount == 9)
    #expect(file.withBytes { Array($0) } == Array("new text\n".utf8))
  }
}
