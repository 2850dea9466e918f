import Foundation
import XCTest
@testable import Layout

/// Reading settings: their validation, the forced font's faces and the stylesheet that applies them.
final class LayoutModelSettingsTests: XCTestCase {
    func testViewportsParseAndAreBounded() throws {
        XCTAssertEqual(try Viewport(parsing: "1024X768"), try Viewport(width: 1024, height: 768))
        XCTAssertEqual(Viewport.standard.description, "600x800")
        for bad in ["600", "600x", "x800", "0x800", "600x-1", "99999x10", "600x800x2", "axb"] {
            XCTAssertThrowsError(try Viewport(parsing: bad), bad) {
                XCTAssertEqual($0 as? LayoutSettingsError, .invalidViewport(bad))
            }
        }
    }

    func testCSSValuesThatCouldSmuggleRulesAreRefused() throws {
        for good in ["18px", "1.5", "120%", "1.2em", "large", "x-large", ".5rem"] {
            XCTAssertNoThrow(try LayoutSettings(fontSize: good, lineHeight: good), good)
        }
        for bad in ["18px;}body{color:red", "1.5 !important", "", "1.2.3em", "calc(1px)", "18 px"] {
            XCTAssertThrowsError(try LayoutSettings(fontSize: bad), bad) {
                XCTAssertEqual($0 as? LayoutSettingsError, .invalidCSSValue(setting: "fontSize", value: bad))
            }
        }
        XCTAssertThrowsError(try LayoutSettings(lineHeight: "1;x")) {
            XCTAssertEqual($0 as? LayoutSettingsError, .invalidCSSValue(setting: "lineHeight", value: "1;x"))
        }
    }

    func testGapsAndViewportListsAreChecked() throws {
        XCTAssertThrowsError(try LayoutSettings(viewports: [])) { XCTAssertEqual($0 as? LayoutSettingsError, .noViewport) }
        XCTAssertThrowsError(try LayoutSettings(gap: -1)) { XCTAssertEqual($0 as? LayoutSettingsError, .invalidGap(-1)) }
        XCTAssertThrowsError(try LayoutSettings(viewports: [.standard, try Viewport(width: 300, height: 300)], gap: 300))
        XCTAssertNoThrow(try LayoutSettings(viewports: [.standard], gap: 599))
    }

    func testTheForcedFontBringsItsSiblingFaces() throws {
        let font = try ForcedFont(file: LayoutSettings.standardFont)
        XCTAssertEqual(font.faces.map(\.file.lastPathComponent),
                       ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf"])
        XCTAssertEqual(font.faces.map(\.weight), [.normal, .bold, .normal, .bold])
        XCTAssertEqual(font.faces.map(\.style), [.normal, .normal, .italic, .italic])
        XCTAssertEqual(font.faces.first?.format, .truetype)
        XCTAssertGreaterThan(try ForcedFont.contents(of: font.faces[0]).count, 100_000)
        let mono = try ForcedFont(file: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
        XCTAssertEqual(mono.faces.map(\.file.lastPathComponent), ["DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"],
                       "DejaVu Sans Mono's slanted faces are -Oblique, not -Italic")
    }

    func testUnusableFontsAreRefused() {
        XCTAssertThrowsError(try ForcedFont(file: URL(fileURLWithPath: "/nonexistent/Font.ttf"))) {
            XCTAssertEqual($0 as? LayoutSettingsError, .unusableFont(path: "/nonexistent/Font.ttf", reason: "no such readable file"))
        }
        XCTAssertThrowsError(try ForcedFont(file: URL(fileURLWithPath: "/etc/hostname"))) {
            guard case .unusableFont? = $0 as? LayoutSettingsError else { return XCTFail("unexpected \($0)") }
        }
    }

    func testTheStylesheetAppliesEachSettingAsClientRectsDoes() throws {
        let settings = try LayoutSettings(
            viewports: [try Viewport(width: 600, height: 800)], fontSize: "18px", lineHeight: "1.5", mode: .paginate,
            gap: 40, extraCSS: "p{color:red}")
        let css = ReadingStylesheet.full(for: settings, viewport: settings.viewports[0], fontFaceRules: "@font-face{}")
        XCTAssertEqual(css, """
            @font-face{}
            *,*::before,*::after{font-family:"OracleFont" !important;}
            html{font-size:18px !important;} body{font-size:100% !important;}
            body,body *{line-height:1.5 !important;}
            p{color:red}
            html{box-sizing:content-box !important;margin:0 !important;padding:0 20px !important;\
            width:560px !important;height:800px !important;max-width:none !important;max-height:none !important;\
            column-width:560px !important;column-gap:40px !important;column-fill:auto !important;\
            overflow:visible !important;}
            """)
        let plain = try LayoutSettings(overridesFont: false)
        XCTAssertEqual(ReadingStylesheet.full(for: plain, viewport: .standard, fontFaceRules: "@font-face{}"), "")
    }

    func testForcedFacesTravelAsDataURLs() throws {
        let rules = try DataURLFontFaces.rules(for: ForcedFont(file: LayoutSettings.standardFont))
        let lines = rules.split(separator: "\n")
        XCTAssertEqual(lines.count, 4)
        XCTAssertTrue(lines[1].hasPrefix(#"@font-face{font-family:"OracleFont";font-weight:bold;font-style:normal;src:url(data:font/ttf;base64,AAEAAA"#))
        XCTAssertTrue(lines[1].hasSuffix(#") format("truetype");}"#))
    }
}
