// swift-tools-version: 6.1
// Strangler: an incremental ("strangler fig") UI migration, runnable on Linux.
// The targets are the layers of DESIGN.md section 1; a target imports only what is below it.
import PackageDescription

let package = Package(
  name: "Strangler",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "AppCore", targets: ["AppCore"]),
    .library(name: "TextSurface", targets: ["TextSurface"]),
    .library(name: "ScreenLayer", targets: ["ScreenLayer"]),
    .library(name: "LegacyUI", targets: ["LegacyUI"]),
    .library(name: "DeclarativeUI", targets: ["DeclarativeUI"]),
    .library(name: "FeatureFlags", targets: ["FeatureFlags"]),
    .library(name: "Migration", targets: ["Migration"]),
    .library(name: "MigrationTesting", targets: ["MigrationTesting"]),
    .library(name: "AppCoreTesting", targets: ["AppCoreTesting"]),
    .executable(name: "strangler", targets: ["strangler"]),
  ],
  targets: [
    // Core: view models, services, routes. Imports no UI target.
    .target(name: "AppCore"),
    // Swift Testing helpers for the core: the exhaustive test store for reducer features.
    .target(name: "AppCoreTesting", dependencies: ["AppCore"]),
    // The shared screen model both fronts draw into.
    .target(name: "TextSurface"),
    // The screen layer both toolkits live on: the scene (commit point, layers),
    // the one focus engine, key routing and the frame presenter.
    .target(name: "ScreenLayer", dependencies: ["TextSurface"]),
    // The two toolkits: neither knows the other, the core, or the app.
    .target(name: "LegacyUI", dependencies: ["ScreenLayer", "TextSurface"]),
    .target(name: "DeclarativeUI", dependencies: ["ScreenLayer", "TextSurface"]),
    // The only place that knows both toolkits.
    .target(name: "Bridge", dependencies: ["LegacyUI", "DeclarativeUI", "ScreenLayer", "TextSurface"]),
    .target(name: "FeatureFlags"),
    // Each app module's screen, once per front.
    .target(name: "LegacyScreens", dependencies: ["AppCore", "LegacyUI", "TextSurface"]),
    .target(name: "DeclarativeScreens", dependencies: ["AppCore", "DeclarativeUI"]),
    // Composition root: registry, coordinator, session.
    .target(
      name: "App",
      dependencies: [
        "AppCore", "TextSurface", "ScreenLayer", "LegacyUI", "DeclarativeUI", "Bridge", "FeatureFlags",
        "LegacyScreens", "DeclarativeScreens",
      ]),
    // Scenarios, runner, comparisons, reports and test helpers.
    .target(
      name: "Migration",
      dependencies: ["App", "AppCore", "TextSurface", "FeatureFlags", "Bridge", "DeclarativeUI", "LegacyUI"]),
    // Swift Testing helpers for migration tests in any package: golden frames, parity.
    .target(name: "MigrationTesting", dependencies: ["Migration", "AppCore", "TextSurface", "FeatureFlags"]),
    .executableTarget(
      name: "strangler", dependencies: ["Migration", "App", "AppCore", "TextSurface", "FeatureFlags", "DeclarativeUI"]),

    .testTarget(name: "AppCoreTests", dependencies: ["AppCore", "AppCoreTesting"]),
    .testTarget(name: "TextSurfaceTests", dependencies: ["TextSurface", "AppCore"]),
    .testTarget(name: "LegacyUITests", dependencies: ["LegacyUI", "TextSurface"]),
    .testTarget(name: "DeclarativeUITests", dependencies: ["DeclarativeUI", "TextSurface", "AppCore"]),
    .testTarget(name: "BridgeTests", dependencies: ["Bridge", "LegacyUI", "DeclarativeUI", "TextSurface"]),
    .testTarget(name: "FeatureFlagsTests", dependencies: ["FeatureFlags", "AppCore"]),
    .testTarget(name: "AppTests", dependencies: ["App", "AppCore", "FeatureFlags", "TextSurface", "LegacyUI"]),
    .testTarget(
      name: "MigrationTests",
      dependencies: [
        "Migration", "MigrationTesting", "App", "AppCore", "FeatureFlags", "TextSurface", "Bridge", "DeclarativeUI",
        "LegacyUI", "DeclarativeScreens",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "StranglerTests",
      dependencies: [
        "strangler", "Migration", "App", "AppCore", "Bridge", "DeclarativeScreens", "DeclarativeUI", "FeatureFlags",
        "LegacyUI", "TextSurface",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
