import DecorEngine
import Foundation

/// How an export opens publications: through the protection layer, with each book's credentials from the
/// credentials file, never prompting.
public struct PublicationAccess: Sendable {
    public let opener: PublicationOpener
    public let credentials: CredentialsFile

    public init(opener: PublicationOpener, credentials: CredentialsFile = .empty) {
        self.opener = opener
        self.credentials = credentials
    }

    func open(_ record: PublicationRecord) throws -> Publication {
        try opener.open(path: record.location, options: OpeningOptions(credentials: credentials.secret(for: record)))
    }
}

extension PublicationSummary {
    /// The summary of an opened publication, with its authors from the package document's `dc:creator`s.
    init(record: PublicationRecord, content: PublicationContent) {
        let publication = content.publication
        let creators = publication.packageDocument?.document.node
            .descendants(named: "creator", namespace: "http://purl.org/dc/elements/1.1/") ?? []
        self.init(id: record.id, slug: PathSlug.publication(record.id), title: publication.title,
                  authors: creators.map { PublicationNavigation.collapse($0.textContent) }.filter { !$0.isEmpty },
                  identifier: publication.identifier, language: publication.language,
                  hasPageList: !content.navigation.pageList.isEmpty, referenceLayout: content.referenceLayout)
    }
}
