import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Golden tests for `swatch diff`: two folders, and the same two versions as git revisions of a temporary
/// repository the test creates. Both must give the files in `Fixtures/Diff/<case>/expected/`.
@Suite struct TokenDiffTests {
  static let fixtures = GoldenCase.casesDirectory.deletingLastPathComponent().appendingPathComponent("Diff/review")

  private func rendered(_ diff: TokenDiff) -> [String: String] {
    ["table.txt": diff.table, "diff.md": diff.markdown, "diff.json": JSONSerializer().string(from: diff.jsonValue)]
  }

  private func compare(_ diff: TokenDiff, label: String) throws {
    let expected = Self.fixtures.appendingPathComponent("expected")
    try GoldenFiles.verify(rendered(diff), against: expected, name: "\(label): Diff/review/expected")
  }

  @Test func folders() throws {
    let old = try ProjectVersion.load(Self.fixtures.appendingPathComponent("old").path, configPath: nil)
    let new = try ProjectVersion.load(Self.fixtures.appendingPathComponent("new").path, configPath: nil)
    guard let diff = TokenDiff.between(old, new) else {
      Issue.record("a version did not resolve: \(old.renderedDiagnostics)\(new.renderedDiagnostics)")
      return
    }
    try compare(diff, label: "folders")
  }

