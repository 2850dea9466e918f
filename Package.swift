// swift-tools-version:6.2
import PackageDescription

// Generic types made of decor's own types (a dictionary keyed by a style, a set of boxes) get their runtime
// metadata from accessor functions rather than by demangling their names: a name's generic requirements are
// checked by a scan of every protocol conformance in the binary (12,400 of them, about 45 µs a scan), once per
// type and protocol in each process. `decor layout` made 95 such scans, 56 with this flag: 1–3 ms of every
// command's start and first layout. (An unsafe flag: SwiftPM accepts the package as a versioned dependency
// from tools version 6.2 on, which is why the manifest asks for it.)
let metadataAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

let package = Package(
    name: "decor",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "decor", targets: ["decor"]),
        .library(name: "DecorEngine", targets: ["DecorEngine"]),
        // For the libFuzzer package (Fuzz/), which reaches other packages' modules only through products.
        .library(name: "DecorServer", targets: ["Server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // LCP online (HTTP client layer, range byte source, status documents, acquisition).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // User templates of `decor export` (Markdown, HTML).
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // `swift package generate-documentation --target DecorEngine`: the library's DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries from Debian's -dev packages.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // Libraries opened at first use instead of linked (most commands never need them): qpdf's C API over
        // libqpdf (libqpdf-dev), at the first PDF, and OpenSSL's libcrypto (libssl-dev), at the first
        // decryption or signature.
        .target(name: "CLibraryLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CQPDF", dependencies: ["CLibraryLoader"]),
        .target(name: "COpenSSL", dependencies: ["CLibraryLoader"]),
        .systemLibrary(name: "CMalloc"),
        // printf's %g without a variadic call from Swift (see its header).
        .target(name: "CNumberFormatting"),

        // Dependencies point downwards only: decor → DecorEngine → Templates → Layout → DOM → libxml2.
        // The one JSON value model (lossless parser, writers, Encodable → JSON): Foundation only, at the bottom.
        .target(name: "JSON", swiftSettings: metadataAccessors),
        // Double → Int conversions that saturate instead of trapping, for geometry made from untrusted input.
        .target(name: "SaturatingConversion", swiftSettings: metadataAccessors),
        // Independent work shared by the calling thread and one more (text shaping, locators, output text).
        .target(name: "WorkSharing", swiftSettings: metadataAccessors),
        .target(name: "DOM", dependencies: ["CLibXML2"], swiftSettings: metadataAccessors),
        .target(
            name: "ProtectedLoader",
            dependencies: [
                "DOM", "JSON", "CZlib", "COpenSSL", "CQPDF", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: metadataAccessors
        ),
        .target(name: "Layout", dependencies: ["DOM", "JSON", "SaturatingConversion", "WorkSharing", "CHarfBuzz", "CFreeType", "CNumberFormatting"], resources: [.copy("Resources/Fonts")],
                swiftSettings: metadataAccessors),
        // The decoration model (decorations file, styles, colours, group diff): Foundation, JSON and WorkSharing
        // only, so that Templates and DecorEngine can both see it without a cycle.
        .target(name: "DecorModel", dependencies: ["JSON", "WorkSharing"], swiftSettings: metadataAccessors),
        .target(name: "Templates", dependencies: ["DecorModel", "DOM", "JSON", "SaturatingConversion", "WorkSharing"], resources: [.copy("Resources/decor-runtime.js")],
                swiftSettings: metadataAccessors),
        .target(
            name: "DecorEngine",
            dependencies: ["ProtectedLoader", "DOM", "Layout", "JSON", "DecorModel", "Templates", "SaturatingConversion", "WorkSharing"],
            swiftSettings: metadataAccessors
        ),
        // The web server (`decor serve`): a leaf, so the engine never sees HTTP.
        .target(
            name: "Server",
            dependencies: [
                "DecorEngine", "ProtectedLoader", "DecorModel", "Templates", "JSON", "CZlib",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources/decor-live-updates.js")],
            swiftSettings: metadataAccessors
        ),
        // Batch highlight exports (issue 11): sources, enrichment, writers, sharding and resume.
        .target(
            name: "Export",
            dependencies: [
                "DecorEngine", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: metadataAccessors
        ),
        .executableTarget(
            name: "decor",
            dependencies: [
                "DecorEngine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "Server", "Export", "CMalloc", "WorkSharing",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: metadataAccessors,
            // Nothing loads symbols from the executable, and exporting its 60,000 makes every library's
            // symbol lookups at start consult their table: `decor --version` starts about 2 ms sooner without.
            // lld (in the Swift toolchain) packs the 159,000 relative relocations into 31 KB instead of
            // 3.8 MB of entries that every start reads: about 1 ms sooner again.
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "--no-export-dynamic", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]
        ),
        .executableTarget(
            name: "decor-bench",
            dependencies: ["DecorEngine", "Server", "CZlib", "TestFixtures", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .target(name: "TestFixtures", dependencies: ["DOM"], path: "Tests/TestFixtures"),
        .testTarget(name: "DOMTests", dependencies: ["DOM", "TestFixtures"]),
        .testTarget(name: "DecorEngineTests", dependencies: ["DecorEngine", "TestFixtures"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        // The loopback HTTP server of the online tests (LCP status server, streamed packages), on SwiftNIO.
        .target(
            name: "LoopbackHTTPServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            path: "Tests/LoopbackHTTPServer"
        ),
        .testTarget(name: "SaturatingConversionTests", dependencies: ["SaturatingConversion"]),
        .testTarget(name: "WorkSharingTests", dependencies: ["WorkSharing"]),
        .testTarget(name: "ProtectedLoaderTests", dependencies: ["ProtectedLoader", "JSON", "TestFixtures", "LoopbackHTTPServer"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "DOM", "ProtectedLoader", "JSON"]),
        .testTarget(name: "DecorModelTests", dependencies: ["DecorModel", "JSON"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "DecorModel", "DOM", "JSON", "TestFixtures"]),
        .testTarget(name: "ExportTests", dependencies: ["Export", "DecorEngine", "TestFixtures"]),
        .testTarget(name: "DecorCLITests", dependencies: ["decor", "TestFixtures", "LoopbackHTTPServer"]),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "Server", "DecorEngine", "TestFixtures",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
    ]
)
