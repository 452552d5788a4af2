// swift-tools-version:6.0
// An app package that gets iconforge as a dependency and runs it through the command plugin:
//   swift package --allow-writing-to-package-directory iconforge build
// CI runs it on a temporary copy of the repository (Tests/PluginSample/check.sh).
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [
        .package(name: "iconforge", path: "../.."),
    ],
    targets: [
        .target(name: "SampleApp", resources: [.process("Resources")]),
    ]
)
