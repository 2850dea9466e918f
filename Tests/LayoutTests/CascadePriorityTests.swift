@testable import Layout
import XCTest

final class CascadePriorityTests: XCTestCase {
    private func priority(_ origin: CascadeOrigin, important: Bool = false, attribute: Bool = false,
                          _ specificity: (Int, Int, Int) = (0, 0, 1), order: Int = 0) -> CascadePriority {
        CascadePriority(origin: origin, isImportant: important, isStyleAttribute: attribute,
                        specificity: Specificity(ids: specificity.0, classes: specificity.1, types: specificity.2),
                        sourceOrder: order)
    }

    func testOriginAndImportance() {
        let ordered = [
            priority(.userAgent, (1, 0, 0)), priority(.user), priority(.author), priority(.author, important: true),
            priority(.user, important: true), priority(.userAgent, important: true),
        ]
        XCTAssertEqual(ordered.shuffled().sorted(), ordered)
    }

    func testStyleAttributeThenSpecificityThenOrder() {
        XCTAssertLessThan(priority(.author, (5, 0, 0)), priority(.author, attribute: true, (0, 0, 0)))
        XCTAssertLessThan(priority(.author, (0, 2, 9), order: 9), priority(.author, (0, 3, 0), order: 1))
        XCTAssertLessThan(priority(.author, (0, 1, 0), order: 1), priority(.author, (0, 1, 0), order: 2))
        XCTAssertLessThan(priority(.author, attribute: true), priority(.author, important: true, (0, 0, 0)))
    }
}
