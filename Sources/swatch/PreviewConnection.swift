import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One HTTP connection to the live preview: reads one request head, answers it, closes.
///
/// Routes: `/` the page with the live script, `/page` the page alone, `/patch?version=N` the rows that
/// changed to version N (409 when that is not the current version or more than rows changed), `/events`
/// the version stream, `/swatch-live.js` the script for pages under development, anything else a file
/// under an output folder. Only `GET`; no keep-alive.
struct PreviewConnection {
  /// The socket.
  var descriptor: Int32
  /// The most a request head may take.
  static let headLimit = 8 * 1024

  /// Answers 503 and closes: too many connections are open.
  func refuse() {
    respond(status: "503 Service Unavailable", type: "text/plain", body: Data("too many connections\n".utf8))
    close(descriptor)
  }

  /// Reads the request, answers it and closes the socket.
  func serve(_ server: PreviewServer) {
    defer { close(descriptor) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let lines = readHead(), let head = lines.first else { return }
    // A page on another site may resolve its own name to 127.0.0.1 (DNS rebinding); only requests naming
    // this server by its loopback address are answered.
    guard Self.isLoopbackHost(lines.dropFirst(), port: server.port) else {
      return respond(status: "421 Misdirected Request", type: "text/plain", body: Data("wrong host\n".utf8))
    }
    let words = head.split(separator: " ", maxSplits: 2)
    guard words.count == 3, words[0] == "GET" else {
      return respond(status: "405 Method Not Allowed", type: "text/plain", body: Data("GET only\n".utf8))
    }
    let target = String(words[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    let html = "text/html; charset=utf-8"
    switch target {
    case "/":
      respond(status: "200 OK", type: html, body: PreviewLiveScript.page(server.state.current))
    case "/page":
      respond(status: "200 OK", type: html, body: Data(server.state.current.page.utf8))
    case "/patch":
      let version = words[1].split(separator: "=").last.flatMap { Int($0) } ?? -1
      guard let rows = server.state.patch(to: version) else {
        return respond(status: "409 Conflict", type: "text/plain", body: Data("fetch /page\n".utf8))
      }
      respond(status: "200 OK", type: html, body: rows)
    case "/swatch-live.js":
      respond(status: "200 OK", type: "text/javascript", body: Data(PreviewLiveScript.stylesheets.utf8))
    case "/events":
      stream(server.state)
    default:
      guard let (data, type) = server.files.file(at: target) else {
        return respond(status: "404 Not Found", type: "text/plain", body: Data("not found\n".utf8))
      }
      respond(status: "200 OK", type: type, body: data)
    }
  }

  /// Whether the `Host` header among `headers` names 127.0.0.1 or localhost at `port`.
  static func isLoopbackHost(_ headers: ArraySlice<String>, port: UInt16) -> Bool {
    let hosts = headers.compactMap { line -> String? in
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].lowercased() == "host" else { return nil }
      return parts[1].trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard hosts.count == 1 else { return false }
    return ["127.0.0.1:\(port)", "localhost:\(port)"].contains(hosts[0])
  }

  /// The head's lines, the request line first, once the whole head has arrived, or nil when it is too long
  /// or the peer went away.
  private func readHead() -> [String]? {
    var bytes = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 2048)
    while bytes.count < Self.headLimit {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
      if let end = String(decoding: bytes, as: UTF8.self).range(of: "\r\n\r\n") {
        let head = String(decoding: bytes, as: UTF8.self)[..<end.lowerBound]
        return head.split(separator: "\r\n").map(String.init)
      }
    }
    return nil
  }

  /// The Server-Sent Events stream: the page's version at once, then a `message` event with each newer page
  /// and an `outputs` event each time the output files are written again; a comment every 15 seconds to
  /// notice a closed peer; ends when a write fails.
  private func stream(_ state: PreviewLiveState) {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
      + "Access-Control-Allow-Origin: *\r\nConnection: close\r\n\r\nretry: 250\n\n"
    guard send(Data(head.utf8)) else { return }
    var seen = state.now
    guard send(Data("data: \(seen.page)\n\n".utf8)) else { return }
    while true {
      guard let newer = state.versions(after: seen, timeout: 15) else {
        guard send(Data(": waiting\n\n".utf8)) else { return }
        continue
      }
      var events = ""
      if newer.page != seen.page { events += "data: \(newer.page)\n\n" }
      if newer.outputs != seen.outputs { events += "event: outputs\ndata: \(newer.outputs)\n\n" }
      seen = newer
      guard send(Data(events.utf8)) else { return }
    }
  }

  private func respond(status: String, type: String, body: Data) {
    let head =
      "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
      + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
    _ = send(Data(head.utf8)) && send(body)
  }

  /// Writes all of `data`; false when the peer is gone.
  private func send(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        #if canImport(Glibc)
          let count = Glibc.send(descriptor, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
        #else
          let count = Darwin.send(descriptor, raw.baseAddress! + sent, raw.count - sent, 0)
        #endif
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }
  }
}
