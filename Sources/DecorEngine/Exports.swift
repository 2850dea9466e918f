// The façade re-exports the loading layer so that applications and the CLI need only `import DecorEngine`.
@_exported import DOM
@_exported import JSON
@_exported import Layout
@_exported import ProtectedLoader
@_exported import DecorModel
@_exported import Templates
