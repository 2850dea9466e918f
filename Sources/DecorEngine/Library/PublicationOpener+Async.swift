extension PublicationOpener {
    /// Opens the publication at `path` (a file, a folder, a `.lcpl` license or an `http(s)://` URL) without
    /// blocking the caller's task: the Readium 3 toolkit's `open` is async in the same way.
    public func open(path: String, options: OpeningOptions = OpeningOptions()) async throws -> Publication {
        try await blockingWork { try self.open(path: path, options: options) }
    }
}
