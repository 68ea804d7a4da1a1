import App
import AppCore
import FeatureFlags
import Migration
import SampleMigration
import StranglerCommands
import TextSurface

/// `strangler preview [MODULE] [--state NAME] [--size WxH] [--front F] [--all] [--html OUT]`
///
/// The state gallery: a module's screen in named states (`SamplePreviews`),
/// built from the preview dependencies, drawn in both fronts side by side —
/// a row marked `≠` differs between them. `--all --html OUT` writes every
/// module × state × front as one page, the A/B report's, with the differing
/// cells marked. Without MODULE or `--all`, lists the states.
///
/// The command is the sample's own: a state is the sample's dependency
/// container with overrides, which the engine never sees.
struct PreviewCommand {
  let console: Console
  /// Where a relative `--html` path is written.
  var workingDirectory: String
  /// The fronts the previews are drawn with.
  var fronts: AppFronts

  func run(_ rawArguments: [String]) -> ExitCode {
    var arguments = Arguments(rawArguments, spec: Usage.preview)
    let all = arguments.flag("--all")
    let states: [PreviewState]
    let size: Size?
    let onlyFront: Front?
    let html: String?
    do throws(UsageError) {
      let stateName = try arguments.value("--state")
      size = try arguments.value("--size").map(Self.size)
      onlyFront = try arguments.value("--front").map(Self.front)
      html = try arguments.value("--html")
      let positional = try arguments.finish()
      if positional.count > 1 { throw UsageError(message: "unexpected argument \(Echo.quoted(positional[1]))") }
      if html != nil, onlyFront != nil { throw UsageError(message: "--html shows both fronts; drop --front") }
      guard
        let selected = try Self.states(
          module: positional.first, state: stateName, all: all || (html != nil && positional.isEmpty))
      else {
        console.out(Self.catalogue)
        return .success
      }
      states = selected
    } catch {
      console.err(error.report(Usage.preview))
      return .badInput
    }
    let gallery = PreviewGallery(fronts: fronts)
    if let html {
      let report = gallery.report(states, size: size)
      let page = ABHTMLRenderer.render(report).replacingOccurrences(
        of: report.headline, with: "Strangler previews: \(states.count) states, legacy and declarative")
      if let failure = SessionFiles.save(page, to: html, workingDirectory: workingDirectory) {
        console.err("strangler: error: cannot write \(Echo.quoted(html)): \(failure)\n")
        return .failure
      }
      let counts = report.counts
      console.out("\(states.count) states; comparisons: \(counts.identical) identical, ")
      console.out("\(counts.equivalent) equivalent under a rule, \(counts.mismatched) mismatched, ")
      console.out("\(counts.failed) failed; wrote \(html)\n")
      return report.passed ? .success : .failure
    }
    var failed = false
    for (index, state) in states.enumerated() {
      let fronts = onlyFront.map { [$0] } ?? Front.allCases
      let runs = fronts.map { gallery.run(state, front: $0, size: size) }
      for run in runs {
        if let failure = run.failure {
          console.err("strangler: preview \(state.title): \(failure)\n")
          failed = true
        }
      }
      let frames = runs.compactMap(\.finalFrame)
      guard frames.count == runs.count else { continue }
      if index > 0 { console.out("\n") }
      console.out("\(state.title): \(state.summary) (\(frames[0].size.width)x\(frames[0].size.height))\n")
      console.out(Self.sideBySide(zip(fronts, frames).map { ($0.rawValue, $1) }))
    }
    return failed ? .failure : .success
  }

  /// The states asked for: `module`'s (only `state`, if given), every state
  /// with `all`, or nil when nothing was asked for (the catalogue is shown).
  static func states(module name: String?, state stateName: String?, all: Bool) throws(UsageError)
    -> [PreviewState]?
  {
    guard let name else {
      if stateName != nil { throw UsageError(message: "--state needs a MODULE") }
      return all ? SamplePreviews.all : nil
    }
    if all { throw UsageError(message: "--all shows every module; drop \(Echo.quoted(name))") }
    guard let module = ModuleID(rawValue: name) else {
      let modules = ModuleID.allCases.map(\.rawValue)
      throw UsageError(message: "unknown module \(Echo.quoted(name))" + Suggestion.hint(for: name, in: modules))
    }
    let available = SamplePreviews.states(of: module)
    guard let stateName else { return available }
    guard let state = SamplePreviews.state(stateName, of: module) else {
      let names = available.map(\.name)
      throw UsageError(
        message: "\(module.rawValue) has no state \(Echo.quoted(stateName)) (states: \(names.joined(separator: ", ")))"
          + Suggestion.hint(for: stateName, in: names))
    }
    return [state]
  }

  /// Each module's states, one line each.
  static var catalogue: String {
    var out = ""
    for module in ModuleID.allCases {
      let states = SamplePreviews.states(of: module)
      out += "\(module.rawValue): \(states.map(\.name).joined(separator: ", "))\n"
    }
    return out
  }

  /// The frames next to each other under their fronts' names, the rows that
  /// differ marked `≠` between them; trailing blanks trimmed.
  static func sideBySide(_ frames: [(name: String, frame: Frame)]) -> String {
    guard let first = frames.first else { return "" }
    let width = first.frame.size.width
    func pad(_ text: String) -> String {
      text + String(repeating: " ", count: max(0, width - text.displayWidth))
    }
    guard frames.count == 2 else {
      return "\(first.name)\n" + first.frame.lines.map { trimmed($0) + "\n" }.joined()
    }
    let second = frames[1]
    var out = trimmed(pad(first.name) + " │ " + second.name) + "\n"
    for (left, right) in zip(first.frame.lines, second.frame.lines) {
      out += trimmed(pad(left) + (left == right ? " │ " : " ≠ ") + right) + "\n"
    }
    return out
  }

  private static func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }

  private static func size(_ text: String) throws(UsageError) -> Size {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (10...500).contains(width),
      (3...200).contains(height)
    else {
      throw UsageError(message: "--size takes WxH (10-500 by 3-200), found \(Echo.quoted(text))")
    }
    return Size(width: width, height: height)
  }

  private static func front(_ text: String) throws(UsageError) -> Front {
    guard let front = Front(rawValue: text) else {
      throw UsageError(message: "--front takes legacy or declarative, found \(Echo.quoted(text))")
    }
    return front
  }
}
