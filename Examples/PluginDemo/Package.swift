// swift-tools-version: 6.0
// A package that uses Swatch's build-tool plugin: `DemoTokens` holds swatch.yaml and tokens/, and the
// plugin generates SwatchTokens.swift and SwatchColors.swift into it at build time.
import PackageDescription

let package = Package(
  name: "PluginDemo",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Swatch", path: "../..")
  ],
  targets: [
    .target(
      name: "DemoTokens",
      plugins: [.plugin(name: "SwatchPlugin", package: "Swatch")]
    ),
    .testTarget(name: "DemoTokensTests", dependencies: ["DemoTokens"]),
  ]
)
