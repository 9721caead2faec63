import Foundation

/// A Style Dictionary project named as a folder: its configuration (`config.json`, or `sd.config.js` and the
/// like) says which files hold tokens, as `include` and `source` globs relative to the folder.
///
/// Reads: the configuration's text. A JSON configuration is parsed; a JavaScript one is not run, and its
/// `include: [...]` and `source: [...]` lists of quoted globs are read from the text. Produces: the token files
/// the globs match, `include` before `source` (Style Dictionary merges them in that order, a later file
/// winning), each glob's matches in path order (`Glob`).
package enum StyleDictionaryProject {
  /// A project's configuration file and the globs it lists.
  package struct Configuration: Sendable {
    /// The configuration file's path.
    package var config: String
    /// The `include` globs: the base the `source` files override.
    package var include: [String]
    /// The `source` globs.
    package var source: [String]
    /// The folder the globs are relative to, where Style Dictionary runs, as a path below the folder named
    /// (`style_dictionary`); empty for that folder itself.
    package var root = ""
    /// The transform that makes a bare size number px, when a platform lists one (`size/px`, `size/pxToRem`,
    /// Tokens Studio's `ts/size/px`) or names a transform group holding one (`web`, `tokens-studio`:
    /// `pixelGroups`); nil when sizes are rem, as Style Dictionary's other transform groups read them.
    package var pixelTransform: String?
    /// The transform group `pixelTransform` is in, when the configuration names the group, not the transform.
    package var pixelGroup: String?
    /// The configuration's text, as read: a build input (`TokenInput.describingFiles`), read once.
    package var text = ""

    /// Every glob, `include` first.
    package var globs: [String] { include + source }
  }

  /// How many globs a configuration may list; the rest are not read.
  static let maximumGlobs = 100

  /// The configuration files Style Dictionary's command line and its documentation name, in the order tried.
  static let configNames = [
    "config.json", "sd.config.json", "style-dictionary.config.json", "sd.config.js", "sd.config.mjs",
    "sd.config.cjs", "sd.config.ts", "config.js", "config.mjs", "config.cjs", "config.ts",
    "style-dictionary.config.js", "style-dictionary.config.mjs", "style-dictionary.config.cjs",
    "style-dictionary.config.ts",
  ]

  /// The configuration of the folder `path` and the globs it lists, when the folder is a Style Dictionary
  /// project: a configuration naming `source` (or `include`) and `platforms`, in the folder or else in one of
  /// its subfolders (`nested(in:)`).
  package static func globs(in path: String) -> Configuration? {
    configuration(in: path) ?? nested(in: path)
  }

  /// A configuration one folder down, as a package that keeps Style Dictionary beside its other sources has it
  /// (`style-dictionary/config.json`), when exactly one subfolder holds one. Its globs are relative to where
  /// Style Dictionary runs: that subfolder when they match files there (`cd style_dictionary && style-dictionary
  /// build`), else the folder named (`style-dictionary build --config style-dictionary/config.json`).
  private static func nested(in path: String) -> Configuration? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let found = names.sorted().filter { !FolderWalk.skips(folder: $0) }.prefix(1_000).compactMap {
      name -> Configuration? in
      var isFolder: ObjCBool = false
      let folder = FilePath.join(path, name)
      // A configuration there whose globs match only from the folder named (Telekom's `config/css.config.js`,
      // run from the repository's root) is one too.
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
        var project = configuration(in: folder) ?? configuration(in: folder, matchingFrom: path)
      else { return nil }
      project.root = name
      return project
    }
    guard found.count == 1, var project = found.first else { return nil }
    if matchedFiles(path, project).isEmpty { project.root = "" }
    return project
  }

  /// The configuration in the folder `path` itself, if any: a file of `configNames`, else another whose name
  /// holds `config` (`config.default.json`, `tokens.config.mjs`) and whose globs match a file (from `base` when
  /// given, where Style Dictionary runs), those whose names
  /// say `default` first, then by name. PatternFly keeps 28 (`config.charts.dark.json`, `config.default.json`,
  /// …), for builds a script runs one by one; the default one is the project's.
  private static func configuration(in path: String, matchingFrom base: String? = nil) -> Configuration? {
    let others = otherConfigNames(in: path, packageFolder: base ?? path)
    let ordered =
      others.filter { $0.lowercased().contains("default") } + others.filter { !$0.lowercased().contains("default") }
    for name in configNames + ordered {
      let config = FilePath.join(path, name)
      guard let data = InputFile.data(at: config, limit: 1 << 20),
        let text = String(data: data, encoding: .utf8), text.containsBytes("platforms")
      else { continue }
      // A JSON configuration is parsed once, for its globs and its transforms.
      let json = name.lowercased().hasSuffix(".json") ? YAMLReader().read(text, path: config).0 : nil
      var (include, source) =
        json.map(jsonLists) ?? (scriptList("include", in: text), scriptList("source", in: text))
      guard !include.isEmpty || !source.isEmpty else { continue }
      // A script's template literal (`tokens/${src}.json`) matches what any value would: `*` in its place.
      (include, source) = (include.map(Self.wildcardingInterpolations), source.map(Self.wildcardingInterpolations))
      // A real configuration lists a few globs; a hostile one's thousands would each be matched against every file.
      include = Array(include.prefix(maximumGlobs))
      source = Array(source.prefix(maximumGlobs - include.count))
      let transforms = json.map(jsonTransforms) ?? scriptTransforms(text)
      // A transform listed is named; else a group holding one (`transformGroup: 'web'`).
      let listed = transforms.first(where: readsPixels)
      let groups = listed == nil ? json.map(jsonTransformGroups) ?? scriptTransformGroups(text) : []
      var project = Configuration(config: config, include: include, source: source, text: text)
      project.pixelGroup = groups.first { pixelGroups[$0] != nil }
      project.pixelTransform = listed ?? project.pixelGroup.flatMap { pixelGroups[$0] }
      if !configNames.contains(name), matchedFiles(base ?? path, project).isEmpty { continue }
      return project
    }
    return nil
  }

  /// `glob` with each `${…}` of a template literal as `*`, which matches whatever the script puts there.
  static func wildcardingInterpolations(_ glob: String) -> String {
    var (result, rest) = ("", glob[...])
    while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
      result += rest[..<open.lowerBound] + "*"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The files in the folder `path` not in `configNames` whose names hold `config` and end as a configuration
  /// does (`.json`, `.js`, `.mjs`, `.cjs`, `.ts`), sorted, then the build scripts there (`buildScripts`);
  /// what each holds decides whether it is one.
  private static func otherConfigNames(in path: String, packageFolder: String) -> [String] {
    let endings = [".json", ".js", ".mjs", ".cjs", ".ts"]
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { name in
      !name.hasPrefix(".") && !configNames.contains(name) && endings.contains(where: name.lowercased().hasSuffix)
    }.sorted()
    let named = names.filter { $0.lowercased().contains("config") }
    // Scripts only: a folder of JSON token files has no `package.json` to read for them.
    let candidates = names.filter { name in
      let lowered = name.lowercased()
      return !named.contains(name) && !lowered.hasSuffix(".json") && !lowered.hasSuffix(".d.ts")
    }
    return Array(named.prefix(100)) + buildScripts(in: path, packageFolder: packageFolder, among: candidates)
  }

  /// Of `names`, scripts in the folder `path`, those that build with Style Dictionary, their configuration inline
  /// (a `transformTokens.js`, a `scripts/build-tokens.js`): a script the `package.json` of `packageFolder` (where
  /// Style Dictionary runs: `path` or the folder above it) runs, named in one of its `scripts` commands by its
  /// path from there (`node ./scripts/build-tokens.js`, with or without its extension), that loads the
  /// `style-dictionary` module. A helper script nothing runs, in a token folder, is not a configuration.
  private static func buildScripts(in path: String, packageFolder: String, among names: [String]) -> [String] {
    guard !names.isEmpty, let commands = packageScriptWords(in: packageFolder) else { return [] }
    let prefix = path == packageFolder ? "" : FilePath.relative(path, to: packageFolder) + "/"
    return names.filter { name in
      let relative = prefix + name
      let stem = relative.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
      guard commands.contains(relative) || commands.contains(stem),
        let script = InputFile.data(at: FilePath.join(path, name), limit: 1 << 20).flatMap({
          String(data: $0, encoding: .utf8)
        })
      else { return false }
      return ["\"style-dictionary", "'style-dictionary", "`style-dictionary"].contains { script.containsBytes($0) }
    }.prefix(20).map { $0 }
  }

  /// Every word of every command in the `scripts` of the `package.json` in `folder`, a leading `./` taken off
  /// (`node ./transformTokens.js` gives `node` and `transformTokens.js`); nil without one.
  private static func packageScriptWords(in folder: String) -> Set<String>? {
    guard let data = InputFile.data(at: FilePath.join(folder, "package.json"), limit: 1 << 20),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let scripts = root["scripts"] as? [String: Any]
    else { return nil }
    var words = Set<String>()
    for case let command as String in scripts.values {
      for word in command.split(whereSeparator: { $0.isWhitespace || $0 == "&" || $0 == ";" || $0 == "|" }) {
        words.insert(word.hasPrefix("./") ? String(word.dropFirst(2)) : String(word))
      }
    }
    return words
  }

  /// `include` and `source` of a JSON configuration.
  private static func jsonLists(_ root: YAMLNode) -> (include: [String], source: [String]) {
    guard root["platforms"] != nil else { return ([], []) }
    let lists = ["include", "source"].map { root[$0]?.items?.compactMap(\.text) ?? [] }
    return (lists[0], lists[1])
  }

  /// Whether the transform `name` reads a bare size number as px: `size/px`, `size/pxToRem`, `ts/size/px`, a
  /// team's own `size/pxToDp`; not `size/remToPx` or `size/rem-to-px`, which read rem.
  static func readsPixels(_ name: String) -> Bool {
    let lowered = name.lowercased().filter { $0.isLetter || $0 == "/" }
    return lowered.contains("size") && lowered.contains("px") && !lowered.contains("topx")
  }

  /// The transform groups whose size transform reads a bare number as px, by name, with what that transform is
  /// called in the note saying so: Style Dictionary's `web` (`size/px`; its `css`, `scss`, `less`, `js`, `ios`,
  /// `android`, `compose` and `flutter` groups read rem) and Tokens Studio's `tokens-studio` (`ts/size/px`).
  static let pixelGroups = ["web": "size/px", "tokens-studio": "ts/size/px"]

  /// Every transform group a JSON configuration's platforms name.
  private static func jsonTransformGroups(_ root: YAMLNode) -> [String] {
    guard let platforms = root["platforms"]?.pairs else { return [] }
    return platforms.compactMap { $0.value["transformGroup"]?.text }
  }

  /// Every quoted name a script gives `transformGroup` (`transformGroup: 'web'`), as its platforms name them.
  static func scriptTransformGroups(_ text: String) -> [String] {
    scriptKeys("transformGroup", in: text).compactMap { _, value in
      guard let quote = value.first, quote == "'" || quote == "\"" || quote == "`" else { return nil }
      let name = value.dropFirst().prefix { $0 != quote && $0 != "\n" }
      return name.count < 100 ? String(name) : nil
    }
  }

  /// Where `key` stands in a script's text as an object literal's key (quoted or not, followed by `:`), with
  /// the text after the colon, its leading white space dropped; the first `maximumGlobs`.
  static func scriptKeys(_ key: String, in text: String) -> [(key: Range<String.Index>, value: Substring)] {
    var found: [(key: Range<String.Index>, value: Substring)] = []
    // Found over the bytes: a script of a megabyte naming the key in every line is read in one pass.
    text.forEachByteOffset(of: key) { offset in
      let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
      let end = text.utf8.index(start, offsetBy: key.utf8.count)
      let after = text[end...].drop { $0 == "\"" || $0 == "'" || $0.isWhitespace }
      if after.first == ":" { found.append((start..<end, after.dropFirst().drop(while: \.isWhitespace))) }
      return found.count < maximumGlobs
    }
    return found
  }

  /// Every transform a JSON configuration's platforms list.
  private static func jsonTransforms(_ root: YAMLNode) -> [String] {
    guard let platforms = root["platforms"]?.pairs else { return [] }
    return platforms.flatMap { $0.value["transforms"]?.items?.compactMap(\.text) ?? [] }
  }

  /// Every quoted string of every `transforms: [ … ]` list in a script's text, as its platforms list them.
  static func scriptTransforms(_ text: String) -> [String] {
    scriptKeys("transforms", in: text).flatMap { key, _ in
      // From the quote before the key, if any, so that `"transforms": [` is found as written.
      let start = key.lowerBound == text.startIndex ? key.lowerBound : text.index(before: key.lowerBound)
      return scriptList("transforms", in: String(text[start...].prefix(4_096)))
    }
  }

  /// The quoted strings of `key: [ … ]` in a script's text, as a configuration object literal writes them, to
  /// the `]` closing the list: those of a list spread into it (`...(flag ? ['a/*.json'] : [])`) too, as a
  /// script's conditions cannot be told without running it.
  static func scriptList(_ key: String, in text: String) -> [String] {
    guard let keyRange = text.range(of: key + ":") ?? text.range(of: "\"\(key)\":") ?? text.range(of: "'\(key)':"),
      let open = text[keyRange.upperBound...].firstIndex(where: { !$0.isWhitespace }), text[open] == "["
    else { return [] }
    var strings: [String] = []
    var current: String?
    var quote: Character = "'"
    var comment: Character?  // "/" in a line comment, "*" in a block comment
    var previous: Character = " "
    var depth = 1
    for character in text[text.index(after: open)...] {
      defer { previous = character }
      if let kind = comment {
        if (kind == "/" && character == "\n") || (kind == "*" && previous == "*" && character == "/") { comment = nil }
        continue
      }
      if current == nil, previous == "/", character == "/" || character == "*" {
        comment = character
        continue
      }
      if var string = current {
        if character == quote {
          strings.append(string)
          current = nil
        } else {
          string.append(character)
          current = string
        }
      } else if character == "'" || character == "\"" || character == "`" {
        (current, quote) = ("", character)
      } else if character == "[" {
        depth += 1
      } else if character == "]" {
        depth -= 1
        if depth == 0 { break }
      }
    }
    return strings
  }

  /// The files below the project folder `path` that `project`'s globs match (relative to its `root`), as paths
  /// relative to `path`, in the globs' order (each glob's matches in path order, a file once), each with whether
  /// an `include` glob matched it; `node_modules` and hidden folders are not searched.
  package static func matchedFiles(_ path: String, _ project: Configuration) -> [(relative: String, base: Bool)] {
    let prefix = project.root.isEmpty ? "" : project.root + "/"
    var all: [String] = []
    FolderWalk.entries(below: prefix.isEmpty ? path : FilePath.join(path, project.root)) { relative, _, isFolder in
      if !isFolder { all.append(relative) }
      return true
    }
    all.sort()
    var (files, seen) = ([(relative: String, base: Bool)](), Set<String>())
    for (number, glob) in project.globs.enumerated() {
      for relative in matches(glob, in: all) where seen.insert(relative).inserted {
        files.append((prefix + relative, number < project.include.count))
      }
    }
    return files
  }

  /// The folders the project's token files are kept in, relative to the project's folder, where files its
  /// globs leave out are looked for: the longest run of leading path components without a wildcard that the
  /// globs share (`tokens` for `tokens/base/**/*.json` and `tokens/semantic/*.json`), less its last one when it
  /// has two or more (`tokens` for `tokens/base/**/*.json` alone, whose `tokens/themes/` a script may build
  /// apart). Globs that share none give each one's first folder (`themes` and `tokens` for
  /// `themes/day/color.json` and `tokens/**/*.json`: the night theme beside the day one is a script's too); a
  /// glob of the whole folder (`**/*.json`) gives none. None when a glob leaves the folder (`../`).
  package static func tokenFolders(of project: Configuration) -> [String] {
    // Each glob's folder: its components before the first with a wildcard, less a file's name it ends in.
    let folders = project.globs.map { glob -> [Substring] in
      let components = Array(glob.split(separator: "/").drop { $0 == "." })
      let literal = components.prefix { !$0.contains(where: { "*?[{!".contains($0) }) }
      return Array(literal.count == components.count ? literal.dropLast() : literal)
    }
    guard var shared = folders.first, !folders.contains(where: { $0.contains("..") }) else { return [] }
    for folder in folders.dropFirst() { shared = zip(shared, folder).prefix { $0 == $1 }.map(\.0) }
    let inProject = { (folder: ArraySlice<Substring>) in
      ((project.root.isEmpty ? [] : [Substring(project.root)]) + folder).joined(separator: "/")
    }
    guard shared.isEmpty else { return [inProject(shared.count >= 2 ? shared.dropLast() : shared[...])] }
    // Not another package's folder (`node_modules/@acme/tokens/…`) nor a hidden one, which the globs' search skips.
    let firsts = folders.compactMap(\.first).filter { $0 != "node_modules" && !$0.hasPrefix(".") }
    return Set(firsts).sorted().map { inProject([$0]) }
  }

  /// The files below the project's folder (relative paths, sorted) that `glob` matches (`Glob`).
  package static func matches(_ glob: String, in files: [String]) -> [String] {
    let glob = Glob(glob)
    return files.filter(glob.matches)
  }
}
