// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "decor",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "decor", targets: ["decor"]),
        .library(name: "DecorEngine", targets: ["DecorEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // C libraries from Debian's -dev packages.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),

        // Dependencies point downwards only: decor → DecorEngine → Templates → Layout → DOM → libxml2.
        // The one JSON value model (lossless parser, writers, Encodable → JSON): Foundation only, at the bottom.
        .target(name: "JSON"),
        // Double → Int conversions that saturate instead of trapping, for geometry made from untrusted input.
        .target(name: "SaturatingConversion"),
        .target(name: "DOM", dependencies: ["CLibXML2"]),
        .target(
            name: "ProtectedLoader",
            dependencies: ["DOM", "JSON", "CZlib", "COpenSSL", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(name: "Layout", dependencies: ["DOM", "JSON", "SaturatingConversion", "CHarfBuzz", "CFreeType"], resources: [.copy("Resources/Fonts")]),
        // The decoration model (decorations file, styles, colours, group diff): Foundation and JSON only, so that
        // Templates and DecorEngine can both see it without a cycle.
        .target(name: "DecorModel", dependencies: ["JSON"]),
        .target(name: "Templates", dependencies: ["DecorModel", "DOM", "JSON", "SaturatingConversion"], resources: [.copy("Resources/decor-runtime.js")]),
        .target(
            name: "DecorEngine",
            dependencies: ["ProtectedLoader", "DOM", "Layout", "JSON", "DecorModel", "Templates", "SaturatingConversion"]
        ),
        .executableTarget(
            name: "decor",
            dependencies: ["DecorEngine", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "decor-bench",
            dependencies: ["DecorEngine", "CZlib", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .target(name: "TestFixtures", dependencies: ["DOM"], path: "Tests/TestFixtures"),
        .testTarget(name: "DOMTests", dependencies: ["DOM", "TestFixtures"]),
        .testTarget(name: "DecorEngineTests", dependencies: ["DecorEngine", "TestFixtures"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "SaturatingConversionTests", dependencies: ["SaturatingConversion"]),
        .testTarget(name: "ProtectedLoaderTests", dependencies: ["ProtectedLoader", "JSON"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "DOM", "ProtectedLoader", "JSON"]),
        .testTarget(name: "DecorModelTests", dependencies: ["DecorModel", "JSON"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "DecorModel", "DOM", "JSON", "TestFixtures"]),
        .testTarget(name: "DecorCLITests", dependencies: ["decor", "TestFixtures"]),
    ]
)
