import Foundation
import XCTest
@testable import ProtectedLoader

/// Zip bombs and forged directories must end in `ZipError`, never in exhausted memory.
final class ZipLimitsTests: XCTestCase {
    private func deflatedZeros(_ name: String, count: Int, declaring declared: Int) throws -> ZipBuilder.Entry {
        let compressed = try ZipTestTool.deflateZeros(count: count)
        return ZipBuilder.Entry(
            name: Array(name.utf8), method: ZipCompressionMethod.deflated, payload: compressed,
            crc32: CRC32.checksum(Data(count: declared)), uncompressedSize: UInt64(declared),
            compressedSize: UInt64(compressed.count))
    }

    private func archive(_ entries: [ZipBuilder.Entry], limits: ZipLimits = .default) throws -> ZipArchive {
        var builder = ZipBuilder()
        builder.entries = entries
        return try ZipArchive(source: MemoryByteSource(builder.build()), name: "bomb.zip", limits: limits)
    }

    /// 64 MiB of zeros declared as 1000 bytes: inflation stops at the declared size.
    func testLyingSmallDeclaredSizeStopsInflation() throws {
        let bomb = try archive([deflatedZeros("bomb.bin", count: 64 << 20, declaring: 1000)])
        XCTAssertThrowsError(try bomb.read(bomb.entries[0], password: nil)) { error in
            XCTAssertEqual((error as? ZipError)?.code, "corrupted", "\(error)")
            XCTAssertTrue("\(error)".contains("more than 1000 bytes"), "\(error)")
        }
    }

    func testHonestSizeBeyondTheEntryLimitIsRefusedBeforeInflating() throws {
        let limits = ZipLimits(
            maxEntries: 10, maxEntryUncompressedSize: 1 << 20, maxCompressionRatio: 10_000, ratioThreshold: 1 << 20,
            maxCentralDirectorySize: 1 << 20)
        let big = try archive([deflatedZeros("big.bin", count: 2 << 20, declaring: 2 << 20)], limits: limits)
        XCTAssertThrowsError(try big.read(big.entries[0], password: nil)) { error in
            XCTAssertEqual((error as? ZipError)?.code, "limitExceeded")
        }
        XCTAssertThrowsError(try big.read(big.entries[0], range: 0..<10, password: nil)) { error in
            XCTAssertEqual((error as? ZipError)?.code, "limitExceeded")
        }
    }

    /// 64 MiB of zeros deflate about 1000:1, far beyond any publication resource.
    func testHonestSizeWithABombRatioIsRefusedByTheDefaultLimits() throws {
        let bomb = try archive([deflatedZeros("zeros.bin", count: 64 << 20, declaring: 64 << 20)])
        XCTAssertThrowsError(try bomb.read(bomb.entries[0], password: nil)) { error in
            XCTAssertEqual((error as? ZipError)?.code, "limitExceeded")
            XCTAssertTrue("\(error)".contains("ratio"), "\(error)")
        }
    }

    func testSmallHighlyCompressedEntriesAreBelowTheRatioThreshold() throws {
        let blank = try archive([deflatedZeros("blank.bin", count: 512 << 10, declaring: 512 << 10)])
        XCTAssertEqual(try blank.read(blank.entries[0], password: nil), Data(count: 512 << 10))
    }

    func testTooManyEntriesAndTooLargeCentralDirectoryAreRefused() throws {
        var builder = ZipBuilder()
        for index in 0..<5 { builder.addStored("f\(index).txt", Data("x".utf8)) }
        var limits = ZipLimits.default
        limits.maxEntries = 4
        XCTAssertThrowsError(try builder.archive("many.zip", limits: limits)) { error in
            XCTAssertEqual((error as? ZipError)?.code, "limitExceeded")
        }
        limits = .default
        limits.maxCentralDirectorySize = 100
        XCTAssertThrowsError(try builder.archive("many.zip", limits: limits)) { error in
            XCTAssertEqual((error as? ZipError)?.code, "limitExceeded")
        }
    }

    /// The non-recursive zip bomb: many central records point at one compressed kernel.
    func testEntriesSharingTheirDataAreRefused() throws {
        var builder = ZipBuilder()
        builder.addStored("kernel.bin", Data(count: 1000))
        for index in 1...3 {
            var copy = builder.entries[0]
            copy.name = Array("copy\(index).bin".utf8)
            copy.payload = Data()
            copy.compressedSize = 0
            copy.forcedHeaderOffset = 0
            builder.entries.append(copy)
        }
        XCTAssertThrowsError(try builder.archive("overlap.zip")) { error in
            XCTAssertEqual((error as? ZipError)?.code, "limitExceeded")
            XCTAssertTrue("\(error)".contains("overlaps"), "\(error)")
        }
    }

    func testDeclaredCompressedSizeRunningIntoTheDirectoryIsCorrupted() throws {
        var builder = ZipBuilder()
        builder.addStored("a.txt", Data("abc".utf8))
        builder.entries[0].compressedSize = 5000
        XCTAssertThrowsError(try builder.archive("long.zip")) { error in
            XCTAssertEqual((error as? ZipError)?.code, "corrupted")
        }
    }

    func testTwoEntriesWithOneNameAreRefused() throws {
        var builder = ZipBuilder()
        builder.addStored("OPS/package.opf", Data("<package/>".utf8))
        builder.addStored("OPS/./package.opf", Data("<forged/>".utf8))
        XCTAssertThrowsError(try builder.archive("twins.zip")) { error in
            XCTAssertEqual(error as? ZipError, .corrupted(
                archive: "twins.zip", entry: "OPS/package.opf", reason: "two entries have this name"))
        }
    }
}
