import DecorEngine
import Foundation

/// The content documents `decor locate` works on: a lone XHTML/HTML file, or a publication's resources —
/// the one `--href` names or, without it, the one each locator's href or full CFI names (each parsed once).
final class LocateTarget {
    private enum Source {
        case document(LocatorResolver)
        case publication(Publication, href: String?)
    }

    private let source: Source
    private let spine: PackageSpine?
    private var resolvers: [String: LocatorResolver] = [:]

    init(input: String, href: String?, options: PublicationOptions) throws {
        do {
            if href == nil, Self.isLoneDocument(input) {
                let data = try Data(contentsOf: URL(fileURLWithPath: input))
                source = .document(LocatorResolver(document: try Document.parse(data, name: URL(fileURLWithPath: input).lastPathComponent)))
                spine = nil
                return
            }
            let publication = try options.open(input, asJSON: true)
            source = .publication(publication, href: href.map(Locator.normalize(href:)))
            spine = publication.packageDocument.map { PackageSpine(package: $0.document, packagePath: $0.path) }
            if let href { _ = try resolver(at: Locator.normalize(href: href), in: publication) }
        } catch {
            throw CommandFailure(error, asJSON: true)
        }
    }

    func locate(_ query: LocateQuery) throws -> LocatedRange {
        switch source {
        case let .document(resolver): try resolver.locate(query)
        case let .publication(publication, fixed): try locate(query, in: publication, fixed: fixed)
        }
    }

    private func locate(_ query: LocateQuery, in publication: Publication, fixed: String?) throws -> LocatedRange {
        switch query {
        case let .locator(locator):
            if let fixed, locator.normalizedHref != fixed {
                throw LocatorError(field: "href", reason: "the locator is for \(locator.normalizedHref), not \(fixed)")
            }
            return try resolver(at: locator.normalizedHref, in: publication).locate(query)
        case let .cfi(cfi) where cfi.path.steps.contains(where: \.followsIndirection):
            guard let spine else {
                throw CFIError.unresolvable(cfi: cfi.description, document: publication.location, reason: "the publication has no package document")
            }
            let target = try spine.contentTarget(of: cfi)
            if let fixed, target.href != fixed {
                throw CFIError.unresolvable(cfi: cfi.description, document: fixed, reason: "it points into \(target.href)")
            }
            return try resolver(at: target.href, in: publication).locate(.cfi(target.cfi))
        case .cfi, .selectors:
            guard let fixed else {
                throw LocatorError(field: "href", reason: "a partial CFI or W3C selectors do not name a content document: give --href")
            }
            return try resolver(at: fixed, in: publication).locate(query)
        }
    }

    /// The resolver of the publication's document at `href`, parsed on first use.
    private func resolver(at href: String, in publication: Publication) throws -> LocatorResolver {
        if let known = resolvers[href] { return known }
        let data: Data
        do {
            data = try publication.resource(href: href).read()
        } catch PublicationError.resourceNotFound(let location, let missing) {
            throw CommandFailure(exitCode: CommandFailure.input, code: "resourceNotFound",
                                 message: NextStep.appending(NextStep.forMissingHref(missing, in: publication.readingOrder.map(\.href)),
                                                             to: PublicationError.resourceNotFound(publication: location, href: missing).message),
                                 asJSON: true)
        }
        let isHTML = publication.link(href: href)?.mediaType == "text/html"
        let document = isHTML ? try Document.parseHTML(data, name: href) : try Document.parseXML(data, name: href)
        let resolver = LocatorResolver(document: document)
        resolvers[href] = resolver
        return resolver
    }

    /// Whether `path` is a single XHTML/HTML file (it starts with markup), rather than a publication.
    static func isLoneDocument(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 512)) ?? Data()
        let text = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
        return text.first { !" \t\r\n".utf8.contains($0) } == UInt8(ascii: "<")
    }
}
