import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One request written byte for byte on a loopback socket, for what an HTTP client library will not send:
/// a `Content-Length` that the body never reaches, a chunked body the test cuts into pieces. Reads one
/// response (head and `Content-Length` body); gives up after ten seconds without data.
enum RawHTTPRequest {
    struct Response {
        var status: Int
        var head: String
        var body: Data
    }

    enum Failure: Error { case socket(String), malformed(String) }

    static func send(_ request: [UInt8], port: Int) throws -> Response {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure.socket("socket") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure.socket("connect") }
        var sent = 0
        while sent < request.count {
            let written = request[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The server may answer and close before reading everything: what it answered is what counts.
            guard written > 0 else { break }
            sent += written
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let headEnd = received.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<headEnd.lowerBound], as: UTF8.self)
                let length = head.components(separatedBy: "\r\n")
                    .first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if received.count - headEnd.upperBound >= length {
                    let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
                    return Response(status: status, head: head, body: Data(received[headEnd.upperBound..<(headEnd.upperBound + length)]))
                }
            }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { throw Failure.malformed(String(decoding: received, as: UTF8.self)) }
            received.append(contentsOf: buffer[0..<count])
        }
    }
}
