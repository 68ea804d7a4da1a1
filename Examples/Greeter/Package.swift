// swift-tools-version: 6.1
// Greeter: a second, tiny app migrated with Strangler's public products only —
// the proof that the migration engine works for any app that describes its modules.
import PackageDescription

let strangler = "Strangler"

let package = Package(
  name: "Greeter",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: strangler, path: "../..")],
  targets: [
    // The core: two view models over the generic runtime (clock, effect log, simulated backend).
    .target(name: "GreeterCore", dependencies: [.product(name: "CoreRuntime", package: strangler)]),
    // Each module's screen in the legacy toolkit.
    .target(
      name: "GreeterLegacy",
      dependencies: [
        "GreeterCore", .product(name: "CoreRuntime", package: strangler),
        .product(name: "LegacyUI", package: strangler), .product(name: "TextSurface", package: strangler),
      ]),
    // Each module's screen in the declarative toolkit.
    .target(
      name: "GreeterDeclarative",
      dependencies: ["GreeterCore", .product(name: "DeclarativeUI", package: strangler)]),
    // The app on the migration engine: its fronts (screens per module and front, the shell) and its cores.
    .target(
      name: "GreeterMigration",
      dependencies: [
        "GreeterCore", "GreeterLegacy", "GreeterDeclarative",
        .product(name: "Bridge", package: strangler), .product(name: "DeclarativeShells", package: strangler),
        .product(name: "DeclarativeUI", package: strangler),
        .product(name: "LegacyShells", package: strangler),
        .product(name: "LegacyUI", package: strangler),
        .product(name: "Migration", package: strangler),
      ]),
    // Greeter's command line: run, ab, status and flags over GreeterApp.
    .executableTarget(
      name: "greeter",
      dependencies: ["GreeterMigration", .product(name: "StranglerCommands", package: strangler)]),
    .testTarget(
      name: "GreeterTests",
      dependencies: [
        "GreeterMigration", .product(name: "FeatureFlags", package: strangler),
        .product(name: "Migration", package: strangler), .product(name: "MigrationTesting", package: strangler),
        .product(name: "TextSurface", package: strangler),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
