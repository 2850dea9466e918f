import DecorEngine
import Export
import Foundation
import TestFixtures
import XCTest

/// User templates (`--template md=FILE`, `html=FILE`): the unit's values rendered, hostile notes and tags kept
/// as text even through triple mustaches, and a template that does not parse refused with its file and line.
final class TemplateExportTests: XCTestCase {
    private var fixture: ExportFixture!
    private var stem = ""

    override func setUp() async throws {
        fixture = try ExportFixture()
        try await fixture.importLines(ExportFixture.standardLines())
        stem = "alice/\(PathSlug.publication(Fixtures.epubURL("moby-dick.epub").path))"
    }

    override func tearDown() { fixture.remove() }

    private func template(_ text: String, name: String) throws -> String {
        let url = fixture.folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func export(md: String, html: String) async throws -> (md: String, html: String) {
        _ = try await fixture.run(formats: "md,html", templates: ["md=\(try template(md, name: "t.md"))",
                                                                  "html=\(try template(html, name: "t.html"))"])
        let files = ExportFixture.files(under: fixture.output)
        return (String(decoding: try XCTUnwrap(files["\(stem).md"]), as: UTF8.self),
                String(decoding: try XCTUnwrap(files["\(stem).html"]), as: UTF8.self))
    }

    func testATemplateRendersTheUnitsValues() async throws {
        let md = """
            {{publication.title}} by {{publication.author}} for {{reader}} ({{highlightCount}})
            {{#chapters}}
            ## {{heading}}
            {{#highlights}}
            {{position}}. {{quote}} [{{colour}}] {{strategy}}{{#reanchored}} re-anchored{{/reanchored}}{{#page}} p. {{page}}{{/page}} {{cfi}}
            {{/highlights}}
            {{/chapters}}
            """
        let output = try await export(md: md, html: "{{#highlights}}<q>{{quote}}</q>{{/highlights}}")
        XCTAssertEqual(output.md, """
            Moby-Dick by Herman Melville for alice (2)
            ## Chapter 1. Loomings.
            1. Call me Ishmael. [#ff0000] textQuote p. 20 epubcfi(/6/14!/4/2/4/2\\[c001s0001\\],/1:0,/1:16)
            2. Circumambulate the city of a dreamy Sabbath afternoon [#ffd700] textQuote p. 20 epubcfi(/6/14!/4/2/8/2\\[c001p0003\\],/1:0,/1:53)

            """)
        XCTAssertEqual(output.html, "<q>Call me Ishmael.</q><q>Circumambulate the city of a dreamy Sabbath afternoon</q>")
        // The reader's index stays decor's.
        let index = try XCTUnwrap(ExportFixture.files(under: fixture.output)["alice/index.md"])
        XCTAssertTrue(String(decoding: index, as: UTF8.self).hasPrefix("---\nreader: \"alice\""))
    }

    func testHostileNotesAndTagsStayTextEvenInTripleMustaches() async throws {
        let md = """
            ---
            title: {{{yaml.title}}}
            reader: {{{reader}}}
            tags: {{{yaml.tags}}}
            {{#highlights}}{{#note}}note: {{{note}}}{{/note}}{{/highlights}}
            ---
            {{#highlights}}
            {{{note}}} {{#tags}}{{{.}}} {{/tags}}{{#hashtags}}{{.}} {{/hashtags}}[open](<{{{link}}}>)
            {{/highlights}}
            """
        let html = "{{#highlights}}<p title=\"{{{note}}}\">{{{note}}} {{#tags}}<b>{{{.}}}</b>{{/tags}}</p>{{/highlights}}"
        let output = try await export(md: md, html: html)

        XCTAssertFalse(output.html.contains("<script"), output.html)
        XCTAssertFalse(output.html.contains("<img"), output.html)
        XCTAssertTrue(output.html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), output.html)
        XCTAssertEqual(output.html.components(separatedBy: "<p ").count, 3, "no element but the template's")

        let parts = output.md.components(separatedBy: "\n---\n")
        XCTAssertEqual(parts.count, 2, output.md)
        let frontMatter = parts[0].dropFirst(4).split(separator: "\n")
        XCTAssertEqual(frontMatter.map { $0.split(separator: ":")[0] }, ["title", "reader", "tags", "note"], output.md)
        let tags = try XCTUnwrap(frontMatter.first { $0.hasPrefix("tags: ") })
        XCTAssertEqual(try JSONValue.parse(Data(tags.dropFirst(6).utf8)).arrayValue?.compactMap(\.stringValue).sorted(),
                       ["\"><script>alert(3)</script>", "whales"], "YAML scalars parse back to the tags")
        XCTAssertFalse(output.md.contains("<script"), output.md)
        XCTAssertFalse(output.md.contains("<img"), output.md)
        XCTAssertFalse(output.md.contains("](javascript"), output.md)
        XCTAssertTrue(output.md.contains("#whales #script"), output.md)
    }

    func testAnInvalidTemplateIsAnInputErrorNamingTheFileAndLine() throws {
        let path = try template("title\n{{#chapters}}\n{{/chapter}}\n", name: "broken.md")
        XCTAssertThrowsError(try TemplateExportWriter(for: MarkdownExportWriter(), templateAt: path)) { error in
            guard case let ExportError.invalidTemplate(file, line, reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, path)
            XCTAssertEqual(line, 3)
            XCTAssertEqual(reason, "section close name incorrect at column 4")
            XCTAssertEqual((error as? ExportError)?.message.hasPrefix("\(path):3: invalid template"), true)
        }
        let first = try template("{{#a}}", name: "unclosed.html")
        XCTAssertThrowsError(try TemplateExportWriter(for: HTMLExportWriter(), templateAt: first)) { error in
            guard case let ExportError.invalidTemplate(_, line, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(line, 1)
        }
        XCTAssertThrowsError(try TemplateExportWriter.applying(["json=\(path)"], to: ExportFormats.writers(named: "json"))) { error in
            XCTAssertEqual((error as? ExportError)?.code, "invalidOption")
        }
        XCTAssertThrowsError(try TemplateExportWriter.applying(["md=\(path)"], to: ExportFormats.writers(named: "html"))) { error in
            XCTAssertEqual((error as? ExportError)?.message, "--template: 'md' is not among the --format formats")
        }
    }

    func testResumingWithAnEditedTemplateIsRefused() async throws {
        let path = try template("{{#highlights}}{{quote}}\n{{/highlights}}", name: "notes.md")
        _ = try await fixture.run(formats: "md", templates: ["md=\(path)"])
        // Drop the completion line, as if the run had been killed after its last unit.
        let manifest = fixture.output.appendingPathComponent(".decor-export/manifest-0-of-1.jsonl")
        let lines = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n")
        try (lines.dropLast().joined(separator: "\n") + "\n").write(to: manifest, atomically: true, encoding: .utf8)
        _ = try template("{{#highlights}}{{note}}\n{{/highlights}}", name: "notes.md")
        do {
            _ = try await fixture.run(formats: "md", resume: true, templates: ["md=\(path)"])
            XCTFail("expected invalidManifest")
        } catch let error as ExportError {
            XCTAssertEqual(error.code, "invalidManifest")
        }
        _ = try template("{{#highlights}}{{quote}}\n{{/highlights}}", name: "notes.md")
        let resumed = try await fixture.run(formats: "md", resume: true, templates: ["md=\(path)"])
        XCTAssertGreaterThan(resumed.resumedUnits, 0, "the same template bytes resume the run")
    }
}
