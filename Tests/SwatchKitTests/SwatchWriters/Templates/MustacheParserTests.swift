import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Syntax errors are located at the tag at fault (1-based line, column in Unicode scalars), and what is not
/// supported says so.
@Suite struct MustacheParserTests {
  private func error(_ text: String) -> String? {
    do {
      _ = try MustacheTemplate(text)
      return nil
    } catch {
      return "\(error.position.line):\(error.position.column): \(error.message)"
    }
  }

  @Test func errorsAreLocatedAtTheTag() {
    #expect(error("ab\né {{#a}}x") == "2:3: section 'a' is never closed")
    #expect(error("{{#a}}{{/b}}") == "1:7: closing tag 'b' does not match 'a'")
    #expect(error("x\n{{/a}}") == "2:1: closing tag 'a' has no opening tag")
    #expect(error("a {{b") == "1:3: unclosed tag; expected '}}'")
    #expect(error("{{}}") == "1:1: empty tag")
    #expect(error("{{a b}}") == "1:1: invalid name 'a b'")
    #expect(error("{{=<% x %>=}}") == "1:1: a delimiter tag needs two delimiters without '=', such as {{=<% %>=}}")
  }

  @Test func unsupportedSyntaxIsAnError() {
    #expect(error("{{<parent}}{{/parent}}") == "1:1: template inheritance ('<' tags) is not supported")
    #expect(error("{{$block}}{{/block}}") == "1:1: template inheritance ('$' tags) is not supported")
    #expect(error("{{%PRAGMA}}") == "1:1: unsupported pragma 'PRAGMA'; only CONTENT_TYPE: TEXT is accepted")
  }

  @Test func theTextPragmaIsAcceptedAndRemovedWithItsLine() throws {
    var library = TemplateLibrary()
    #expect(library.add("{{% CONTENT_TYPE: TEXT}}\n<{{a}}>\n", named: "t", path: "t").isEmpty)
    #expect(try library.render("t", context: .object([("a", .string("&"))])) == "<&>\n")
  }

  @Test func delimitersChangeForTheRestOfTheTemplate() throws {
    var library = TemplateLibrary()
    #expect(library.add("{{=<% %>=}}\n<%a%> {{a}}\n", named: "t", path: "t").isEmpty)
    #expect(try library.render("t", context: .object([("a", .string("x"))])) == "x {{a}}\n")
  }
}
