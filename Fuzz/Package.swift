// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for decor's parsers of untrusted input, in one program (`decor-fuzz TARGET …`), kept out
// of the main package: libFuzzer brings its own `main`, which would break the main package's executables
// and test bundles. `decor serve`'s HTTP inputs are reached through the server's own product. Built by
// scripts/fuzz.sh with `-sanitize=fuzzer,address` in the debug configuration, where the
// engine's modules are compiled testable (the CSS cascade has no public entry point of its own).
let package = Package(
    name: "decor-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "decor", path: "..")],
    targets: [
        .target(name: "LibFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["LibFuzzerDriver", .product(name: "DecorEngine", package: "decor")]),
        .executableTarget(
            name: "decor-fuzz",
            dependencies: [
                "FuzzSupport", .product(name: "DecorEngine", package: "decor"), .product(name: "DecorServer", package: "decor"),
            ]),
    ]
)
