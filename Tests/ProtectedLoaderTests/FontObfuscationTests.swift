@testable import ProtectedLoader
import XCTest

final class FontObfuscationTests: XCTestCase {
    private let identifier = "urn:uuid:36d5078e-ff7d-468e-a5f3-f47c14b91f2f"
    private let vectors = "protection/swift-toolkit/Tests_StreamerTests_Fixtures_EPUBDeobfuscator_"

    func testIDPFDeobfuscationRestoresTheClearFont() throws {
        try assertDeobfuscates("\(vectors)cut-cut.obf.woff", with: .idpf)
    }

    func testAdobeDeobfuscationRestoresTheClearFont() throws {
        try assertDeobfuscates("\(vectors)cut-cut.adb.woff", with: .adobe)
    }

    func testRangeReadsDeobfuscateOnlyTheirOwnBytes() throws {
        let clear = try Fixtures.data("\(vectors)cut-cut.woff")
        let obfuscated = try Fixtures.data("\(vectors)cut-cut.obf.woff")
        let key = try XCTUnwrap(FontObfuscation.idpf.key(uniqueIdentifier: identifier))
        for range in [0..<10, 1000..<1100, 1039..<1041, 5000..<6000] {
            var slice = obfuscated.subdata(in: range)
            FontObfuscation.idpf.apply(to: &slice, at: UInt64(range.lowerBound), key: key)
            XCTAssertEqual(slice, clear.subdata(in: range), "range \(range)")
        }
    }

    func testIDPFKeyIgnoresXMLWhiteSpaceInTheIdentifier() {
        XCTAssertEqual(FontObfuscation.idpf.key(uniqueIdentifier: " urn:uuid:36d5078e-ff7d\n-468e-a5f3-f47c14b91f2f\t"),
                       FontObfuscation.idpf.key(uniqueIdentifier: identifier))
    }

    func testAdobeNeedsAUUID() {
        XCTAssertNil(FontObfuscation.adobe.key(uniqueIdentifier: "isbn:9780000000000"))
        XCTAssertEqual(FontObfuscation.adobe.key(uniqueIdentifier: identifier)?.count, 16)
    }

    private func assertDeobfuscates(_ path: String, with algorithm: FontObfuscation) throws {
        let clear = try Fixtures.data("\(vectors)cut-cut.woff")
        var bytes = try Fixtures.data(path)
        XCTAssertNotEqual(bytes, clear)
        let key = try XCTUnwrap(algorithm.key(uniqueIdentifier: identifier))
        algorithm.apply(to: &bytes, at: 0, key: key)
        XCTAssertEqual(bytes, clear)
    }
}
