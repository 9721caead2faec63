import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The official Mustache specification's test suites run against Swatch's renderer, with HTML escaping on and
/// missing partials rendered as nothing, as the specification expects.
///
/// The suites are not kept in this repository (see `Fixtures/MustacheSpec/README.md`): they are read from the
/// folder `SWATCH_MUSTACHE_SPEC` names, else from `../shared/mustache-spec` beside the checkout, and the suite
/// is skipped when neither holds them.
@Suite(.enabled(if: MustacheSpecFolder.url != nil, "the Mustache specification's suites are not on this machine"))
struct MustacheSpecTests {
  /// One case of a suite.
  struct SpecCase: Sendable, CustomTestStringConvertible {
    var suite: String
    var name: String
    var template: String
    var data: JSONValue
    var partials: [String: String]
    var expected: String

    var testDescription: String { "\(suite): \(name)" }
  }

  static let suites = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~dynamic-names"]

  static let cases: [SpecCase] = {
    guard let folder = MustacheSpecFolder.url else { return [] }
    return suites.flatMap { suite -> [SpecCase] in
      let url = folder.appendingPathComponent("\(suite).json")
      guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(SpecFile.self, from: data)
      else { return [] }
      return file.tests.map {
        SpecCase(
          suite: suite, name: $0.name, template: $0.template, data: $0.data.value, partials: $0.partials ?? [:],
          expected: $0.expected)
      }
    }
  }()

  @Test func everySuiteIsRead() {
    #expect(Set(Self.cases.map(\.suite)) == Set(Self.suites))
    #expect(Self.cases.count == 157)
  }

  @Test(arguments: cases) func specCase(_ spec: SpecCase) throws {
    let template = try MustacheTemplate(spec.template)
    let partials = try spec.partials.mapValues { try MustacheTemplate($0) }
    var renderer = MustacheRenderer(partials: { partials[$0] })
    renderer.escapesHTML = true
    renderer.missingPartialsAreErrors = false
    try renderer.render(template, context: spec.data)
    #expect(String(decoding: renderer.output, as: UTF8.self) == spec.expected)
  }
}

/// A suite file: its cases.
private struct SpecFile: Decodable {
  struct Test: Decodable {
    var name: String
    var template: String
    var data: DecodedJSON
    var partials: [String: String]?
    var expected: String
  }

  var tests: [Test]
}

/// Any JSON value decoded as a `JSONValue`, object keys sorted (the suites do not depend on their order).
struct DecodedJSON: Decodable {
  var value: JSONValue

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = .null
    } else if let bool = try? container.decode(Bool.self) {
      value = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      value = .number(number)
    } else if let string = try? container.decode(String.self) {
      value = .string(string)
    } else if let array = try? container.decode([DecodedJSON].self) {
      value = .array(array.map(\.value))
    } else {
      let object = try container.decode([String: DecodedJSON].self)
      value = .object(object.keys.sorted().map { ($0, object[$0]!.value) })
    }
  }
}

/// Where this machine keeps the Mustache specification's suites.
enum MustacheSpecFolder {
  /// The folder holding the suites' JSON files, if this machine has one.
  static let url: URL? = {
    let repository = TestPaths.repository
    let candidates = [
      ProcessInfo.processInfo.environment["SWATCH_MUSTACHE_SPEC"].map { URL(fileURLWithPath: $0) },
      repository.deletingLastPathComponent().appendingPathComponent("shared/mustache-spec"),
    ].compactMap { $0 }.flatMap { [$0, $0.appendingPathComponent("specs")] }
    return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("sections.json").path) }
  }()

}
