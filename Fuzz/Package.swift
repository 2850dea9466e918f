// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for decor's parsers of untrusted input, kept out of the main package: libFuzzer brings
// its own `main`, which would break the main package's executables and test bundles. Built by
// scripts/fuzz.sh with `-sanitize=fuzzer,address` in the debug configuration, where the
// engine's modules are compiled testable (the CSS cascade has no public entry point of its own).
let targets = [
    "zip", "epub", "xhtml", "css", "cfi", "locator", "decorations", "lcp-license", "encryption-xml", "lsd", "hls",
    "subscription-xml",
]
// `decor serve`'s HTTP inputs, reached through the server's own product.
let serverTargets = ["groupstate-body", "byte-range", "resource-path"]

let package = Package(
    name: "decor-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "decor", path: "..")],
    targets: [
        .target(name: "LibFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["LibFuzzerDriver", .product(name: "DecorEngine", package: "decor")]),
    ] + targets.map { name in
        .executableTarget(
            name: "fuzz-\(name)",
            dependencies: ["FuzzSupport", .product(name: "DecorEngine", package: "decor")])
    } + serverTargets.map { name in
        .executableTarget(
            name: "fuzz-\(name)",
            dependencies: ["FuzzSupport", .product(name: "DecorEngine", package: "decor"), .product(name: "DecorServer", package: "decor")])
    }
)
