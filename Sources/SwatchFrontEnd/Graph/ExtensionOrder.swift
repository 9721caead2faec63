/// The order in which `$extends` are applied: a group after every `$extends` that changes what its base
/// holds (one written on the base, inside it or on a group holding it), and the cycles that leave no order.
struct ExtensionOrder {
  /// The edges that can be applied, each after the ones it depends on.
  private(set) var sorted: [GroupExtension.Edge] = []
  /// Each cycle once, as the edges in dependency order, starting from the earliest written.
  private(set) var cycles: [[GroupExtension.Edge]] = []

  /// Orders `edges` (Kahn's algorithm); the edges left over are on a cycle or depend on one.
  init(edges: [GroupExtension.Edge]) {
    let dependencies = Self.dependencies(edges)
    var dependents = [[Int]](repeating: [], count: edges.count)
    var waiting = dependencies.map(\.count)
    for (edge, needs) in dependencies.enumerated() { for need in needs { dependents[need].append(edge) } }
    var ready = Array(waiting.indices.filter { waiting[$0] == 0 }.reversed())
    while let next = ready.popLast() {
      sorted.append(edges[next])
      for dependent in dependents[next] {
        waiting[dependent] -= 1
        if waiting[dependent] == 0 { ready.append(dependent) }
      }
    }
    cycles = Self.cycles(among: waiting.indices.filter { waiting[$0] > 0 }, dependencies).map { $0.map { edges[$0] } }
  }

  /// For each edge, the edges whose group is its base, inside its base or holds its base.
  private static func dependencies(_ edges: [GroupExtension.Edge]) -> [[Int]] {
    var byPrefix: [String: [Int]] = [:]  // every prefix of an edge's group → the edges below it
    for (index, edge) in edges.enumerated() {
      for length in 1...max(edge.group.components.count, 1) {
        byPrefix[edge.group.components.prefix(length).joined(separator: "."), default: []].append(index)
      }
    }
    let byGroup = Dictionary(edges.enumerated().map { ($1.group.string, $0) }) { first, _ in first }
    return edges.map { edge in
      let base = edge.base.value.components
      let holders = (1..<max(base.count, 1)).compactMap { byGroup[base.prefix($0).joined(separator: ".")] }
      return holders + (byPrefix[edge.base.value.string] ?? [])
    }
  }

  /// The distinct cycles among `stuck` edges: from each edge not yet seen, follow a stuck dependency until
  /// an edge repeats. An edge that only depends on a cycle leads into it and adds nothing new.
  private static func cycles(among stuck: [Int], _ dependencies: [[Int]]) -> [[Int]] {
    let isStuck = Set(stuck)
    var seen = Set<Int>()
    var found: [[Int]] = []
    for start in stuck where !seen.contains(start) {
      var walk: [Int] = []
      var position: [Int: Int] = [:]
      var current = start
      while position[current] == nil, !seen.contains(current) {
        position[current] = walk.count
        walk.append(current)
        guard let next = dependencies[current].first(where: isStuck.contains) else { break }
        current = next
      }
      if let loopStart = position[current] {
        let loop = Array(walk[loopStart...])
        let first = loop.indices.min { loop[$0] < loop[$1] }!
        found.append(Array(loop[first...] + loop[..<first]))
      }
      seen.formUnion(walk)
    }
    return found
  }
}
