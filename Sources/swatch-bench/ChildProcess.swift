import Foundation

/// Runs a program to completion and reports its wall time, exit status, CPU time and its own peak memory.
///
/// Spawns with `posix_spawn` and reaps with `wait4` rather than using Foundation's `Process`, because
/// `Process` reaps the child itself and its resource usage would be lost. The program is not spawned from
/// this process directly: Linux counts, in a child's `ru_maxrss`, the peak of the memory it ran in before its
/// `exec`, and `posix_spawn` runs the child in this process's memory until then, so a child spawned here
/// reports this benchmark's own high-water mark whenever that is higher than its own (144.8 MB reported
/// where `/usr/bin/time -v` measured 125 MB at 10,000 tokens). Instead a fresh, small copy of this binary
/// (`measureFlag`) spawns the program, reaps it and prints what `wait4` reported; its peak before the
/// `exec` is a few megabytes, below any `swatch build`.
enum ChildProcess {
  struct Result {
    var status: Int32
    /// Wall time from just before the spawn to the reaped exit: process start included.
    var seconds: Double
    /// The program's own peak resident memory in bytes.
    var peakBytes: Int
    /// User plus system CPU time, all threads: steadier than wall time on a busy machine.
    var cpuSeconds: Double
  }

  /// The first argument that makes `swatch-bench` measure the program named by the rest and exit.
  static let measureFlag = "--measure-child-process"

  /// Runs `path` with `arguments`, its output discarded, through a measuring copy of this binary.
  static func run(_ path: String, _ arguments: [String]) -> Result {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return failed }
    let output = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
    let (status, _) = spawnAndWait(selfPath, [measureFlag, path] + arguments, stdout: fds[1], closing: fds)
    close(fds[1])
    let words = String(decoding: output.readDataToEndOfFile(), as: UTF8.self).split(whereSeparator: \.isWhitespace)
    guard status == 0, words.count == 4, let code = Int32(words[0]), let seconds = Double(words[1]),
      let peak = Int(words[2]), let cpu = Double(words[3])
    else { return failed }
    return Result(status: code, seconds: seconds, peakBytes: peak, cpuSeconds: cpu)
  }

  /// The measuring copy's work: runs the program named by `arguments`, prints
  /// `status seconds peakBytes cpuSeconds` on standard output and exits.
  static func measure(_ arguments: [String]) -> Never {
    guard let path = arguments.first else { exit(2) }
    let start = ContinuousClock.now
    let (status, usage) = spawnAndWait(path, Array(arguments.dropFirst()), stdout: nil)
    let seconds = (ContinuousClock.now - start).seconds
    let cpu = [usage.ru_utime, usage.ru_stime].map { Double($0.tv_sec) + Double($0.tv_usec) * 1e-6 }.reduce(0, +)
    print(status, seconds, Int(usage.ru_maxrss) * 1024, cpu)
    exit(0)
  }

  private static let failed = Result(status: -1, seconds: 0, peakBytes: 0, cpuSeconds: 0)

  private static var selfPath: String {
    FileManager.default.fileExists(atPath: "/proc/self/exe")
      ? "/proc/self/exe" : (Bundle.main.executablePath ?? CommandLine.arguments[0])
  }

  /// Spawns `path`, standard output to `stdout` (or discarded), standard error discarded, and reaps it.
  private static func spawnAndWait(
    _ path: String, _ arguments: [String], stdout: Int32?, closing: [Int32] = []
  ) -> (Int32, rusage) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let stdout {
      posix_spawn_file_actions_adddup2(&actions, stdout, 1)
      for descriptor in closing { posix_spawn_file_actions_addclose(&actions, descriptor) }
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    var usage = rusage()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return (-1, usage) }
    var status: Int32 = 0
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    return ((status >> 8) & 0xFF, usage)
  }
}

/// This process's peak resident memory.
enum PeakMemory {
  /// Resets the peak to the current resident size (Linux 4.0 and later); false if the kernel refused.
  @discardableResult
  static func reset() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }

  /// `VmHWM` from `/proc/self/status`, else `getrusage`'s `ru_maxrss`, in bytes.
  static func bytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    {
      return kilobytes * 1024
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
  }
}
