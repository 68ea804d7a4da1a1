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

extension PlantedVariants {
  /// The declarative offers list keyed by what it shows, as a developer
  /// might key a screen to make sure it redraws — SwiftUI's `.id(state)`.
  /// A view of a new identity is a new view, so every refresh (a countdown
  /// tick, once a second) makes the list a new screen, and the focus engine
  /// gives a new screen's first element focus: a user moving down the list
  /// is sent back to the first offer, and Enter opens whichever has focus.
  static var focusReset: AppFronts {
    AppFronts.bridged.replacing(.offers, in: .declarative) { _, context in
      ModuleScreen(
        front: .declarative, title: "Offers",
        content: AnyView(FocusResettingOffersView(viewModel: context.cores.offers.viewModel)))
    }
  }
}

/// The offers list whose identity is its data: a refresh replaces it. (The
/// toolkit has no `.id(_:)`; a `ForEach` of one element keyed by the state
/// is the same thing.)
struct FocusResettingOffersView: DeclarativeUI.View {
  let viewModel: OffersViewModel

  var body: some DeclarativeUI.View {
    ForEach([viewModel.viewState], id: \.self) { _ in
      OffersView(viewModel: viewModel)
    }
  }
}

/// The sample's tasks, and one that moves down the offers list: the task
/// the focus reset is planted for.
extension PlantedVariants {
  static let tasks = ExperimentTasks(
    tasks: SampleTasks.catalogue.tasks + [AcceptNewOffer()], errorPhrases: SampleTasks.catalogue.errorPhrases)
}

/// Open the offers, wait there for a new offer to come in, and accept it.
///
/// A new offer is listed last, below the three every session opens with:
/// the user moves down to it and presses Enter, as for any target. (The
/// sample's `acceptOffer` takes the first offer listed, which has focus as
/// soon as the list appears, so a focus reset costs it nothing.)
struct AcceptNewOffer: ExperimentTask {
  let name = "acceptNewOffer"

  func begin(_ user: ScreenUser) throws(UserGaveUp) { try SampleTasks.signIn(user) }

  func perform(_ user: ScreenUser) throws(UserGaveUp) {
    try user.activate("Offers")
    while !user.elements.contains(where: { $0.role == .row }) { try user.pause() }
    let listed = Set(user.elements.filter { $0.role == .row }.map(\.label))
    while true {
      try user.pause()
      if let arrived = user.elements.last(where: { $0.role == .row && !listed.contains($0.label) }) {
        try user.activate(arrived.label)
        break
      }
    }
    try user.activate("Accept")
    for _ in 0..<8 where !reachedGoal(user) { try user.pause() }
  }

  /// An offer the feed pushed was accepted: its id comes after the three
  /// every session opens with (`o1`…`o3`).
  func reachedGoal(_ user: ScreenUser) -> Bool {
    user.effects.contains { effect in
      guard effect.kind == .response, effect.name == "offers.accept", effect.detail.hasPrefix("ok id=o") else {
        return false
      }
      let number = effect.detail.dropFirst("ok id=o".count).prefix { $0.isNumber }
      return (Int(number) ?? 0) > 3
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
