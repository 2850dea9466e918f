import CZlib
import Foundation

/// Inflates raw DEFLATE data (no zlib or gzip header), as ZIP entries and LCP's `Compression Method="8"`
/// store it, refusing to produce more than a bound so that a bomb is an error rather than an outage.
public enum RawInflater {
    public struct Failure: CodedError, Sendable {
        public let location: String
        public let reason: String
        public var code: String { "invalidInput" }
        public var message: String { "\(location): cannot inflate: \(reason)" }
    }

    /// Inflates `data` completely. `limit` bounds the output; `location` names the entry in errors.
    public static func inflate(_ data: Data, limit: Int, location: String) throws -> Data {
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else {
            throw Failure(location: location, reason: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        let chunkSize = 256 << 10
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var status = Z_OK
        try data.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                status = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(chunkSize)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunkSize - Int(stream.avail_out)
                guard output.count + produced <= limit else {
                    throw Failure(location: location, reason: "inflates to more than \(limit) bytes")
                }
                output.append(contentsOf: chunk[0..<produced])
                if status == Z_BUF_ERROR, stream.avail_in == 0 {
                    throw Failure(location: location, reason: "compressed data ends early")
                }
                guard status == Z_OK || status == Z_STREAM_END else {
                    let reason = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                    throw Failure(location: location, reason: reason)
                }
            } while status != Z_STREAM_END
        }
        return output
    }
}
