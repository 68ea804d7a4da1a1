import DeclarativeUI
import FeatureFlags
import Migration
import Observation
import ScreenLayer
import TextSurface

/// The declarative shell: a `SceneHost` whose root is a `NavigationStack`
/// driven by the coordinator's stack, as a SwiftUI app's `WindowGroup` with a
/// `NavigationStack(path:)`. Declarative screens are shown as they are; a
/// legacy screen needs the Bridge's view-controller representable, which the
/// composition passes in (`hostingLegacy`) when both toolkits are linked —
/// the late-migration inversion, a SwiftUI root hosting the remaining UIKit screens.
public final class DeclarativeShell: AppShell {
  /// Wraps a screen of the other toolkit in a declarative view.
  public typealias Hosting = (ModuleScreen) -> AnyView

  public let front = Front.declarative
  /// The scene host running the shell's view tree.
  public let host: SceneHost
  public var onPop: ((Int) -> Void)?
  private let model: ShellModel

  /// A declarative shell on a `size` scene writing to `output`; `hosting` shows legacy screens.
  public init(size: Size, output: FrameOutput, hosting: Hosting? = nil) {
    let model = ShellModel()
    self.model = model
    host = SceneHost(
      rootView: ShellView(model: model) { screen in
        if let view = screen.content as? AnyView { return AnyView(view.navigationTitle(screen.title)) }
        // A placeholder: an empty screen under its title.
        if screen.content == nil { return AnyView(EmptyView().navigationTitle(screen.title)) }
        guard let hosting else {
          preconditionFailure("a \(screen.front) screen under the declarative shell needs the Bridge's representable")
        }
        return hosting(screen)
      },
      size: size, output: output)
    model.onPop = { [weak self] depth in self?.onPop?(depth) }
  }

  public var scene: Scene { host.scene }

  public func setStack(_ stack: [ModuleScreen]) {
    model.setStack(stack)
  }

  public func goBack() -> Bool {
    host.scene.layoutIfNeeded()
    return host.host.goBack()
  }

  public var bodiesEvaluated: Int { host.host.statistics.bodiesEvaluated }
}

/// The stack the shell shows, as observable data: each screen with an id that
/// is new for every screen built, so a rebuilt screen (a front switch) gets a new node.
@Observable
final class ShellModel {
  struct Entry: Identifiable {
    let id: Int
    let screen: ModuleScreen
  }

  private(set) var entries: [Entry] = []
  @ObservationIgnored private var nextID = 0
  @ObservationIgnored var onPop: ((Int) -> Void)?

  func setStack(_ stack: [ModuleScreen]) {
    entries = stack.map { screen in
      if let existing = entries.first(where: { $0.screen === screen }) { return existing }
      nextID += 1
      return Entry(id: nextID, screen: screen)
    }
  }

  /// The ids of the screens above the root: the navigation stack's path.
  var path: [Int] { entries.dropFirst().map(\.id) }

  /// The user went back: the path is now `path` (a prefix of what it was).
  func setPath(_ path: [Int]) {
    let depth = path.count + 1
    guard depth < entries.count else { return }
    entries.removeLast(entries.count - depth)
    onPop?(depth)
  }

  func entry(_ id: Int) -> Entry? { entries.first { $0.id == id } }
}

/// The shell's view: the stack's root, then a screen per path element.
struct ShellView: View {
  let model: ShellModel
  let view: (ModuleScreen) -> AnyView

  var body: some View {
    // Before the first screen the window is blank, as the legacy shell's is: no empty navigation bar.
    if !model.entries.isEmpty {
      NavigationStack(path: Binding(get: { model.path }, set: { model.setPath($0) })) {
        // Keyed by the entry's id, so a new root (sign-in, a front switch) is a new screen with fresh state.
        ForEach(model.entries.prefix(1), id: \.id) { entry in view(entry.screen) }
      } destination: { id in
        if let entry = model.entry(id) { view(entry.screen) }
      }
    }
  }
}

extension ShellFactory {
  /// Declarative shells; `hosting` (from the Bridge) lets them show legacy screens.
  public static func declarative(hosting: DeclarativeShell.Hosting? = nil) -> ShellFactory {
    ShellFactory(front: .declarative, shows: hosting == nil ? [.declarative] : [.legacy, .declarative]) {
      size, output in
      DeclarativeShell(size: size, output: output, hosting: hosting)
    }
  }
}

extension ModuleScreen {
  /// A declarative screen: `view`, titled `title` in the navigation bar.
  public static func declarative(_ title: String, _ view: some View) -> ModuleScreen {
    ModuleScreen(front: .declarative, title: title, content: AnyView(view))
  }
}
