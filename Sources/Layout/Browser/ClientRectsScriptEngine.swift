import Foundation
import JSON

/// The team's reference script, client_rects.py (a copy is in Tests/Fixtures/tools), run as a layout engine: it starts its own
/// Chromium for every document and prints a report in the very shape `LayoutReport` reads. It is what
/// the browser backend is validated against, and a second opinion for fidelity runs.
public struct ClientRectsScriptEngine: LayoutEngine {
    public let name = "client_rects.py"
    public let script: URL
    public let python: String

    public init(script: URL, python: String = "python3") {
        self.script = script
        self.python = python
    }

    /// The script lays out every viewport in one run, so progress is reported once, at the end.
    public func layout(document: URL, ranges: [RangeSpec], settings: LayoutSettings,
                       viewportsDone: (Int) -> Void) throws -> LayoutReport {
        guard FileManager.default.isReadableFile(atPath: script.path) else {
            throw ClientRectsScriptError(script: script.path, reason: "no such script (set DECOR_CLIENT_RECTS)")
        }
        let scratch = try PrivateTemporaryFolder(prefix: "decor-client-rects")
        defer { scratch.remove() }
        let folder = scratch.url
        let rangesFile = folder.appendingPathComponent("ranges.json")
        let reportFile = folder.appendingPathComponent("report.json")
        try Data(JSONWriter().string(.array(ranges.map(\.json))).utf8).write(to: rangesFile)
        var arguments = [script.path, document.path, "--ranges", rangesFile.path, "--out", reportFile.path,
                         "--mode", settings.mode.rawValue, "--gap", JSONWriter.format(settings.gap),
                         "--font", settings.font.path]
        arguments += settings.viewports.flatMap { ["--viewport", $0.description] }
        if !settings.overridesFont { arguments.append("--no-font-override") }
        if let fontSize = settings.fontSize { arguments += ["--font-size", fontSize] }
        if let lineHeight = settings.lineHeight { arguments += ["--line-height", lineHeight] }
        if let extraCSS = settings.extraCSS {
            let cssFile = folder.appendingPathComponent("extra.css")
            try extraCSS.write(to: cssFile, atomically: true, encoding: .utf8)
            arguments += ["--extra-css", cssFile.path]
        }
        try run(arguments)
        do {
            let report = try JSONDecoder().decode(LayoutReport.self, from: Data(contentsOf: reportFile))
            viewportsDone(settings.viewports.count)
            return report
        } catch {
            throw ClientRectsScriptError(script: script.path, reason: "its report cannot be read: \(error)")
        }
    }

    private func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let lastLine = String(decoding: messages, as: UTF8.self)
                .split(separator: "\n").last.map(String.init) ?? "no message"
            throw ClientRectsScriptError(
                script: script.path, reason: "exited with status \(process.terminationStatus): \(lastLine)")
        }
    }
}

/// client_rects.py could not be run or gave no usable report.
public struct ClientRectsScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public let script: String
    public let reason: String

    public var description: String { "\(script): \(reason)" }
}
