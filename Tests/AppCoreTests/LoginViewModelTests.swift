import AppCore
import CoreRuntime
import Testing

@Suite("Login view model (MVVM)")
struct LoginViewModelTests {
  private final class Harness {
    let scheduler = VirtualScheduler()
    let effects: EffectLog
    let viewModel: LoginViewModel
    var signedIn: [User] = []

    init() {
      effects = EffectLog(scheduler: scheduler)
      let backend = SimulatedBackend(scheduler: scheduler, effects: effects)
      viewModel = LoginViewModel(auth: SimulatedAuthService(backend: backend), effects: effects)
      viewModel.onSignedIn = { [unowned self] in signedIn.append($0) }
    }
  }

  @Test(
    "the button is enabled only for a valid email and a password",
    arguments: [
      ("", "", false), ("dasher", "password", false), ("dasher@example", "x", false), ("dasher@example.com", "", false),
      ("dasher@example.com", "x", true), ("a b@example.com", "x", false),
    ])
  func validation(email: String, password: String, enabled: Bool) {
    let harness = Harness()
    harness.viewModel.email = email
    harness.viewModel.password = password
    #expect(harness.viewModel.isPrimaryButtonEnabled == enabled)
    harness.viewModel.signIn()
    #expect(harness.viewModel.isSigningIn == enabled)
  }

  @Test func successHandsTheUserToTheCoordinator() {
    let harness = Harness()
    harness.viewModel.email = "Dasher@Example.com"
    harness.viewModel.password = "password"
    harness.viewModel.primaryButtonTapped()
    #expect(harness.viewModel.primaryButtonTitle == "Cancel")
    harness.scheduler.advance(by: .seconds(1))
    #expect(harness.signedIn == [User(id: "dasher@example.com", name: "Dasher", email: "dasher@example.com")])
    #expect(harness.viewModel.primaryButtonTitle == "Sign in")
  }

  @Test(
    "errors are shown inline",
    arguments: [
      ("locked@example.com", "password", "This account is locked. Contact support."),
      ("offline@example.com", "password", "No connection. Check your network and try again."),
      ("dasher@example.com", "wrong", "Incorrect email or password."),
    ])
  func errors(email: String, password: String, message: String) {
    let harness = Harness()
    harness.viewModel.email = email
    harness.viewModel.password = password
    harness.viewModel.signIn()
    harness.scheduler.advance(by: .seconds(1))
    #expect(harness.viewModel.errorMessage == message)
    #expect(harness.signedIn.isEmpty)
    // Editing clears the error; nothing typed is lost.
    harness.viewModel.password += "!"
    #expect(harness.viewModel.errorMessage == nil)
    #expect(harness.viewModel.email == email)
  }

  @Test func cancellingDropsTheAnswerAndKeepsTheForm() {
    let harness = Harness()
    harness.viewModel.email = "dasher@example.com"
    harness.viewModel.password = "password"
    harness.viewModel.primaryButtonTapped()
    harness.viewModel.primaryButtonTapped()
    harness.scheduler.advance(by: .seconds(5))
    #expect(harness.signedIn.isEmpty)
    #expect(!harness.viewModel.isSigningIn)
    #expect(harness.viewModel.email == "dasher@example.com")
    #expect(harness.effects.records.map(\.description).contains("0.000s response auth.signIn cancelled"))
  }

  @Test(
    "money and counts are formatted in the core",
    arguments: [
      (543_435, "$5,434.35"), (0, "$0.00"), (5, "$0.05"), (-1200, "-$12.00"), (99_999, "$999.99"),
      (12_345_678, "$123,456.78"), (100_000_000, "$1,000,000.00"),
    ])
  func money(cents: Int, text: String) {
    #expect(Formatting.money(cents: cents) == text)
  }

  @Test func countsArePluralised() {
    #expect(Formatting.count(1204, "rating") == "1,204 ratings")
    #expect(Formatting.count(1, "rating") == "1 rating")
    #expect(Formatting.count(0, "review") == "0 reviews")
  }
}
