import App
import AppCore
import BridgedFronts
import DeclarativeScreens
import DeclarativeUI
import FeatureFlags
import Migration
import Synchronization

/// Builds of the app with deliberately wrong fronts, to prove that the
/// comparisons catch what they are meant to catch.
enum TestFronts {
  /// Every front, except that the declarative tap counter writes "3 times"
  /// instead of "3 time(s)": the fronts agree until the third response.
  static var miscounting: AppFronts {
    AppFronts.bridged.replacing(.tapCounter, in: .declarative) { _, context in
      ModuleScreen(
        front: .declarative, title: "Tap Counter",
        content: AnyView(MiscountingTapCounterView(viewModel: context.cores.tapCounter.viewModel)))
    }
  }

  /// Every front, except that the tap counter's title counts how many times
  /// any test built it: two identical runs differ, as a screen reading a
  /// clock or a global would.
  static var nondeterministic: AppFronts {
    let build: FrontScreens.Builder = { _, context in
      let count = builds.withLock { count in
        count += 1
        return count
      }
      return ModuleScreen(
        front: .declarative, title: "Build \(count)",
        content: AnyView(TapCounterView(viewModel: context.cores.tapCounter.viewModel)))
    }
    return AppFronts.bridged.replacing(.tapCounter, in: .declarative, with: build)
      .replacing(.tapCounter, in: .legacy, with: build)
  }

  /// Every front, except that the redesigned declarative home says "Welcome
  /// back" instead of the greeting: a *semantic* difference hidden inside a
  /// module whose frames may differ under the project's rule.
  static var plantedHome: AppFronts {
    AppFronts.bridged.replacing(.home, in: .declarative) { _, context in
      ModuleScreen(front: .declarative, title: "Home", content: AnyView(PlantedHomeView(viewModel: context.cores.home)))
    }
  }

  /// Screens built by `nondeterministic` across all runs of the process.
  private static let builds = Mutex(0)
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
