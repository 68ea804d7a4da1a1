import Foundation
import Migration

/// Reads and writes `strangler.experiments.json` in the working directory
/// (``ExperimentLedger``): each flag's last experiment decision and the
/// guardian's stops.
enum ExperimentLedgerFile {
  /// The ledger; nil when there is no file.
  static func load(workingDirectory: String, flags: [String]) -> Result<ExperimentLedger?, UsageError> {
    let path = workingDirectory + "/" + ExperimentLedger.defaultName
    guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
    switch InputFile.load(path, limit: 1 << 20) {
    case .success(let bytes):
      guard let text = String(validating: bytes, as: UTF8.self) else {
        return .failure(
          UsageError(message: "\(ExperimentLedger.defaultName):1:1: error: not UTF-8", isDiagnostic: true))
      }
      do throws(ExperimentFileError) {
        return .success(try ExperimentLedger.parse(text, path: ExperimentLedger.defaultName, flags: flags))
      } catch {
        return .failure(UsageError(message: error.description, isDiagnostic: true))
      }
    case .failure(.unreadable(let why)):
      return .failure(
        UsageError(message: "\(ExperimentLedger.defaultName): error: cannot read: \(why)", isDiagnostic: true))
    case .failure(.tooLarge(let limit)):
      return .failure(
        UsageError(
          message: "\(ExperimentLedger.defaultName):1:1: error: larger than \(InputFile.size(limit))",
          isDiagnostic: true))
    }
  }

  /// Records `analysis` as its flag's last decision; the reason it could not be written, if any.
  static func record(_ analysis: ExperimentAnalysis, workingDirectory: String, flags: [String]) -> String? {
    var ledger: ExperimentLedger
    switch load(workingDirectory: workingDirectory, flags: flags) {
    case .success(let existing): ledger = existing ?? ExperimentLedger()
    case .failure(let error): return error.message
    }
    ledger.record(analysis)
    return SessionFiles.save(ledger.rendered(), to: ExperimentLedger.defaultName, workingDirectory: workingDirectory)
  }
}
