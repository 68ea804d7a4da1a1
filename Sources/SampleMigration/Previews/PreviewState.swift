import App
import AppCore
import CoreRuntime
import Migration
import TextSurface

/// A module's screen in one named state, as a preview shows it: the preview
/// dependencies (services that answer at once, `DependencyValues(.preview)`)
/// with this state's overrides, and the few steps that bring the screen
/// there, written as scenario steps.
///
/// ```swift
/// PreviewState(
///   module: .offers, name: "empty", summary: "no offers open",
///   dependencies: { $0.offersService = PreviewOffersService(offers: [], backend: $0.backend) },
///   steps: ["start offers", "wait 1s"])
/// ```
public struct PreviewState {
  /// The module shown.
  public var module: ModuleID
  /// The state's name (`loading`, `loaded`, `empty`, `failed`, `long-text`, `narrow`, …).
  public var name: String
  /// What the state shows, in a few words.
  public var summary: String
  /// The screen size.
  public var size: Size
  /// Overrides of the preview dependencies: the state's data.
  public var dependencies: (DependencyValues) -> Void
  /// The scenario steps that bring the screen to the state, one a line.
  public var steps: [String]

  /// A state; see the properties.
  public init(
    module: ModuleID, name: String, summary: String, size: Size = Size(width: 60, height: 16),
    dependencies: @escaping (DependencyValues) -> Void = { _ in }, steps: [String]
  ) {
    self.module = module
    self.name = name
    self.summary = summary
    self.size = size
    self.dependencies = dependencies
    self.steps = steps
  }

  /// `offers · empty`.
  public var title: String { "\(module.rawValue) · \(name)" }

  /// The steps as a scenario at `size` (the state's own size by default).
  /// The steps are the catalogue's, checked by tests: a parse error is a bug in the build.
  public func scenario(size: Size? = nil) -> Scenario {
    let size = size ?? self.size
    let text =
      (["scenario \"\(title): \(summary)\"", "size \(size.width)x\(size.height)"] + steps).joined(separator: "\n")
    do {
      return try ScenarioParser.parse(
        text, file: "preview \(module.rawValue) --state \(name)", vocabulary: SampleApp.vocabulary)
    } catch {
      fatalError("the preview \(title): \(error)")
    }
  }

  /// The sample app whose sessions are built from this state's dependencies.
  public func app(fronts: AppFronts) -> SampleApp {
    var app = SampleApp(fronts: fronts)
    app.previewDependencies = dependencies
    return app
  }
}
