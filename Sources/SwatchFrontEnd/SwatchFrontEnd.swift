// The stages SwatchFrontEnd builds on, imported here once for every file of the module and re-exported, so the
// manifest's dependency list and this file say the same thing (docs/architecture.md).
@_exported import SwatchModel
