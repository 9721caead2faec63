import Dispatch

/// A value made on another thread while the caller goes on: the command starts it, does other work, and
/// waits for it where it is needed. Used where one core would otherwise idle (the front end's passes run on
/// one core after parsing).
final class Pending<Value: Sendable>: @unchecked Sendable {
  private var value: Value?
  private let done = DispatchSemaphore(value: 0)

  /// Starts making the value with `make` on another thread.
  init(_ make: @escaping @Sendable () -> Value) {
    DispatchQueue.global(qos: .userInitiated).async {
      self.value = make()
      self.done.signal()
    }
  }

  /// The value, once it is made. Call once.
  func wait() -> Value {
    done.wait()
    return value!
  }
}
