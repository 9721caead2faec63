import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live preview's HTTP/1.1 server, on Foundation and the C socket calls only: a few routes, `GET` only,
/// one short-lived thread per request and one sleeping thread per event stream.
///
/// Reads: requests on 127.0.0.1 (never another interface). Produces: the page, its Server-Sent Events stream
/// and files under the output folders (`PreviewFiles`). Bounds: at most `maximumConnections` open at once
/// (more are answered 503 and closed), request heads of at most 8 KiB, 10 seconds to send one.
final class PreviewServer: @unchecked Sendable {
  /// Open connections beyond this are refused, so many clients cannot grow memory without bound.
  static let maximumConnections = 64
  let state: PreviewLiveState
  let files: PreviewFiles
  private let listener: Int32
  private let lock = NSLock()
  private var open = 0

  /// Binds 127.0.0.1:`port` (0 picks a free port), or throws a message.
  init(port: UInt16, state: PreviewLiveState, files: PreviewFiles) throws {
    (self.state, self.files) = (state, files)
    signal(SIGPIPE, SIG_IGN)
    listener = try Self.openListener(port: port)
  }

  /// The port actually bound.
  var port: UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    return UInt16(bigEndian: address.sin_port)
  }

  private static func openListener(port: UInt16) throws -> Int32 {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw PreviewServerError("cannot open a socket") }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 32) == 0 else {
      close(descriptor)
      throw PreviewServerError("cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
    }
    return descriptor
  }

  /// Accepts connections on a background thread until the process ends.
  func start() {
    Thread.detachNewThread { [self] in
      while true {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { continue }
        guard admit() else {
          PreviewConnection(descriptor: connection).refuse()
          continue
        }
        Thread.detachNewThread { [self] in
          PreviewConnection(descriptor: connection).serve(self)
          release()
        }
      }
    }
  }

  private func admit() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard open < Self.maximumConnections else { return false }
    open += 1
    return true
  }

  private func release() {
    lock.lock()
    open -= 1
    lock.unlock()
  }
}

/// A server start-up failure, as a message for the terminal.
struct PreviewServerError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
