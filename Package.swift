// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "iconforge",
    // Swift's Mutex and Atomic, and String(validating:), need macOS 15 (no effect on Linux).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "iconforge", targets: ["iconforge"]),
        .library(name: "IconForgeKit", targets: ["IconForgeKit"]),
        .plugin(name: "IconForgeCommand", targets: ["IconForgeCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // librsvg, cairo and GLib, wherever pkg-config finds them (/usr, /opt/homebrew, ...).
        // GLib's gmodule-no-export-2.0.pc, which librsvg-2.0 requires through gio and gdk-pixbuf,
        // carries -pthread: SwiftPM drops it with a "prohibited flag(s): -pthread" warning. Only
        // rsvg.h's include folders come from pkg-config; linking the threads library is glibc's
        // and libSystem's default, so nothing is lost (docs/macos.md).
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev", "libcairo2-dev"]), .brew(["librsvg"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // Bounded gunzip of .svgz inputs, so the input-size limit applies to what librsvg would parse.
        // macOS has zlib in its SDK; without a zlib.pc there, SwiftPM uses the module map alone.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The icons' default compressor: at level 8 it is about twice as fast as zlib's level 9 for
        // 1% more bytes, and at level 12 (`--optimize`) within 2% of zopflipng (README, PNG size).
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // Linux calls the Glibc module lacks (mallopt, F_GETPIPE_SZ), for Support/Platform.swift.
        .systemLibrary(name: "CPlatform"),
        // The one C file that owns libpng's setjmp, so no longjmp ever crosses a Swift frame,
        // and the container writer for rows compressed by libdeflate.
        .target(name: "CPNGCodec", dependencies: ["CPNG", "CDeflate"]),
        // Drops cairo's PDF tags (librsvg's links): cairo 1.16 crashes on them inside groups.
        .target(name: "CCairoTags"),
        // The previews' typeface, built into the executable: the same words, in the same pixels,
        // on every machine, and no fontconfig set-up (4-6 ms) before a preview can be drawn.
        .target(name: "CPreviewFaces"),
        // SHA-256 blocks with the CPU's SHA instructions, where it has them: the ownership
        // record hashes every file a batch writes (the portable Swift code does the rest).
        .target(name: "CSHA256Blocks"),
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: ["TemplateEmbedder"]
        ),
        .target(
            name: "IconForgeKit",
            dependencies: [
                "CRsvg", "CPNGCodec", "CZlib", "CCairoTags", "CPreviewFaces", "CPlatform", "CSHA256Blocks",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
            ],
            plugins: ["EmbedTemplates"]
        ),
        .executableTarget(
            name: "iconforge",
            dependencies: [
                "IconForgeKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package --allow-writing-to-package-directory iconforge build` in an app package.
        .plugin(
            name: "IconForgeCommand",
            capability: .command(
                intent: .custom(verb: "iconforge", description: "Run iconforge (build, codegen, lint...) in this package"),
                permissions: [.writeToPackageDirectory(reason: "iconforge writes the asset catalogs and Swift files its manifest names")]
            ),
            dependencies: ["iconforge"]
        ),
        // Figures about the vector outputs over the corpus, for Benchmarks/vectors.sh.
        .executableTarget(name: "vector-bench", dependencies: ["IconForgeKit"], path: "Benchmarks/VectorBench"),
        // A render worker whose renderer crashes on cue, which the end-to-end tests run iconforge
        // with (ICONFORGE_WORKER): the shipped binary has no fault of its own to inject.
        .executableTarget(name: "crashing-worker", dependencies: ["IconForgeKit"], path: "Tests/CrashingWorker"),
        // What both test targets use: the external judges (pngcheck, aapt2, poppler, qpdf), the
        // shared icon corpus, and how closely a vector output draws what the PNGs show.
        .target(name: "TestSupport", dependencies: ["IconForgeKit"], path: "Tests/TestSupport"),
        .testTarget(
            name: "IconForgeKitTests",
            dependencies: ["IconForgeKit", "TestSupport", "CPNGCodec", "CPreviewFaces", "CZlib", .product(name: "Yams", package: "Yams")],
            exclude: ["Goldens"]  // reference files read through #filePath
        ),
        .testTarget(
            name: "IconForgeCLITests",
            dependencies: ["IconForgeKit", "iconforge", "crashing-worker", "TestSupport", "CZlib", .product(name: "Yams", package: "Yams")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
