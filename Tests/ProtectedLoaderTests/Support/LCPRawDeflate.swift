import Foundation

/// Raw DEFLATE (no zlib header) from Python's zlib, an implementation independent of decor's inflater.
enum RawDeflate {
    static func compress(_ data: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import sys, zlib
            c = zlib.compressobj(9, zlib.DEFLATED, -15)
            sys.stdout.buffer.write(c.compress(sys.stdin.buffer.read()) + c.flush())
            """]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed
    }
}
