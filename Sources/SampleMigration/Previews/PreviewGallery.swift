import App
import FeatureFlags
import Migration
import TextSurface

/// Renders preview states: one state in a chosen front, or every state in
/// both fronts compared as the A/B report compares them (frame, semantics,
/// effects, under the app's parity rules), so the gallery marks where the
/// fronts differ.
///
/// ```swift
/// let run = PreviewGallery(fronts: .bridged).run(state, front: .declarative)
/// let report = PreviewGallery(fronts: .bridged).report(SamplePreviews.all)
/// ```
public struct PreviewGallery {
  /// The fronts the previews are drawn with.
  public var fronts: AppFronts

  /// A gallery over `fronts`.
  public init(fronts: AppFronts) {
    self.fronts = fronts
  }

  /// `state` replayed with every module in `front`, at `size` or the state's own.
  public func run(_ state: PreviewState, front: Front, size: Size? = nil) -> ScenarioRun {
    ScenarioRunner(app: state.app(fronts: fronts)).run(
      state.scenario(size: size), flags: FlagConfiguration(commandLineAll: front))
  }

  /// Each state compared across the fronts: all-legacy against all-declarative,
  /// one report scenario per state, rendered by the A/B report's renderers.
  public func report(_ states: [PreviewState], size: Size? = nil) -> ABReport {
    ABReport(
      matrix: false,
      results: states.map { state in
        ABRunner(runner: ScenarioRunner(app: state.app(fronts: fronts))).compare(state.scenario(size: size))
      })
  }
}
