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
    .target(
      name: "SwatchKit",
      dependencies: [
        "CYAML"
      ]
    ),
    .executableTarget(
      name: "swatch",
      dependencies: [
        "SwatchKit",
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
        "SwatchKit",
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
