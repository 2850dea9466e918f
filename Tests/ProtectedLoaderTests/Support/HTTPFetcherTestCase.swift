import XCTest
@testable import ProtectedLoader

/// A test case with its own `HTTPFetcher`, made before each test and shut down after it (never at
/// instantiation: XCTest makes an instance per test just to list them).
class HTTPFetcherTestCase: XCTestCase {
    var fetcher: HTTPFetcher!

    /// The policy of the test's fetcher.
    var fetcherPolicy: HTTPRequestPolicy { HTTPRequestPolicy(connectTimeout: 2, totalTimeout: 10) }

    override func setUp() {
        super.setUp()
        fetcher = HTTPFetcher(policy: fetcherPolicy)
    }

    override func tearDown() {
        try? fetcher.shutdown()
        super.tearDown()
    }
}
