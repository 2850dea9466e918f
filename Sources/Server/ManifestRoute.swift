import Foundation
import Hummingbird

/// `GET /pub/{id}/manifest.json`: the Readium Web Publication Manifest. A restricted publication's is
/// served too: its metadata stays readable, only its protected resources are refused.
struct ManifestRoute: Sendable {
    let state: ServerState

    func add(to router: Router<BasicRequestContext>) {
        router.getAndHead("/pub/:id/manifest.json") { request, context in
            let served = try state.publication(context)
            return try RepresentationResponse(
                mediaType: WebPublicationManifestDocument.mediaType, entityTag: "\(served.revision)-manifest",
                cacheControl: "public, no-cache", length: UInt64(served.manifest.count), allowsRanges: false,
                read: { _ in Data(served.manifest) }
            ).response(to: request)
        }
    }
}
