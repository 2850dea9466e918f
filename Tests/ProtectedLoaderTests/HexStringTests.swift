import Foundation
@testable import ProtectedLoader
import XCTest

final class HexStringTests: XCTestCase {
    func testEveryByteIsTwoLowerCaseDigits() {
        let bytes = Data((0...255).map { UInt8($0) })
        let hex = bytes.hexString
        XCTAssertEqual(hex.count, 512)
        XCTAssertEqual(hex.prefix(8), "00010203")
        XCTAssertEqual(hex.suffix(8), "fcfdfeff")
        XCTAssertEqual(Data(hexadecimal: hex), bytes)
        XCTAssertEqual(Data([0xAB, 0x0C]).hexString, "ab0c")
    }

    func testNoBytesIsTheEmptyString() {
        XCTAssertEqual(Data().hexString, "")
    }
}
