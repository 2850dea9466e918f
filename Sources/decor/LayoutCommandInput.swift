import Foundation

/// Reads the command's input files, bounded in size, with errors that name the file.
enum LayoutCommandInput {
    static let maximumBytes = 64 << 20

    static func data(of path: String, what: String) throws -> Data {
        let data: Data?
        do {
            data = path == "-" ? StandardInput.read(limit: maximumBytes) : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw LayoutCommandFailure.input("unreadableFile", "\(path): cannot read the \(what) file")
        }
        guard let data, data.count <= maximumBytes else {
            throw LayoutCommandFailure.input("unreadableFile", "\(path): the \(what) file is over \(maximumBytes) bytes")
        }
        return data
    }

    static func text(of path: String, what: String) throws -> String {
        String(decoding: try data(of: path, what: what), as: UTF8.self)
    }
}
