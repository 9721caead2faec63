/// Values kept until the process exits, so their memory goes back to the system with the process instead of
/// being freed object by object first. At 100,000 tokens that teardown was about 5% of `swatch check`;
/// compilers skip it the same way (clang's `-disable-free`).
enum ProcessLifetime {
  nonisolated(unsafe) private static var kept: [Any] = []
  /// Whether `keep` keeps anything: not in a process that builds again and again (`swatch build --watch`),
  /// where each build's values kept until exit grew the process by 25 MB per rebuild at 10,000 tokens.
  nonisolated(unsafe) static var keepsValues = true

  /// Keeps `value` alive until exit, unless `keepsValues` is off. Call from the command's main thread only.
  static func keep(_ value: Any) {
    guard keepsValues else { return }
    kept.append(value)
  }
}
