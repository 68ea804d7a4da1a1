import AppCore
import CoreRuntime
import Observation

extension LoginViewModel {
  /// The adapter that lets the declarative front use the stream-backed view
  /// model unchanged: an observable object whose properties the view
  /// model's drivers feed, and whose intents go back in as the input streams.
  ///
  /// It is the migration's scaffolding: once the view model itself is
  /// `@Observable`, the declarative screen reads it directly and this file goes.
  @Observable
  public final class Adapter {
    public private(set) var email = ""
    public private(set) var password = ""
    public private(set) var primaryButtonTitle = ""
    public private(set) var isPrimaryButtonEnabled = false
    public private(set) var statusText: String?
    public private(set) var errorMessage: String?

    @ObservationIgnored private let emailEdits = PublishSubject<String>()
    @ObservationIgnored private let passwordEdits = PublishSubject<String>()
    @ObservationIgnored private let primaryButtonTaps = PublishSubject<Void>()
    @ObservationIgnored private let passwordReturns = PublishSubject<Void>()
    @ObservationIgnored private let disposeBag = DisposeBag()

    /// An adapter over `viewModel`, fed for as long as it lives.
    public init(viewModel: LoginViewModel) {
      let output = viewModel.transform(
        input: Input(
          email: emailEdits.asObservable(), password: passwordEdits.asObservable(),
          primaryButtonTap: primaryButtonTaps.asObservable(), passwordReturn: passwordReturns.asObservable()),
        disposeBag: disposeBag)
      output.email.drive(Binder(self, keyPath: \.email)).disposed(by: disposeBag)
      output.password.drive(Binder(self, keyPath: \.password)).disposed(by: disposeBag)
      output.primaryButtonTitle.drive(Binder(self, keyPath: \.primaryButtonTitle)).disposed(by: disposeBag)
      output.isPrimaryButtonEnabled.drive(Binder(self, keyPath: \.isPrimaryButtonEnabled)).disposed(by: disposeBag)
      output.statusText.drive(Binder(self, keyPath: \.statusText)).disposed(by: disposeBag)
      output.errorMessage.drive(Binder(self, keyPath: \.errorMessage)).disposed(by: disposeBag)
    }

    /// The email field's edits.
    public func emailChanged(_ text: String) { emailEdits.onNext(text) }
    /// The password field's edits.
    public func passwordChanged(_ text: String) { passwordEdits.onNext(text) }
    /// The button was pressed.
    public func primaryButtonTapped() { primaryButtonTaps.onNext(()) }
    /// Return in the password field.
    public func passwordSubmitted() { passwordReturns.onNext(()) }
  }
}
