import Migration

/// The interactive app's `--shadow [PERCENT]` and the rules it compares under.
public enum ShadowOptions {
  /// The percentage `--shadow [PERCENT]` asks for: nil without the option, 100
  /// without a value, else the value, which must be a whole number 0…100.
  public static func percent(_ value: String??) throws(UsageError) -> Int? {
    guard let value else { return nil }
    guard let text = value else { return 100 }
    guard let percent = Int(text), (0...100).contains(percent) else {
      throw UsageError(message: "--shadow takes a whole percentage 0...100, found \(Echo.quoted(text))")
    }
    return percent
  }

  /// The comparator shadow mode uses live: every level under `strangler.parity.json`
  /// in `workingDirectory` if there is one, else `app`'s own rules (`ParityOptions`).
  public static func comparator(
    workingDirectory: String, app: any MigratableApp
  ) -> Result<ParityComparator, ParityRulesError> {
    switch ParityOptions().comparator(workingDirectory: workingDirectory, app: app, scenarioFiles: [], appRules: true) {
    case .success(let comparator): return .success(comparator)
    case .failure(.rules(let error)): return .failure(error)
    // Without --rules nothing is chosen between projects: the working directory's file or the app's own.
    case .failure(.usage): return .success(ParityComparator(rules: app.parityRules))
    }
  }
}
