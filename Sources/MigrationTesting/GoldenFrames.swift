import CoreRuntime
import Foundation
import Migration
import Testing
import TextSurface

/// Golden files: reviewed text under `Tests/`, compared exactly.
///
/// A mismatch fails the test with a line diff (expected `-`, actual `+`). To
/// re-record on purpose, run the tests with `STRANGLER_RECORD=1`; recording is
/// refused under `CI=true`, so CI can never bless its own output.
///
/// ```swift
/// assertGolden(run.finalFrame!, named: "tapCounter.legacy", in: goldenDirectory(#filePath))
/// ```
public func assertGolden(
  _ text: String, named name: String, in directory: URL, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = directory.appendingPathComponent(name + ".txt")
  let environment = ProcessInfo.processInfo.environment
  let recording = environment["STRANGLER_RECORD"] == "1"
  let onCI = environment["CI"] == "true"
  let existing = (try? Data(contentsOf: url)).flatMap { String(data: $0, encoding: .utf8) }
  if recording && !onCI {
    if existing != text {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? Data(text.utf8).write(to: url)
    }
    return
  }
  guard let existing else {
    Issue.record(
      "No golden file \(url.lastPathComponent). Run the tests with STRANGLER_RECORD=1 to record it, then review it.\n\(text)",
      sourceLocation: sourceLocation)
    return
  }
  if existing != text {
    Issue.record(
      "\(url.lastPathComponent) differs (- golden, + actual):\n\(LineDiff.render(existing, text))",
      sourceLocation: sourceLocation)
  }
}

/// Compares a frame (its text and its styled runs) with a golden file.
public func assertGolden(
  _ frame: Frame, named name: String, in directory: URL, sourceLocation: SourceLocation = #_sourceLocation
) {
  assertGolden(frame.goldenText, named: name, in: directory, sourceLocation: sourceLocation)
}

/// The `Goldens` folder next to the calling test file: `goldenDirectory(#filePath)`.
public func goldenDirectory(_ filePath: String) -> URL {
  URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
}
