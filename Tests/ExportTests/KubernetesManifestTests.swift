import Foundation
import TestFixtures
import XCTest

/// `deploy/kubernetes/export-job.yaml` checked offline against Kubernetes' own schemas
/// (`kubernetes-validate`, installed by scripts/test.sh), and against what decor expects of it.
final class KubernetesManifestTests: XCTestCase {
    private let manifest = Fixtures.packageRoot.appendingPathComponent("deploy/kubernetes/export-job.yaml")

    func testTheIndexedJobIsAValidKubernetesResource() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["kubernetes-validate", "--strict", "--quiet", manifest.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "kubernetes-validate (pip install kubernetes-validate): \(text)")
    }

    func testTheShardCountMatchesTheCompletionsAndInputErrorsFailTheIndex() throws {
        let yaml = try String(contentsOf: manifest, encoding: .utf8)
        let completions = try XCTUnwrap(yaml.firstMatch(of: /\n  completions: (\d+)/)?.1)
        let shards = try XCTUnwrap(yaml.firstMatch(of: /name: DECOR_EXPORT_SHARDS\n\s+value: "(\d+)"/)?.1)
        XCTAssertEqual(completions, shards)
        XCTAssertTrue(yaml.contains("completionMode: Indexed"))
        XCTAssertTrue(yaml.contains("action: FailIndex"))
        XCTAssertTrue(yaml.contains("values: [2, 3]"))
        XCTAssertTrue(yaml.contains("- --resume"))
        XCTAssertFalse(yaml.contains("--passphrase") || yaml.contains("--password"), "credentials never in argv")
    }
}
