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

        .target(name: "DOM", dependencies: ["CLibXML2"]),
        .target(
            name: "ProtectedLoader",
            dependencies: ["DOM", "CZlib", "COpenSSL", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(name: "Layout", dependencies: ["DOM"]),
        .target(name: "DecorEngine", dependencies: ["ProtectedLoader", "DOM"]),
        .executableTarget(
            name: "decor",
            dependencies: ["DecorEngine", "Layout", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .executableTarget(
            name: "decor-bench",
            dependencies: ["DecorEngine", "Layout", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .testTarget(name: "DOMTests", dependencies: ["DOM"]),
        .testTarget(name: "ProtectedLoaderTests", dependencies: ["ProtectedLoader"], resources: []),
        .testTarget(name: "DecorCLITests", dependencies: ["DecorEngine"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
    ]
)
