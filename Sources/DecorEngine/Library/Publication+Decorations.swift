import Foundation

/// The two calls most applications need, on an opened publication: one chapter with its decorations
/// written in, and pictures of a chapter's pages with their decorations — both in memory, read through the
/// publication's protection, nothing written to disk.
extension Publication {
    /// The content document at `href` with the decorations of `decorations` that point at it written in —
    /// what `decor render` writes for that href (live by default: the runtime places the boxes in the
    /// reader's browser; `options.isStatic` with `options.geometry` places them with decor's layout).
    /// `data` is nil when the document could not be decorated (`failure` says why).
    public func decorate(href: String, with decorations: DecorationsFile, options: sending RenderOptions) async throws -> ChapterRenderer.Output {
        let renderer = try PublicationRenderer(publication: self, decorations: decorations, options: options)
        return try await blockingWork { try renderer.decorate(href: href) }
    }

    /// The pages of the content document at `href` laid out by decor's engine under `settings`, as SVG with
    /// the decorations that point at it drawn — what `decor snapshot` writes. `pages` (0-based) limits the
    /// pages drawn; all by default.
    public func snapshot(href: String, with decorations: DecorationsFile, settings: LayoutSettings,
                         pages: Set<Int>? = nil) async throws -> SnapshotRenderer.Snapshot {
        let renderer = try SnapshotRenderer(decorations: decorations, settings: settings)
        return try await blockingWork { try renderer.snapshot(of: self, href: href, pages: pages) }
    }
}
