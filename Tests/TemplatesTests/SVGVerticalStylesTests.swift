@testable import Templates
import XCTest

/// Golden output of every decoration style in vertical-rl.
final class SVGVerticalStylesTests: XCTestCase {
    private let page = SVGSamplePage.vertical

    /// Vertical-rl: lines run down and follow each other right to left; underlines and squiggles along
    /// the left edge of each box, strikethroughs down its middle, the margin icon in the top margin at
    /// the right edge of its line.
    func testDecorationsLayer() throws {
        XCTAssertEqual(try page.layer("decor-decorations"), """
            <g class="decor-decorations">
              <g id="decoration-0-0" data-group="user-highlights" data-decoration-id="1" data-style="highlight">
                <rect x="538" y="40" width="20" height="120" rx="3" fill="#ffd700" fill-opacity="0.3"/>
                <rect x="514" y="40" width="20" height="80" rx="3" fill="#ffd700" fill-opacity="0.3"/>
              </g>
              <g id="decoration-0-1" data-group="user-highlights" data-decoration-id="2" data-style="highlight">
                <rect x="490" y="80" width="20" height="120" rx="3" fill="#7fdbff" fill-opacity="0.3"/>
                <rect x="490" y="80" width="2" height="120" fill="#7fdbff"/>
              </g>
              <g id="decoration-0-2" data-group="user-highlights" data-decoration-id="3" data-style="underline">
                <rect x="466" y="56" width="2" height="124" fill="#ff0000"/>
              </g>
              <g id="decoration-0-3" data-group="user-highlights" data-decoration-id="4" data-style="strikethrough">
                <rect x="451" y="140" width="2" height="100" fill="#333333"/>
              </g>
              <g id="decoration-0-4" data-group="user-highlights" data-decoration-id="5" data-style="outline">
                <rect x="419" y="91" width="18" height="98" rx="3" fill="none" stroke="#008000" stroke-width="2"/>
              </g>
              <g id="decoration-0-5" data-group="user-highlights" data-decoration-id="6" data-style="squiggly">
                <path d="M394.5 60 L396.5 63 L394.5 66 L396.5 69 L394.5 72 L396.5 75 L394.5 78 L396.5 81 L394.5 84 L396.5 87 L394.5 90 L396.5 93 L394.5 96 L396.5 99 L395.17 101" fill="none" stroke="#ee0000" stroke-width="1"/>
              </g>
              <g id="decoration-0-6" data-group="user-highlights" data-decoration-id="7" data-style="marginIcon">
                <text x="382" y="10" font-family="sans-serif" font-size="16" text-anchor="middle" dominant-baseline="central" fill="#0074d9">✎</text>
              </g>
              <g id="decoration-0-7" data-group="user-highlights" data-decoration-id="8" data-style="note">
                <path d="M322.5 100 L322.5 220" fill="none" stroke="#ffa500" stroke-width="1" stroke-dasharray="3 2"/>
              </g>
              <g id="decoration-1-0" data-group="search" data-decoration-id="9" data-style="sidemark">
                <rect x="322" y="0" width="44" height="800" fill="#800080" fill-opacity="0.3" stroke="#800080" stroke-width="1"/>
              </g>
            </g>
            """)
    }

    func testNoteBubbleIsACallout() throws {
        XCTAssertEqual(try page.layer("decor-callouts"), """
            <g class="decor-callouts">
              <g id="decoration-0-7-callout" data-group="user-highlights" data-decoration-id="8" data-style="note">
                <g class="decor-note-bubble">
                  <rect x="322" y="71.45" width="94" height="25.55" rx="6" fill="#000000" fill-opacity="0.2"/>
                  <rect x="322" y="70.45" width="94" height="25.55" rx="6" fill="#ffffff"/>
                  <rect x="322" y="70.45" width="94" height="25.55" rx="6" fill="#ffa500" fill-opacity="0.3"/>
                  <text x="330" y="83.23" font-family="sans-serif" font-size="13" dominant-baseline="central" fill="#000000">who is he?</text>
                </g>
              </g>
            </g>
            """)
    }
}
