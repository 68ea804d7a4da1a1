import AppCore
import CoreRuntime
import Testing

/// Login's streams: a screen's inputs go through `transform(input:disposeBag:)`,
/// and its output drives what the screen shows.
@Suite("Login view model: transform(input:) -> Output")
struct LoginTransformTests {
  /// A screen as the view model sees it: its input streams and the latest of each output.
  private final class Screen {
    let email = PublishSubject<String>()
    let password = PublishSubject<String>()
    let taps = PublishSubject<Void>()
    let returns = PublishSubject<Void>()
    var disposeBag: DisposeBag? = DisposeBag()
    var shown: [String] = []
    var title = ""
    var enabled = false
    var status: String?
    var error: String?

    init(_ viewModel: LoginViewModel) {
      guard let disposeBag else { return }
      let output = viewModel.transform(
        input: .init(
          email: email.asObservable(), password: password.asObservable(), primaryButtonTap: taps.asObservable(),
          passwordReturn: returns.asObservable()),
        disposeBag: disposeBag)
      output.email.drive { [unowned self] in shown.append($0) }.disposed(by: disposeBag)
      output.primaryButtonTitle.drive { [unowned self] in title = $0 }.disposed(by: disposeBag)
      output.isPrimaryButtonEnabled.drive { [unowned self] in enabled = $0 }.disposed(by: disposeBag)
      output.statusText.drive { [unowned self] in status = $0 }.disposed(by: disposeBag)
      output.errorMessage.drive { [unowned self] in error = $0 }.disposed(by: disposeBag)
    }
  }

  private let scheduler = VirtualScheduler()

  private func makeViewModel() -> (LoginViewModel, EffectLog) {
    let effects = EffectLog(scheduler: scheduler)
    let backend = SimulatedBackend(scheduler: scheduler, effects: effects)
    return (LoginViewModel(auth: SimulatedAuthService(backend: backend), effects: effects), effects)
  }

  @Test func theOutputFollowsTheInputsThroughASignIn() {
    let (viewModel, effects) = makeViewModel()
    let screen = Screen(viewModel)
    #expect(screen.title == "Sign in" && !screen.enabled)
    screen.email.onNext("locked@example.com")
    screen.password.onNext("password")
    #expect(screen.enabled)
    screen.returns.onNext(())
    #expect(screen.title == "Cancel" && screen.enabled && screen.status == "Signing in…")
    scheduler.advance(by: .seconds(1))
    #expect(screen.title == "Sign in" && screen.status == nil)
    #expect(screen.error == "This account is locked. Contact support.")
    screen.password.onNext("password!")
    #expect(screen.error == nil)
    #expect(effects.records.filter { $0.name == "login.submitted" }.count == 1)
  }

  @Test func theButtonSignsInThenCancels() {
    let (viewModel, effects) = makeViewModel()
    let screen = Screen(viewModel)
    screen.email.onNext("dasher@example.com")
    screen.password.onNext("password")
    screen.taps.onNext(())
    screen.taps.onNext(())
    #expect(!viewModel.isSigningIn)
    #expect(effects.records.map(\.name).contains("login.cancelled"))
  }

  @Test func aRebuiltScreenShowsWhatWasTypedAndTheOldOneIsDisconnected() {
    let (viewModel, _) = makeViewModel()
    let old = Screen(viewModel)
    old.email.onNext("dasher@example.com")
    old.disposeBag = nil  // the old screen goes (a flip)
    let rebuilt = Screen(viewModel)
    #expect(rebuilt.shown == ["dasher@example.com"])
    old.email.onNext("ignored@example.com")
    #expect(viewModel.email == "dasher@example.com")
    #expect(!old.email.hasObservers)
    rebuilt.email.onNext("new@example.com")
    #expect(rebuilt.shown == ["dasher@example.com", "new@example.com"])
  }
}
