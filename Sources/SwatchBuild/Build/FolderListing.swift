import Foundation

/// The names a token or template folder holds, hashed: what lets the build stamp vouch for a folder whose
/// modification time it cannot trust.
///
/// A folder modified shortly before a build (a save by an editor that writes a new file and renames it over
/// the old one, then `swatch build` at once) or while it ran would otherwise never match the stamp, and the next
/// build, with nothing changed, would run in full. The folder is listed before any token file is read and again
/// when the stamp is written: when both listings agree the stamp records their hash, and a later build that
/// finds the folder's time changed lists it and compares. A folder whose names changed while the build ran is
/// recorded with no hash and never matches, as before. The files in it are checked by their own entries.
enum FolderListing {
  /// The hash of each folder below the configuration's token sources and templates folder, by path.
  static func listings(of config: SwatchConfig) -> [String: UInt64] {
    let roots = config.tokenSources + (config.templatesDirectory.map { [$0] } ?? [])
    var listings: [String: UInt64] = [:]
    for folder in roots.flatMap(FolderScan.folders(under:)) { listings[folder] = hash(of: folder) }
    return listings
  }

  /// The hash of the sorted names in `folder` (every entry but `.` and `..`), or nil when it cannot be read.
  static func hash(of folder: String) -> UInt64? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    // Each name ends in a NUL, which no name holds, so two lists never join into the same bytes.
    return ContentHash.of(Array(names.sorted().map { $0 + "\u{0}" }.joined().utf8))
  }
}
