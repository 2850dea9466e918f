import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPDecryptedResourceTests: XCTestCase {
    /// The decrypted resource of a vector, reading the package through `FixtureArchive` (see its note).
    private func resource(_ path: String, of vector: LCPFixtures.Vector) throws -> LCPDecryptedResource {
        let container = try FixtureArchive.container(vector.local_file)
        // audiotest.lcpa names its tracks with absolute URLs in manifest.json, so its entry is described here.
        let entry = try LCPEncryptedEntries(container: container)[path]
            ?? EncryptionDocument.Entry(path: path, algorithm: LCPEncryptedEntries.algorithm,
                                        keyRetrievalURI: "license.lcpl#/encryption/content_key")
        return LCPDecryptedResource(
            base: try XCTUnwrap(container.resource(at: path)), entry: entry, contentKey: Data(hex: vector.content_key_hex))
    }

    func testEveryVectorResourceDecryptsToTheExpectedBytes() throws {
        for vector in try LCPFixtures.vectors() {
            for expected in vector.resources {
                let resource = try resource(expected.path, of: vector)
                let clear = try resource.read()
                XCTAssertEqual(clear.count, expected.final_len, expected.path)
                XCTAssertEqual(Digest.sha256(clear).hexString, expected.final_sha256, expected.path)
                XCTAssertEqual(try resource.length(), UInt64(expected.final_len), expected.path)
            }
        }
    }

    func testDaisyPDFEqualsTheClearPDF() throws {
        let vector = try XCTUnwrap(LCPFixtures.vectors().first { $0.local_file == LCPFixtures.daisy })
        XCTAssertEqual(try resource("publication.pdf", of: vector).read(), try LCPFixtures.data(LCPFixtures.daisyClear))
    }

    func testWastelandResourcesEqualTheClearEPUBs() throws {
        let vector = try XCTUnwrap(LCPFixtures.vectors().first { $0.local_file == LCPFixtures.wasteland })
        for path in ["EPUB/wasteland-content.xhtml", "EPUB/fonts.css"] {
            XCTAssertEqual(try resource(path, of: vector).read(), try FixtureArchive.entry(path, of: LCPFixtures.wastelandClear), path)
        }
    }

    /// publication.pdf is stored without LCP compression: ranges decrypt only the blocks they cover.
    func testRangesOfAStoredResourceEqualSlicesOfTheClearBytes() throws {
        let vector = try XCTUnwrap(LCPFixtures.vectors().first { $0.local_file == LCPFixtures.daisy })
        let resource = try resource("publication.pdf", of: vector)
        let clear = try LCPFixtures.data(LCPFixtures.daisyClear)
        let length = UInt64(clear.count)
        XCTAssertEqual(try resource.length(), length)
        let ranges: [Range<UInt64>] = [
            0..<1, 0..<16, 0..<17, 15..<16, 15..<17, 16..<32, 1000..<5000, 4096..<8192,
            length - 1..<length, length - 16..<length, length - 17..<length, length - 100..<length + 50,
            length..<length + 10, 500..<500,
        ]
        for range in ranges {
            let upper = Int(min(range.upperBound, length))
            let lower = Int(min(range.lowerBound, UInt64(upper)))
            XCTAssertEqual(try resource.read(range: range), clear.subdata(in: lower..<upper), "\(range)")
        }
    }

    func testRangesOfADeflatedResourceAreSlicesOfTheWhole() throws {
        let vector = try XCTUnwrap(LCPFixtures.vectors().first { $0.local_file == LCPFixtures.wasteland })
        let resource = try resource("EPUB/wasteland-content.xhtml", of: vector)
        let whole = try resource.read()
        XCTAssertEqual(try resource.read(range: 100..<2000), whole.subdata(in: 100..<2000))
        XCTAssertEqual(try resource.read(range: 49_970..<60_000), whole.subdata(in: 49_970..<49_975))
    }

    func testEveryBlockBoundaryOfAStoredTestResource() throws {
        let key = LCPTestLicense.randomBytes(32)
        for length in [1, 15, 16, 17, 47, 48, 100] {
            let clear = LCPTestLicense.randomBytes(length)
            let resource = LCPDecryptedResource(
                base: InMemoryContainer.File(path: "x", data: try LCPTestLicense.seal(clear, key: key)),
                entry: EncryptionDocument.Entry(path: "x", algorithm: LCPEncryptedEntries.algorithm, compressionMethod: 0),
                contentKey: key)
            XCTAssertEqual(try resource.length(), UInt64(length))
            for lower in 0...length {
                for upper in lower...length {
                    XCTAssertEqual(try resource.read(range: UInt64(lower)..<UInt64(upper)), clear.subdata(in: lower..<upper))
                }
            }
        }
    }

    private func failure(_ stored: Data, entry: EncryptionDocument.Entry, key: Data) -> LCPResourceError? {
        let resource = LCPDecryptedResource(base: InMemoryContainer.File(path: entry.path, data: stored), entry: entry, contentKey: key)
        do {
            _ = try resource.read()
            return nil
        } catch {
            return error as? LCPResourceError
        }
    }

    func testDamagedEntriesAreErrorsNamingThePath() throws {
        let key = LCPTestLicense.randomBytes(32)
        let clear = Data("hello, world".utf8)
        let deflated = try RawDeflate.compress(clear)
        func entry(_ method: Int?, _ length: UInt64?) -> EncryptionDocument.Entry {
            EncryptionDocument.Entry(path: "OEBPS/a.xhtml", algorithm: LCPEncryptedEntries.algorithm,
                                     compressionMethod: method, originalLength: length)
        }
        let wrongLength = failure(try LCPTestLicense.seal(deflated, key: key), entry: entry(8, 13), key: key)
        XCTAssertEqual(wrongLength?.reason, "inflates to 12 bytes, but its original length is 13")
        XCTAssertEqual(wrongLength?.path, "OEBPS/a.xhtml")
        XCTAssertEqual(failure(try LCPTestLicense.seal(deflated, key: key), entry: entry(4, 12), key: key)?.reason,
                       "unsupported compression method 4")
        let unknownMethod = LCPDecryptedResource(
            base: InMemoryContainer.File(path: "a", data: try LCPTestLicense.seal(clear, key: key)), entry: entry(4, 12), contentKey: key)
        XCTAssertThrowsError(try unknownMethod.read(range: 0..<4))
        XCTAssertThrowsError(try unknownMethod.length())
        XCTAssertNotNil(failure(try LCPTestLicense.seal(clear, key: key).dropLast(3), entry: entry(nil, nil), key: key))
        let wrongKey = LCPTestLicense.randomBytes(32)
        for _ in 0..<8 {
            let error = failure(try LCPTestLicense.seal(clear, key: key), entry: entry(0, 12), key: wrongKey)
            // A wrong key yields a random last byte: most often invalid padding, otherwise garbage of another length.
            if let error { XCTAssertTrue(error.reason.contains("padding"), error.reason) }
        }
    }

    func testDeflateBombIsBounded() throws {
        let key = LCPTestLicense.randomBytes(32)
        let bomb = try RawDeflate.compress(Data(count: 4 << 20))
        let entry = EncryptionDocument.Entry(path: "bomb", algorithm: LCPEncryptedEntries.algorithm,
                                             compressionMethod: 8, originalLength: 100)
        let resource = LCPDecryptedResource(
            base: InMemoryContainer.File(path: "bomb", data: try LCPTestLicense.seal(bomb, key: key)), entry: entry, contentKey: key)
        XCTAssertThrowsError(try resource.read()) { error in
            XCTAssertTrue("\(error)".contains("more than"), "\(error)")
        }
    }
}
