import Foundation

extension ResolverSource {
  /// The paths of the tokens the source defines as far as its tree tells, in any dialect: every object holding
  /// `$value` or `value`; none for a file that cannot be read. For deciding how to read an export (which sets a
  /// theme overrides, what a context adds), before the pipeline reads the files.
  var tokenPaths: Set<String> {
    let root: YAMLNode?
    switch self {
    case .inline(let node): root = node
    case .file(let path, _):
      guard let data = InputFile.data(at: path) else { return [] }
      root = YAMLReader().read(String(decoding: data, as: UTF8.self), path: path).0
    }
    var paths = Set<String>()
    var work: [(YAMLNode, String)] = root.map { [($0, "")] } ?? []
    while let (node, path) = work.popLast() {
      guard let pairs = node.pairs else { continue }
      if pairs.contains(where: { $0.key.text == "$value" || $0.key.text == "value" }) {
        paths.insert(path)
        continue
      }
      for pair in pairs {
        guard let name = pair.key.text, !name.hasPrefix("$") else { continue }
        work.append((pair.value, path.isEmpty ? name : path + "." + name))
      }
    }
    return paths
  }
}
