import App
import AppCore
import CoreRuntime
import DeclarativeScreens
import DeclarativeUI
import FeatureFlags
import Migration
import SampleMigration
import ScreenLayer
import TextSurface

/// Test-only variants of the sample that a rollout experiment must catch.
enum PlantedVariants {
  /// The declarative tap counter's button reads "Press" instead of "Tap Me":
  /// users looking for the label they know do not find it.
  static var relabelledButton: AppFronts {
    AppFronts.bridged.replacing(.tapCounter, in: .declarative) { _, context in
      ModuleScreen(
        front: .declarative, title: "Tap Counter",
        content: AnyView(RelabelledTapCounterView(viewModel: context.cores.tapCounter.viewModel)))
    }
  }
}

extension PlantedVariants {
  /// The declarative offers list writes each row's payout, distance and
  /// countdown twice: every tick costs about twice the bytes, which on a
  /// 9,600 bit/s link the user waits for.
  static var doubledBytes: AppFronts {
    AppFronts.bridged.replacing(.offers, in: .declarative) { _, context in
      ModuleScreen(
        front: .declarative, title: "Offers",
        content: AnyView(
          OffersView(viewModel: context.cores.offers.viewModel) { offer in
            AnyView(LabeledContent(offer.title, value: offer.detail + "  " + offer.detail))
          }))
    }
  }
}

/// The tap counter with its button relabelled.
struct RelabelledTapCounterView: DeclarativeUI.View {
  let viewModel: TapCounterViewModel

  var body: some DeclarativeUI.View {
    let state = viewModel.viewState
    VStack {
      Text(state.greeting)
      Text(state.tapsText)
      Button("Press") { viewModel.buttonTapped() }
    }
  }
}

/// The sample with an assignment bug: every exposure to `flag` in the
/// `dropped` front is lost before analysis, as a logging bug would lose it.
struct DroppingExposuresApp: MigratableApp {
  let base = SampleApp(fronts: .bridged)
  let flag: String
  let dropped: Front

  var modules: [ModuleName] { base.modules }
  var startableModules: [ModuleName] { base.startableModules }
  var components: [ComponentName] { base.components }
  var shellFronts: Set<Front> { base.shellFronts }
  var experimentTasks: ExperimentTasks { base.experimentTasks }
  func fronts(of module: ModuleName) -> Set<Front> { base.fronts(of: module) }
  func fronts(of component: ComponentName) -> Set<Front> { base.fronts(of: component) }

  func makeSession(size: Size, flags: FlagConfiguration, output: FrameOutput) -> any AppSession {
    DroppingSession(base.makeSession(size: size, flags: flags, output: output), flag: flag, dropped: dropped)
  }
}

/// A session whose exposure log loses one front's exposures to one flag.
final class DroppingSession: AppSession {
  let inner: any AppSession
  let flag: String
  let dropped: Front

  init(_ inner: any AppSession, flag: String, dropped: Front) {
    self.inner = inner
    self.flag = flag
    self.dropped = dropped
  }

  var scene: Scene { inner.scene }
  var currentRoute: ScreenRoute? { inner.currentRoute }
  var currentFront: Front? { inner.currentFront }
  var didCommit: ((Bool) -> Void)? {
    get { inner.didCommit }
    set { inner.didCommit = newValue }
  }
  func renderOtherFront() -> OtherFrontRender? { inner.renderOtherFront() }
  var clock: VirtualScheduler { inner.clock }
  var effects: [EffectRecord] { inner.effects }
  var exposures: [Exposure] { inner.exposures.filter { !($0.module == flag && $0.front == dropped) } }
  var bodiesEvaluated: Int { inner.bodiesEvaluated }
  func start(_ module: ModuleName) throws { try inner.start(module) }
  func flip(_ module: ModuleName, to front: Front?) throws { try inner.flip(module, to: front) }
  func back() -> Bool { inner.back() }
  func setFault(_ fault: ServiceFault?, for operation: String) { inner.setFault(fault, for: operation) }
  @discardableResult func commit() -> Bool { inner.commit() }
}
