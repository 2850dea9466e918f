@testable import Templates
import XCTest

/// Golden output of every decoration style in horizontal-tb, right to left.
final class SVGRightToLeftStylesTests: XCTestCase {
    private let page = SVGSamplePage.rightToLeft

    /// Horizontal-tb, right to left: the same boxes mirrored from the right margin; the margin icon's
    /// "start" margin is the right one.
    func testDecorationsLayer() throws {
        XCTAssertEqual(try page.layer("decor-decorations"), """
            <g class="decor-decorations">
              <g id="decoration-0-0" data-group="user-highlights" data-decoration-id="1" data-style="highlight">
                <rect x="440" y="42" width="120" height="20" rx="3" fill="#ffd700" fill-opacity="0.3"/>
                <rect x="480" y="66" width="80" height="20" rx="3" fill="#ffd700" fill-opacity="0.3"/>
              </g>
              <g id="decoration-0-1" data-group="user-highlights" data-decoration-id="2" data-style="highlight">
                <rect x="400" y="90" width="120" height="20" rx="3" fill="#7fdbff" fill-opacity="0.3"/>
                <rect x="400" y="108" width="120" height="2" fill="#7fdbff"/>
              </g>
              <g id="decoration-0-2" data-group="user-highlights" data-decoration-id="3" data-style="underline">
                <rect x="420" y="132" width="124" height="2" fill="#ff0000"/>
              </g>
              <g id="decoration-0-3" data-group="user-highlights" data-decoration-id="4" data-style="strikethrough">
                <rect x="360" y="147" width="100" height="2" fill="#333333"/>
              </g>
              <g id="decoration-0-4" data-group="user-highlights" data-decoration-id="5" data-style="outline">
                <rect x="411" y="163" width="98" height="18" rx="3" fill="none" stroke="#008000" stroke-width="2"/>
              </g>
              <g id="decoration-0-5" data-group="user-highlights" data-decoration-id="6" data-style="squiggly">
                <path d="M499 205.5 L502 203.5 L505 205.5 L508 203.5 L511 205.5 L514 203.5 L517 205.5 L520 203.5 L523 205.5 L526 203.5 L529 205.5 L532 203.5 L535 205.5 L538 203.5 L540 204.83" fill="none" stroke="#ee0000" stroke-width="1"/>
              </g>
              <g id="decoration-0-6" data-group="user-highlights" data-decoration-id="7" data-style="marginIcon">
                <text x="590" y="218" font-family="sans-serif" font-size="16" text-anchor="middle" dominant-baseline="central" fill="#0074d9">✎</text>
              </g>
              <g id="decoration-0-7" data-group="user-highlights" data-decoration-id="8" data-style="note">
                <path d="M380 277.5 L500 277.5" fill="none" stroke="#ffa500" stroke-width="1" stroke-dasharray="3 2"/>
              </g>
              <g id="decoration-1-0" data-group="search" data-decoration-id="9" data-style="sidemark">
                <rect x="0" y="234" width="600" height="44" fill="#800080" fill-opacity="0.3" stroke="#800080" stroke-width="1"/>
              </g>
            </g>
            """)
    }

    func testNoteBubbleIsACallout() throws {
        XCTAssertEqual(try page.layer("decor-callouts"), """
            <g class="decor-callouts">
              <g id="decoration-0-7-callout" data-group="user-highlights" data-decoration-id="8" data-style="note">
                <g class="decor-note-bubble">
                  <rect x="380" y="229.45" width="94" height="25.55" rx="6" fill="#000000" fill-opacity="0.2"/>
                  <rect x="380" y="228.45" width="94" height="25.55" rx="6" fill="#ffffff"/>
                  <rect x="380" y="228.45" width="94" height="25.55" rx="6" fill="#ffa500" fill-opacity="0.3"/>
                  <text x="388" y="241.23" font-family="sans-serif" font-size="13" dominant-baseline="central" fill="#000000">who is he?</text>
                </g>
              </g>
            </g>
            """)
    }
}
