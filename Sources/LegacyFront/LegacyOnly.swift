import App
import LegacyShells
import Migration

extension AppFronts {
  /// Only the legacy toolkit and its screens under the legacy shell: the app
  /// before the migration, what `strangler-legacy` runs (no Bridge, no
  /// declarative toolkit linked).
  public static var legacyOnly: AppFronts {
    AppFronts(screens: [.legacy], shells: [.legacy()])
  }
}
