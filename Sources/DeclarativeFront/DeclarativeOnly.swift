import App
import DeclarativeShells
import Migration

extension AppFronts {
  /// Only the declarative toolkit and its screens under the declarative shell:
  /// the app after the migration, what `strangler-declarative` runs (no Bridge,
  /// no legacy toolkit linked) — the proof that the legacy front can be deleted.
  public static var declarativeOnly: AppFronts {
    AppFronts(screens: [.declarative], shells: [.declarative()])
  }
}
