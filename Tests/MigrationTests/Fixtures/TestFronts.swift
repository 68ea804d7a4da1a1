import AppCore
import Bridge
import DeclarativeScreens
import DeclarativeUI
import FeatureFlags
import LegacyUI
import Synchronization

@testable import App

/// Registries with deliberately wrong fronts, to prove that the comparisons
/// catch what they are meant to catch.
enum TestFronts {
  /// The standard registry, except that the declarative tap counter writes
  /// "3 times" instead of "3 time(s)": the fronts agree until the third response.
  static func miscounting(_ environment: AppEnvironment) -> ModuleRegistry {
    replacing(.tapCounter, in: environment) { front, route, cores, standard in
      guard front == .declarative else { return standard(front, route, cores) }
      return HostingController(
        rootView: MiscountingTapCounterView(viewModel: cores.tapCounter.viewModel), title: "Tap Counter")
    }
  }

  /// The standard registry, except that the tap counter's title counts how
  /// many times any test built it: two identical runs differ, as a screen
  /// reading a clock or a global would.
  static func nondeterministic(_ environment: AppEnvironment) -> ModuleRegistry {
    replacing(.tapCounter, in: environment) { _, _, cores, _ in
      let build = builds.withLock { count in
        count += 1
        return count
      }
      return HostingController(rootView: TapCounterView(viewModel: cores.tapCounter.viewModel), title: "Build \(build)")
    }
  }

  /// The standard registry, except that the redesigned declarative home
  /// says "Welcome back" instead of the greeting: a *semantic* difference
  /// hidden inside a module whose frames may differ under the project's rule.
  static func plantedHome(_ environment: AppEnvironment) -> ModuleRegistry {
    replacing(.home, in: environment) { front, route, cores, standard in
      guard front == .declarative else { return standard(front, route, cores) }
      return HostingController(rootView: PlantedHomeView(viewModel: cores.home), title: "Home")
    }
  }

  /// Screens built by `nondeterministic` across all runs of the process.
  private static let builds = Mutex(0)

  private static func replacing(
    _ module: ModuleID, in environment: AppEnvironment,
    _ make:
      @escaping (
        Front, Route, ModuleCores, (Front, Route, ModuleCores) -> LegacyUI.ViewController?
      ) -> LegacyUI.ViewController?
  ) -> ModuleRegistry {
    let standard = ModuleRegistry.standard(environment: environment)
    return ModuleRegistry(
      modules: standard.modules.map { descriptor in
        guard descriptor.id == module else { return descriptor }
        return ModuleDescriptor(id: module, fronts: descriptor.fronts) { front, route, cores in
          make(front, route, cores, descriptor.makeScreen)
        }
      })
  }
}

/// The tap counter with one deliberate mistake, at a count of three.
struct MiscountingTapCounterView: DeclarativeUI.View {
  let viewModel: TapCounterViewModel

  var body: some DeclarativeUI.View {
    let state = viewModel.viewState
    VStack {
      Text(state.greeting)
      Text(state.totalTaps == 3 ? "You pressed the button 3 times" : state.tapsText)
      Button(state.buttonTitle) { viewModel.buttonTapped() }
    }
  }
}

/// The redesigned home with one planted semantic change: the greeting's words.
struct PlantedHomeView: DeclarativeUI.View {
  let viewModel: HomeViewModel

  var body: some DeclarativeUI.View {
    VStack {
      HStack {
        Text("Welcome back").bold()
        Spacer()
      }
      HStack {
        Spacer()
        Text(viewModel.earningsText).bold().underline()
      }
      Text(" ")
      for destination in HomeViewModel.destinations {
        Button(destination.title) { viewModel.select(destination.title) }
      }
    }
    .padding(.horizontal, 2)
  }
}
