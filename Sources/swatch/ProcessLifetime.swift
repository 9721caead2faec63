/// Values kept until the process exits, so their memory goes back to the system with the process instead of
/// being freed object by object first. At 100,000 tokens that teardown was about 5% of `swatch check`;
/// compilers skip it the same way (clang's `-disable-free`).
enum ProcessLifetime {
  nonisolated(unsafe) private static var kept: [Any] = []

  /// Keeps `value` alive until exit. Call from the command's main thread only.
  static func keep(_ value: Any) {
    kept.append(value)
  }
}