  /// The fixture's two sides committed in turn into a new repository, in `subfolder` of it.
  private func repositoryWithBothSides(in subfolder: String?) throws -> (repository: URL, project: URL) {
    let repository = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-diff-test-\(UUID())")
    let project = subfolder.map { repository.appendingPathComponent($0) } ?? repository
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try git(["init", "-q"], in: repository)
    for side in ["old", "new"] {
      for name in ["swatch.yaml", "tokens"] {
        let target = project.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("\(side)/\(name)"), to: target)
      }
      try git(["add", "-A"], in: repository)
      try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", side], in: repository)
    }
    return (repository, project)
  }

  /// A project in a subfolder of its repository (a monorepo's `design/`), compared from that subfolder: the
  /// same diff as at the root (git archive run there took the subfolder alone, and the project was not found).
  @Test func gitRevisionsOfAProjectInASubfolder() throws {
    let (repository, project) = try repositoryWithBothSides(in: "packages/design")
    defer { try? FileManager.default.removeItem(at: repository) }
    try compareRevisions(from: project)
  }

  /// Such a project reads its subfolder alone, so that is all git archives of a monorepo's revision; a
  /// configuration there naming a path outside it (`../shared`) has the whole tree archived, and builds.
  @Test func aSubfolderProjectArchivesItsSubfolderUnlessItNamesAParent() throws {
    let (repository, project) = try repositoryWithBothSides(in: "packages/design")
    defer { try? FileManager.default.removeItem(at: repository) }
    let alone = try ProjectVersion.loadRevision("HEAD", configPath: nil, repository: project.path)
    #expect(!alone.wholeTree && !alone.project.diagnostics.containsErrors)
    // The tokens moved to a sibling folder the configuration names.
    let shared = repository.appendingPathComponent("packages/shared")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: project.appendingPathComponent("tokens"), to: shared.appendingPathComponent("tokens"))
    let config = project.appendingPathComponent("swatch.yaml")
    let text = try String(contentsOf: config, encoding: .utf8)
    let moved = text + "tokens: [../shared/tokens]\nallowOutside: true\n"
    try moved.write(to: config, atomically: true, encoding: .utf8)
    try git(["add", "-A"], in: repository)
    try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "shared"], in: repository)
    let parent = try ProjectVersion.loadRevision("HEAD", configPath: nil, repository: project.path)
    #expect(parent.wholeTree && !parent.project.diagnostics.containsErrors)
    #expect(TokenDiff.between(alone.project, parent.project)?.isEmpty == true)
    #expect(ProjectVersion.namesParentFolders(project) && !ProjectVersion.namesParentFolders(shared))
  }

  /// A committed link in the subfolder to a folder outside it would dangle in an archive of the subfolder alone,
  /// hiding the tokens behind it from the diff: the whole tree is archived.
  @Test func aSubfolderHoldingALinkOutOfItArchivesTheWholeTree() throws {
    let (repository, project) = try repositoryWithBothSides(in: "packages/design")
    defer { try? FileManager.default.removeItem(at: repository) }
    let alone = try ProjectVersion.loadRevision("HEAD", configPath: nil, repository: project.path)
    let shared = repository.appendingPathComponent("packages/shared")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    let tokens = project.appendingPathComponent("tokens")
    try FileManager.default.moveItem(at: tokens, to: shared.appendingPathComponent("tokens"))
    try FileManager.default.createSymbolicLink(atPath: tokens.path, withDestinationPath: "../shared/tokens")
    #expect(ProjectVersion.holdsOutwardLink(project))
    try git(["add", "-A"], in: repository)
    try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "linked"], in: repository)
    let linked = try ProjectVersion.loadRevision("HEAD", configPath: nil, repository: project.path)
    #expect(linked.wholeTree && !linked.project.diagnostics.containsErrors)
    #expect(TokenDiff.between(alone.project, linked.project)?.isEmpty == true)
    // A link that stays inside the subfolder keeps the subfolder archive; one out through another link does not.
    try FileManager.default.removeItem(at: tokens)
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("inner"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("more").path, withDestinationPath: "inner/./")
    #expect(!ProjectVersion.holdsOutwardLink(shared) && !ProjectVersion.holdsOutwardLink(project))
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("s").path, withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("inner/up").path, withDestinationPath: "../s/../shared")
    #expect(ProjectVersion.holdsOutwardLink(project))
  }

  /// A revision from before the subfolder existed is read from the whole tree (where the project is not).
  @Test func aRevisionWithoutTheSubfolderArchivesTheWholeTree() throws {
    let repository = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-diff-test-\(UUID())")
    defer { try? FileManager.default.removeItem(at: repository) }
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    try git(["init", "-q"], in: repository)
    try "readme".write(to: repository.appendingPathComponent("README"), atomically: true, encoding: .utf8)
    try git(["add", "-A"], in: repository)
    try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "first"], in: repository)
    let project = repository.appendingPathComponent("design")
    try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("new"), to: project)
    let earlier = try ProjectVersion.loadRevision("HEAD", configPath: nil, repository: project.path)
    #expect(earlier.wholeTree)
  }

  /// `HEAD~1` and `HEAD` read from `folder`, compared with the fixture's expected diff; the new side.
  @discardableResult
  private func compareRevisions(from folder: URL) throws -> Project? {
    let old = try ProjectVersion.load("HEAD~1", configPath: nil, repository: folder.path)
    let new = try ProjectVersion.load("HEAD", configPath: nil, repository: folder.path)
    guard let diff = TokenDiff.between(old, new) else {
      Issue.record("a version did not resolve: \(old.renderedDiagnostics)\(new.renderedDiagnostics)")
      return nil
    }
    try compare(diff, label: "git")
    return new
  }

  @Test func gitRevisions() throws {
    let (repository, _) = try repositoryWithBothSides(in: nil)
    defer { try? FileManager.default.removeItem(at: repository) }
    let new = try #require(try compareRevisions(from: repository))
    #expect(throws: ProjectVersion.Failure.self) {
      try ProjectVersion.load("no-such-revision", configPath: nil, repository: repository.path)
    }
    #expect(TokenDiff.between(new, new)?.isEmpty == true)
  }

  /// Two colors of one hex that differ in their space or beyond 8 bits: each row also shows the color as
  /// written, to every digit, so the change is visible; a change the hex shows stays the hex alone.
  @Test func aChangeTheHexHidesShowsTheColorsAsWritten() throws {
    let pipeline = TokenPipeline(traits: TraitSet([Trait(name: "appearance", values: ["light"])]))
    let graph = { (p3: String, hex: String) in
      try #require(
        pipeline.resolve([SourceText(path: "t.yaml", text: "c: { $type: color, p3: \"\(p3)\", h: \"\(hex)\" }\n")])
          .resolved)
    }
    let diff = TokenDiff(
      old: try graph("color(display-p3 1 0 0)", "#102030"), new: try graph("color(display-p3 1 0.0001 0)", "#102031"))
    #expect(
      diff.rows.map { $0[3...].joined(separator: " | ") } == [
        "#102030FF | #102031FF",
        "#FF0B0CFF (display-p3 1 0 0) | #FF0B0CFF (display-p3 1 0.0001 0)",
      ])
  }

  /// A trait added (or removed) is not a change of every token: each appearance is compared with the one its
  /// users saw on the other side, the trait the other side lacks at its default there. Before, every token was
  /// reported in every appearance, old names against nothing and new names against nothing.
  @Test func aTraitAddedComparesWhatItsUsersSawBefore() throws {
    let appearance = SwatchModel.Trait(name: "appearance", values: ["light", "dark"])
    let contrast = SwatchModel.Trait(name: "contrast", values: ["normal", "high-contrast"])
    let graph = { (traits: [SwatchModel.Trait], text: String) in
      try #require(TokenPipeline(traits: TraitSet(traits)).resolve([SourceText(path: "t.yaml", text: text)]).resolved)
    }
    let plain = "c: { $type: color, $value: '#111111', $modes: { dark: '#EEEEEE' } }\n"
    let high = "c: { $type: color, $value: '#111111', $modes: { dark: '#EEEEEE', high-contrast: '#000000' } }\n"
    let before = try graph([appearance], plain)
    #expect(TokenDiff(old: before, new: try graph([appearance, contrast], plain)).isEmpty)
    let added = TokenDiff(old: before, new: try graph([appearance, contrast], high))
    #expect(
      added.rows.map { $0.joined(separator: " | ") } == ["changed | c | light high-contrast | #111111FF | #000000FF"])
    let removed = TokenDiff(old: try graph([appearance, contrast], high), new: before)
    #expect(
      removed.rows.map { $0.joined(separator: " | ") } == ["changed | c | light high-contrast | #000000FF | #111111FF"])
    // A value of a trait added: the new `dim` appearance against what its users saw, the default appearance.
    let dim = try graph([SwatchModel.Trait(name: "appearance", values: ["light", "dark", "dim"])], plain)
    #expect(TokenDiff(old: before, new: dim).isEmpty)
  }

  /// A code span shows its text as written: fenced past its backticks, every line break and control character
  /// a space (a bare CR ends a Markdown line, and what followed would be outside the span: `@team` would
  /// mention).
  @Test func aCodeSpanHoldsBackticksAndNoLineBreak() {
    #expect(TokenDiff.span("a`b") == "``a`b``")
    #expect(TokenDiff.span("`x") == "`` `x ``")
    #expect(TokenDiff.span("Inter\r@octocat\u{2028}#12|x") == "`Inter @octocat #12\\|x`")
    #expect(TokenDiff.span("a|b", inTable: false) == "`a|b`")
  }

  @Test func imagesAreComparedByContentNotByPath() throws {
    // Two copies of one project in two folders: every image path differs, no image's bytes do.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-diff-images-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let source = GoldenCase.casesDirectory.appendingPathComponent("images-all-writers")
    for side in ["old", "new"] {
      let folder = root.appendingPathComponent(side)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for name in ["swatch.yaml", "tokens", "images"] {
        try FileManager.default.copyItem(
          at: source.appendingPathComponent(name), to: folder.appendingPathComponent(name))
      }
    }
    let old = try ProjectVersion.load(root.appendingPathComponent("old").path, configPath: nil)
    #expect(
      TokenDiff.between(old, try ProjectVersion.load(root.appendingPathComponent("new").path, configPath: nil))?
        .isEmpty == true)
    let logo = root.appendingPathComponent("new/images/logo-contrast.png")
    try (Data(contentsOf: logo) + [0]).write(to: logo)
    let new = try ProjectVersion.load(root.appendingPathComponent("new").path, configPath: nil)
    let changed = TokenDiff.between(old, new)?.changes.map(\.token)
    #expect(changed == ["brand.header-logo", "brand.logo"])
  }

  private func git(_ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments)")
  }
}
