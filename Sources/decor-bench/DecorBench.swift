import ArgumentParser

/// Benchmarks that print figures: run with `swift run -c release --static-swift-stdlib decor-bench <area>`.
@main
struct DecorBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decor-bench",
        abstract: "Measures decor's hot paths and prints the figures.",
        subcommands: [
            OpenBenchmark.self, ZipBenchmark.self, LCPBenchmark.self, LocateBenchmark.self, DiffBenchmark.self,
            TextBenchmark.self, FidelityBenchmark.self, RenderBenchmark.self, SVGBenchmark.self, StaticBenchmark.self,
            LayoutSpeedBenchmark.self, PDFBenchmark.self, HostileInputBenchmark.self,
            ExportBenchmark.self, HLSDecryptBenchmark.self, GroupStateBenchmark.self,
        ])
}
