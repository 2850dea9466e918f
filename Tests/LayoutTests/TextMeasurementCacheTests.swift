@testable import Layout
import XCTest

/// A cache made over another answers from it and keeps what it computes to itself, so that the other,
/// shared by layouts on two threads, is only read; the other can take in what it kept afterwards.
final class TextMeasurementCacheTests: XCTestCase {
    private func key(_ text: String) -> TextMeasurementCache.ShapingKey {
        TextMeasurementCache.ShapingKey(text: FingerprintedText(text: Array(text.utf16)[...]), levels: nil, faces: [],
                                        fontSize: 16, letterSpacing: 0, wordSpacing: 0)
    }

    func testALayerAnswersFromItsBaseAndKeepsItsOwnApart() {
        let base = TextMeasurementCache()
        let known = Array("known words".utf16)
        _ = base.opportunities(of: known) { [.prohibited, .allowed] }
        _ = base.shapedGroup(for: key("known words")) { (PackedAdvances([]), []) }
        let layer = TextMeasurementCache(over: base)

        XCTAssertTrue(layer.hasOpportunities(of: known))
        XCTAssertEqual(layer.opportunities(of: known) { XCTFail("computed again"); return [] }, [.prohibited, .allowed])
        XCTAssertTrue(layer.hasShapedGroup(for: key("known words")))

        let added = Array("added".utf16)
        XCTAssertEqual(layer.opportunities(of: added) { [.mandatory] }, [.mandatory])
        XCTAssertEqual(layer.opportunities(of: added) { XCTFail("computed again"); return [] }, [.mandatory])
        _ = layer.shapedGroup(for: key("added")) { (PackedAdvances([]), []) }
        XCTAssertTrue(layer.hasShapedGroup(for: key("added")))
        XCTAssertFalse(base.hasOpportunities(of: added), "the base is not written")
        XCTAssertFalse(base.hasShapedGroup(for: key("added")))

        let ink = TextMeasurementCache.InkKey(text: FingerprintedText(text: added[...]), faces: [], fontSize: 16)
        XCTAssertEqual(layer.ink(for: ink) { (3, 1) }.ascent, 3)
        XCTAssertEqual(base.ink(for: ink) { (5, 2) }.ascent, 5)
    }

    func testABaseAbsorbsWhatALayerKept() {
        let base = TextMeasurementCache()
        let known = Array("known".utf16)
        _ = base.opportunities(of: known) { [.allowed] }
        let layer = TextMeasurementCache(over: base)
        let added = Array("added".utf16)
        _ = layer.opportunities(of: added) { [.mandatory] }
        _ = layer.shapedGroup(for: key("added")) { (PackedAdvances([2, 3]), []) }
        let ink = TextMeasurementCache.InkKey(text: FingerprintedText(text: added[...]), faces: [], fontSize: 16)
        _ = layer.ink(for: ink) { (3, 1) }

        base.absorb(layer)
        XCTAssertEqual(base.opportunities(of: added) { XCTFail("not absorbed"); return [] }, [.mandatory])
        XCTAssertEqual(base.opportunities(of: known) { XCTFail("lost"); return [] }, [.allowed])
        XCTAssertEqual(Array(base.shapedGroup(for: key("added")) { XCTFail("not absorbed"); return (PackedAdvances([]), []) }.advances), [2, 3])
        XCTAssertEqual(base.ink(for: ink) { (5, 2) }.ascent, 3)
    }
}
