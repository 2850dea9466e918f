// swift-tools-version:6.0
import PackageDescription

// An application that uses decor as a library, as a client would: it depends on the DecorEngine product
// only. scripts/test.sh builds and runs it on the LCP fixture.
let package = Package(
    name: "ReadingApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "decor", path: "../..")],
    targets: [
        .executableTarget(name: "ReadingApp", dependencies: [.product(name: "DecorEngine", package: "decor")]),
    ]
)
