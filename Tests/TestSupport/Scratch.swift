import Foundation

/// Where tests write files: one folder per test process under the system's
/// temporary folder, removed when the process exits. Tests name their files
/// uniquely inside it, so parallel tests never share one, and a run leaves
/// nothing behind however a test ends (short of a crash of the test process).
///
/// ```swift
/// let flags = Scratch.folder.appendingPathComponent("flags-\(UUID().uuidString).json")
/// let project = try Scratch.newFolder("rules")
/// ```
public enum Scratch {
  /// The folder, created on first use.
  public static let folder: URL = {
    // Short: messages cut an echoed path at 120 characters, and tests read the paths in them.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strangler-tests-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      fatalError("cannot create the tests' scratch folder \(url.path): \(error)")
    }
    atexit { try? FileManager.default.removeItem(at: Scratch.folder) }
    return url
  }()

  /// A new, empty folder inside `folder`, named `name` and a unique suffix.
  public static func newFolder(_ name: String) throws -> URL {
    let url = folder.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
