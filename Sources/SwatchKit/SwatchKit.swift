// SwatchKit is the library's one module for its users (the CLI, swatch-bench, the plugin, the fuzz target): it
// re-exports the pipeline's stages, which are separate targets so the compiler holds their boundaries
// (docs/architecture.md).
@_exported import SwatchBuild
@_exported import SwatchFrontEnd
@_exported import SwatchModel
@_exported import SwatchWriters
