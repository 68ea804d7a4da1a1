import AppCore
import FeatureFlags
import Migration
import SampleMigration
import Testing

/// The ledger's verdicts along the whole path, and its last line.
@Suite("Migration ledger")
struct LedgerTests {
  private func decision(_ module: String, _ front: Front) -> FlagDecision {
    FlagDecision(module: module, front: front, reason: .static, source: .commandLine, detail: "")
  }

  private func ledger(fronts: [ModuleName: Set<Front>], decisions: [ModuleName: Front], shell: Front)
    -> MigrationLedger
  {
    MigrationLedger(
      modules: SampleApp.vocabulary.modules, report: ABReport(matrix: true, scenarios: []), fronts: fronts,
      decisions: decisions.reduce(into: [:]) { $0[$1.key] = decision($1.key.rawValue, $1.value) },
      shell: decision("shell", shell), shellFronts: [.legacy, .declarative],
      layout: SourceLayout(packageName: "Strangler", root: nil))
  }

  @Test func eachModuleIsBlockedPromotedOrRetiredAndTheLastLineSaysWhetherLegacyCanGo() throws {
    let both: Set<Front> = [.legacy, .declarative]
    var fronts = Dictionary(uniqueKeysWithValues: SampleApp.vocabulary.modules.map { ($0, both) })
    fronts[.settings] = [.legacy]
    fronts[.ratings] = [.declarative]
    let decisions: [ModuleName: Front] = [.home: .declarative, .ratings: .declarative]
    let middle = ledger(fronts: fronts, decisions: decisions, shell: .legacy)
    let verdicts = Dictionary(uniqueKeysWithValues: middle.entries.map { ($0.module, $0.verdict) })
    #expect(verdicts[.settings] == .blocked("no declarative screen"))
    #expect(verdicts[.offers] == .blocked("not covered by any scenario"))
    #expect(verdicts[.home] == .promoted)
    #expect(verdicts[.ratings] == .retired)
    #expect(middle.retired == 1 && middle.migrated == 2)
    #expect(middle.legacyStillNeededBy.last == "shell")
    #expect(middle.deletionVerdict.hasPrefix("The legacy toolkit cannot be deleted yet: still legacy: login, "))

    let end = ledger(
      fronts: Dictionary(uniqueKeysWithValues: SampleApp.vocabulary.modules.map { ($0, [Front.declarative]) }),
      decisions: [:],
      shell: .declarative)
    #expect(end.entries.allSatisfy { $0.verdict == .retired })
    #expect(end.legacyStillNeededBy.isEmpty)
    #expect(end.deletionVerdict.hasPrefix("The legacy toolkit could be deleted today"))
    // A declarative shell alone is not enough while a module still shows its legacy screen.
    let almost = ledger(fronts: fronts, decisions: decisions, shell: .declarative)
    #expect(!almost.legacyStillNeededBy.contains("shell") && almost.legacyStillNeededBy.contains("login"))
  }
}
