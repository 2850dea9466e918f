import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Receives one response for `HTTPFetcher`: its head, then its body, kept in memory up to a limit or
/// handed chunk by chunk to a sink. Only successful (2xx) responses reach the caller's hooks; redirects
/// and error bodies (problem documents) stay here, bounded.
final class HTTPResponseCollector: HTTPClientResponseDelegate, @unchecked Sendable {
    typealias HeadCheck = @Sendable (_ status: Int, _ headers: [(name: String, value: String)]) throws -> Void
    typealias BodySink = @Sendable (Data) throws -> Void

    struct Collected {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: Data
    }

    private let url: String
    /// HEAD responses announce the length of a body they do not carry.
    private let isHead: Bool
    private let limit: Int
    private let checkHead: HeadCheck?
    private let sink: BodySink?
    // Event-loop confined: AsyncHTTPClient calls a delegate on one event loop, one call at a time.
    private var head: HTTPResponseHead?
    private var headers: [(name: String, value: String)] = []
    private var body = Data()
    private var sinking = false
    private var keptLimit = 0

    init(url: String, isHead: Bool, limit: Int, checkHead: HeadCheck?, sink: BodySink?) {
        self.url = url
        self.isHead = isHead
        self.limit = limit
        self.checkHead = checkHead
        self.sink = sink
    }

    func didReceiveHead(task: HTTPClient.Task<Collected>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        self.head = head
        headers = head.headers.map { ($0.name, $0.value) }
        let status = Int(head.status.code)
        let successful = (200..<300).contains(status)
        keptLimit = successful ? limit : min(limit, ProblemDocument.maximumSize)
        do {
            if successful {
                try checkHead?(status, headers)
                sinking = sink != nil
            }
            if !sinking, !isHead, let declared = head.headers.first(name: "Content-Length").flatMap(Int.init), declared > keptLimit {
                throw HTTPError.responseTooLarge(url: url, limit: keptLimit)
            }
        } catch {
            return task.eventLoop.makeFailedFuture(error)
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveBodyPart(task: HTTPClient.Task<Collected>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        do {
            if sinking, let sink {
                try sink(Data(buffer.readableBytesView))
            } else {
                guard body.count + buffer.readableBytes <= keptLimit else {
                    throw HTTPError.responseTooLarge(url: url, limit: keptLimit)
                }
                body.append(contentsOf: buffer.readableBytesView)
            }
        } catch {
            return task.eventLoop.makeFailedFuture(error)
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didFinishRequest(task: HTTPClient.Task<Collected>) throws -> Collected {
        guard let head else { throw HTTPError.invalidResponse(url: url, reason: "the response had no head") }
        return Collected(status: Int(head.status.code), headers: headers, body: body)
    }
}
