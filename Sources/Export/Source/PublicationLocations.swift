import Foundation

/// Where the publications an import names are: a URL as it is, a path made absolute against the import
/// file's folder. Each name is resolved once, since a catalogue's lines name the same books over and over
/// and Foundation's path standardisation was a tenth of an import.
struct PublicationLocations {
    /// Distinct names remembered before the memory starts afresh, so that no input can grow it unbounded.
    static let maximumRemembered = 4096

    let folder: URL
    private var known: [String: String] = [:]

    init(folder: URL) {
        self.folder = folder
    }

    /// The location of the publication named `name` in an import file.
    mutating func location(of name: String) -> String {
        if let found = known[name] { return found }
        let location = name.contains("://") ? name : URL(fileURLWithPath: name, relativeTo: folder).standardizedFileURL.path
        if known.count >= Self.maximumRemembered { known.removeAll(keepingCapacity: true) }
        known[name] = location
        return location
    }
}
