import Foundation

/// The publications named on the command line: a file or exploded folder is one publication; a folder
/// that is not one (no `META-INF/container.xml`, no `manifest.json`) contributes the publications it holds
/// directly, in name order.
public enum PublicationSources {
    static let extensions: Set<String> = ["epub", "lcpdf", "lcpa", "lcpl", "audiobook", "zip"]

    public static func locations(_ arguments: [String]) -> [String] {
        arguments.flatMap { argument -> [String] in
            guard isPlainFolder(argument) else { return [argument] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            return names.sorted().map { (argument as NSString).appendingPathComponent($0) }.filter { path in
                extensions.contains((path as NSString).pathExtension.lowercased()) || isPublicationFolder(path)
            }
        }
    }

    private static func isPlainFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue && !isPublicationFolder(path)
    }

    private static func isPublicationFolder(_ path: String) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: (path as NSString).appendingPathComponent("META-INF/container.xml"))
            || manager.fileExists(atPath: (path as NSString).appendingPathComponent("manifest.json"))
    }
}
