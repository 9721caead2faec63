// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
  name: "Swatch",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "swatch", targets: ["swatch"]),
    .library(name: "SwatchKit", targets: ["SwatchKit"]),
    .plugin(name: "SwatchPlugin", targets: ["SwatchPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // The pipeline's stages, each importing only the stages before it (docs/architecture.md).
    .target(name: "SwatchModel"),
    .target(name: "SwatchFrontEnd", dependencies: ["SwatchModel", "CYAML"]),
    .target(name: "SwatchWriters", dependencies: ["SwatchModel", "SwatchFrontEnd"]),
    .target(name: "SwatchBuild", dependencies: ["SwatchModel", "SwatchFrontEnd", "SwatchWriters", "CWriteback"]),
    // The library's one module for its users: re-exports the stages.
    .target(name: "SwatchKit", dependencies: ["SwatchModel", "SwatchFrontEnd", "SwatchWriters", "SwatchBuild"]),
    // Starting a written file's writeback early (Linux only), header-only.
    .systemLibrary(name: "CWriteback"),
    // The C allocator's settings for the command line tool (glibc only), header-only.
    .systemLibrary(name: "CHeap"),
    .executableTarget(
      name: "swatch",
      dependencies: [
        "SwatchKit", "CHeap",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "swatch-bench",
      dependencies: [
        "SwatchKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(
      name: "SwatchPlugin",
      capability: .buildTool(),
      dependencies: ["swatch"]
    ),
    .testTarget(
      name: "SwatchKitTests",
      dependencies: [
        "SwatchModel", "SwatchFrontEnd", "SwatchWriters", "SwatchBuild", "SwatchKit",
        .product(name: "Mustache", package: "swift-mustache"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"]
    ),
  ]
)

// `scripts/fuzz.sh` sets SWATCH_FUZZ=1 to add the libFuzzer target; a normal build never sees it, as it
// only links with `-sanitize=fuzzer` (libFuzzer supplies `main`).
if ProcessInfo.processInfo.environment["SWATCH_FUZZ"] != nil {
  package.targets.append(
    .executableTarget(
      name: "swatch-fuzz",
      dependencies: ["SwatchKit"],
      path: "Fuzz/swatch-fuzz",
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  )
}
