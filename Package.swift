// swift-tools-version: 6.1
// Strangler: an incremental ("strangler fig") UI migration, runnable on Linux.
// The targets are the layers of ARCHITECTURE.md; a target imports only what is below it (the dependency rule).
import PackageDescription

let package = Package(
  name: "Strangler",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CoreRuntime", targets: ["CoreRuntime"]),
    .library(name: "CoreRuntimeTesting", targets: ["CoreRuntimeTesting"]),
    .library(name: "RxLegacyUI", targets: ["RxLegacyUI"]),
    .library(name: "AppCore", targets: ["AppCore"]),
    .library(name: "TextSurface", targets: ["TextSurface"]),
    .library(name: "ScreenLayer", targets: ["ScreenLayer"]),
    .library(name: "LegacyUI", targets: ["LegacyUI"]),
    .library(name: "DeclarativeUI", targets: ["DeclarativeUI"]),
    .library(name: "FeatureFlags", targets: ["FeatureFlags"]),
    .library(name: "Migration", targets: ["Migration"]),
    .library(name: "MigrationTesting", targets: ["MigrationTesting"]),
    .library(name: "StranglerCommands", targets: ["StranglerCommands"]),
    .library(name: "Bridge", targets: ["Bridge"]),
    .library(name: "LegacyShells", targets: ["LegacyShells"]),
    .library(name: "DeclarativeShells", targets: ["DeclarativeShells"]),
    .executable(name: "strangler", targets: ["strangler"]),
    .executable(name: "strangler-legacy", targets: ["strangler-legacy"]),
    .executable(name: "strangler-declarative", targets: ["strangler-declarative"]),
  ],
  targets: [
    // The generic core runtime any app can use: Store, Effect, schedulers, the
    // observation loop, the effect log, the simulated backend, dependencies, and
    // the legacy era's reactive streams (Observable, Driver, DisposeBag; Reactive/).
    .target(name: "CoreRuntime"),
    // Swift Testing helpers for the runtime: the exhaustive test store, with dependency overrides and routes.
    .target(name: "CoreRuntimeTesting", dependencies: ["CoreRuntime"]),
    // The sample app's core: entities, services, view models, routes. Imports no UI target.
    .target(name: "AppCore", dependencies: ["CoreRuntime"]),
    // The shared screen model both fronts draw into.
    .target(name: "TextSurface"),
    // The screen layer both toolkits live on: the scene (commit point, layers),
    // the one focus engine, key routing and the frame presenter.
    .target(name: "ScreenLayer", dependencies: ["TextSurface"]),
    // The two toolkits: neither knows the other, the core, or the app.
    .target(name: "LegacyUI", dependencies: ["ScreenLayer", "TextSurface"]),
    .target(name: "DeclarativeUI", dependencies: ["ScreenLayer", "TextSurface"]),
    // The legacy toolkit's stream bindings (`label.rx.text`, `button.rx.tap`), like RxCocoa.
    .target(name: "RxLegacyUI", dependencies: ["LegacyUI", "CoreRuntime"]),
    // The only place that knows both toolkits.
    .target(name: "Bridge", dependencies: ["LegacyUI", "DeclarativeUI", "ScreenLayer", "TextSurface"]),
    .target(name: "FeatureFlags"),
    // Each app module's screen, once per front.
    .target(
      name: "LegacyScreens", dependencies: ["AppCore", "LegacyUI", "TextSurface", "CoreRuntime", "RxLegacyUI"]),
    .target(name: "DeclarativeScreens", dependencies: ["AppCore", "DeclarativeUI", "CoreRuntime"]),
    // The front-neutral app: the sample's coordinator over the engine's session, module cores, composition.
    .target(
      name: "App", dependencies: ["AppCore", "FeatureFlags", "Migration", "ScreenLayer", "TextSurface", "CoreRuntime"]),
    // Each toolkit's shell for any app on the engine: the window or scene and its navigation container.
    .target(
      name: "LegacyShells", dependencies: ["FeatureFlags", "LegacyUI", "Migration", "ScreenLayer", "TextSurface"]),
    .target(
      name: "DeclarativeShells",
      dependencies: ["DeclarativeUI", "FeatureFlags", "Migration", "ScreenLayer", "TextSurface"]),
    // Each front registers its screens and its shell with the app.
    .target(
      name: "LegacyFront",
      dependencies: [
        "App", "AppCore", "FeatureFlags", "LegacyScreens", "LegacyShells", "LegacyUI", "Migration", "ScreenLayer",
        "TextSurface",
      ]),
    .target(
      name: "DeclarativeFront",
      dependencies: [
        "App", "AppCore", "FeatureFlags", "DeclarativeScreens", "DeclarativeShells", "DeclarativeUI", "Migration",
        "ScreenLayer", "TextSurface",
      ]),
    // Both fronts joined by the Bridge: the middle of the migration.
    .target(
      name: "BridgedFronts",
      dependencies: [
        "App", "AppCore", "Bridge", "DeclarativeFront", "DeclarativeScreens", "DeclarativeShells", "DeclarativeUI",
        "LegacyFront", "LegacyScreens", "LegacyShells", "LegacyUI", "Migration",
      ]),
    // The generic migration engine: scenarios, runner, lockstep A/B, toggle matrix, parity rules,
    // randomized parity, shadow mode, ledger and reports, for any app that describes its modules.
    .target(name: "Migration", dependencies: ["CoreRuntime", "FeatureFlags", "ScreenLayer", "TextSurface"]),
    // The sample app as the engine's client: its modules as data, sessions, the built-in suite and its rules.
    .target(
      name: "SampleMigration",
      dependencies: ["Migration", "App", "AppCore", "CoreRuntime", "FeatureFlags", "ScreenLayer", "TextSurface"]),
    // Swift Testing helpers for migration tests in any package: golden frames, parity.
    .target(name: "MigrationTesting", dependencies: ["Migration", "CoreRuntime", "TextSurface", "FeatureFlags"]),
    // The command line any app's executable gets (the interactive app, run, ab, status, flags), over the app it is given.
    .target(
      name: "StranglerCommands",
      dependencies: ["CoreRuntime", "FeatureFlags", "Migration", "ScreenLayer", "TextSurface"]),
    // The C library allocator's settings, which Swift's Glibc module leaves out (set by `strangler`).
    .target(name: "CAllocator"),
    // Both fronts through the Bridge: the middle of the migration, and the interactive app.
    .executableTarget(
      name: "strangler",
      dependencies: [
        "CAllocator", "StranglerCommands", "Migration", "SampleMigration", "App", "AppCore", "TextSurface",
        "ScreenLayer", "FeatureFlags", "DeclarativeUI", "BridgedFronts", "CoreRuntime",
      ]),
    // The app before the migration: the legacy toolkit only.
    .executableTarget(
      name: "strangler-legacy", dependencies: ["StranglerCommands", "App", "LegacyFront", "SampleMigration"]),
    // The app after it: the declarative toolkit only — no LegacyUI, no Bridge.
    .executableTarget(
      name: "strangler-declarative", dependencies: ["StranglerCommands", "App", "DeclarativeFront", "SampleMigration"]),

    .testTarget(name: "CoreRuntimeTests", dependencies: ["CoreRuntime", "CoreRuntimeTesting"]),
    .testTarget(name: "RxTests", dependencies: ["RxLegacyUI", "LegacyUI", "CoreRuntime"]),
    .testTarget(name: "AppCoreTests", dependencies: ["AppCore", "CoreRuntime", "CoreRuntimeTesting"]),
    // Helpers every test target may share: seeded random screens, comparing two scenes, a scratch folder.
    .target(
      name: "TestSupport", dependencies: ["CoreRuntime", "ScreenLayer", "TextSurface"], path: "Tests/TestSupport"),
    .testTarget(name: "TextSurfaceTests", dependencies: ["TextSurface", "CoreRuntime", "TestSupport"]),
    .testTarget(name: "ScreenLayerTests", dependencies: ["ScreenLayer", "TextSurface"]),
    .testTarget(name: "LegacyUITests", dependencies: ["LegacyUI", "ScreenLayer", "TextSurface"]),
    .testTarget(
      name: "DeclarativeUITests",
      dependencies: ["DeclarativeUI", "ScreenLayer", "TextSurface", "CoreRuntime"]),
    .testTarget(
      name: "BridgeTests",
      dependencies: ["Bridge", "LegacyUI", "DeclarativeUI", "ScreenLayer", "TextSurface", "TestSupport"]),
    .testTarget(name: "FeatureFlagsTests", dependencies: ["FeatureFlags"]),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "App", "AppCore", "FeatureFlags", "TextSurface", "ScreenLayer", "LegacyUI", "LegacyFront", "DeclarativeFront",
        "BridgedFronts", "CoreRuntime",
      ]),
    .testTarget(
      name: "MigrationTests",
      dependencies: [
        "Migration", "MigrationTesting", "SampleMigration", "App", "AppCore", "FeatureFlags", "TextSurface",
        "ScreenLayer", "Bridge",
        "DeclarativeUI", "LegacyUI", "DeclarativeScreens", "BridgedFronts", "DeclarativeFront", "LegacyFront",
        "CoreRuntime", "LegacyShells", "DeclarativeShells", "TestSupport",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "StranglerTests",
      dependencies: [
        "strangler", "StranglerCommands", "Migration", "SampleMigration", "App", "AppCore", "Bridge",
        "DeclarativeScreens",
        "DeclarativeUI", "FeatureFlags", "LegacyUI", "TextSurface", "ScreenLayer", "BridgedFronts", "DeclarativeFront",
        "LegacyFront", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
