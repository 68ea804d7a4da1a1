import FeatureFlags
import Testing
import TextSurface

@testable import StranglerCommands
@testable import strangler

@Suite("Interactive app: status line, keys, timing")
struct InteractivePartsTests {
  private let decision = FlagDecision(
    module: "tapCounter", front: .declarative, reason: .static, source: .runtime, detail: "switched")

  @Test func statusLineShowsModuleFrontReasonSourceAndBytes() {
    let line = StatusLine(module: "tapCounter", decision: decision, frameBytes: 2129, notice: nil)
    let text = line.text(width: 100)
    #expect(text.hasPrefix(" tapCounter │ declarative │ STATIC (runtime) │ 2129 B"))
    #expect(text.hasSuffix(StatusLine.hints + " "))
    #expect(text.displayWidth == 100)
  }

  @Test func theShellIsShownAsAFrontToo() {
    let line = StatusLine(module: "tapCounter", decision: decision, frameBytes: 925, notice: nil, shell: .declarative)
    #expect(line.text(width: 100).hasPrefix(" tapCounter │ declarative │ STATIC (runtime) │ declarative shell │ 925 B"))
  }

  @Test func aNoticeTakesThePlaceOfTheHintsButNotOfTheWayOut() {
    let line = StatusLine(module: "login", decision: decision, frameBytes: 10, notice: "nothing to switch")
    #expect(line.text(width: 100).hasSuffix("nothing to switch  ^Q quit "))
    #expect(!line.text(width: 100).contains("F1 help"))
    // Narrow, the notice takes the facts' place, and the quit hint stays.
    #expect(line.text(width: 30) == " nothing to switch    ^Q quit ")
  }

  @Test func theQuitHintSurvivesEveryWidthTheLineSupports() {
    for notice in [nil, "tapCounter stays legacy (the flags decide)"] {
      let line = StatusLine(
        module: "tapCounter", decision: decision, frameBytes: 2129, notice: notice, shell: .declarative,
        shadow: "⇄ 12/12")
      for width in 0...140 {
        let text = line.text(width: width)
        #expect(text.displayWidth == width, "width \(width)")
        #expect(text.contains("^Q quit") == (width >= StatusLine.minimumWidth), "width \(width): \(text)")
      }
      #expect(line.text(width: 105).hasSuffix(notice == nil ? " F1 help  ^Q quit " : "  ^Q quit "))
    }
    #expect(StatusLine.minimumWidth == 10)
  }

  @Test func anUnchangedStatusLineWritesNothingAndANewByteCountOnlyItsCells() {
    let before = StatusLine(module: "tapCounter", decision: decision, frameBytes: 925, notice: nil)
    let after = StatusLine(module: "tapCounter", decision: decision, frameBytes: 1031, notice: nil)
    let drawn = before.text(width: 100)
    #expect(before.bytes(row: 23, width: 100, previous: drawn).isEmpty)
    let update = after.bytes(row: 23, width: 100, previous: drawn)
    let full = after.bytes(row: 23, width: 100)
    #expect(update.count < 30, "\(String(decoding: update, as: UTF8.self).debugDescription)")
    #expect(full.count > 100)
    // Drawn over the old line, the update leaves exactly what a full redraw would.
    var updated = VirtualTerminal(size: Size(width: 100, height: 24))
    updated.feed(before.bytes(row: 23, width: 100) + update)
    var redrawn = VirtualTerminal(size: Size(width: 100, height: 24))
    redrawn.feed(full)
    #expect(updated.frame == redrawn.frame)
    // A wide character is rewritten whole, never from its second cell.
    let wide = StatusLine(module: "注文", decision: nil, frameBytes: 5, notice: nil)
    let wider = StatusLine(module: "注意", decision: nil, frameBytes: 5, notice: nil)
    let text = String(decoding: wider.bytes(row: 0, width: 40, previous: wide.text(width: 40)), as: UTF8.self)
    #expect(text == "\u{1B}[1;4H\u{1B}[0;7m意\u{1B}[m")
  }

  @Test func textFromOutsideIsMadeSafeOnTheStatusLine() {
    let line = StatusLine(module: "login", decision: nil, frameBytes: 1, notice: "bad file \u{1B}]52;c;x\u{07}")
    let bytes = line.bytes(row: 0, width: 80)
    #expect(bytes.filter { $0 == 0x1B }.count == 3, "only the line's own sequences")
    #expect(!bytes.contains(0x07))
  }

  @Test func beforeAnyScreenTheStatusLineSaysSo() {
    let text = StatusLine(module: nil, decision: nil, frameBytes: 0, notice: nil).text(width: 80)
    #expect(text.hasPrefix(" no screen │ 0 B"))
  }

  @Test func statusLineBytesDrawTheLastRowInInverse() {
    let line = StatusLine(module: "login", decision: decision, frameBytes: 1, notice: nil)
    var terminal = VirtualTerminal(size: Size(width: 60, height: 5))
    terminal.feed(line.bytes(row: 4, width: 60))
    #expect(terminal.frame.line(4).hasPrefix(" login │ declarative"))
    #expect(terminal.frame[1, 4].style.attributes.contains(.inverse))
  }

  @Test func shortcutsNeverReachTextFields() {
    func action(_ input: TerminalInput, inField: Bool = true, help: Bool = false) -> InteractiveAction {
      KeyMap.action(for: input, textFieldFocused: inField, helpShown: help)
    }
    #expect(action(.control("c")) == .quit)
    #expect(action(.control("q"), help: true) == .quit)
    #expect(action(.control("f")) == .switchFront)
    #expect(action(.function(2)) == .switchFront)
    #expect(action(.function(1)) == .toggleHelp)
    #expect(action(.control("g")) == .toggleHelp)
    #expect(action(.key(.character("?")), inField: true) == .key(.character("?")))
    #expect(action(.key(.character("?")), inField: false) == .toggleHelp)
    #expect(action(.key(.tab), help: true) == .toggleHelp)
    #expect(action(.control("l")) == .redraw)
    #expect(action(.paste("a b")) == .type("a b"))
    #expect(action(.key(.escape)) == .key(.escape))
    #expect(action(.control("z")) == .suspend)
    #expect(action(.control("y")) == .ignore)
    #expect(action(.alt("x")) == .ignore)
  }

  @Test func everyShortcutIsInTheHelp() {
    let text = HelpOverlay.lines.joined(separator: "\n")
    for keys in [
      "Ctrl-F", "F2", "F1", "Ctrl-G", "Ctrl-C", "Ctrl-Q", "Ctrl-L", "Ctrl-Z", "Ctrl-S", "F5", "Esc", "Shift-Tab",
      "Page Up", "Page Down", "Home", "End", "Backspace", "Delete", "Enter", "Space", "?",
    ] {
      #expect(text.contains(keys), "\(keys)")
    }
    let widths = Set(HelpOverlay.lines.map(\.displayWidth))
    #expect(widths.count == 1, "a rectangular box")
  }

  @Test func pollWaitsAreRoundedUpToWholeMilliseconds() {
    #expect(InteractiveApp.milliseconds(.zero) == 0)
    #expect(InteractiveApp.milliseconds(.microseconds(1)) == 1)
    #expect(InteractiveApp.milliseconds(.milliseconds(100)) == 100)
    #expect(InteractiveApp.milliseconds(.seconds(-1)) == 0)
  }

  @Test func theAppLeavesTheLastRowToTheStatusLine() {
    #expect(InteractiveApp.appSize(Size(width: 80, height: 24)) == Size(width: 80, height: 23))
    #expect(InteractiveApp.appSize(Size(width: 1, height: 1)) == Size(width: 1, height: 1))
  }

  @Test func withoutATerminalTheCLIPointsToRun() {
    let console = BufferConsole()
    let code = StranglerCLI(console: console, environment: [:]).run(["--start", "tapCounter"])
    #expect(code == .badInput)
    #expect(console.stderr.hasPrefix(InteractiveCommand.noTerminalMessage(program: "strangler")))
    #expect(console.stdout.isEmpty)
  }

  @Test func badInteractiveOptionsExitTwo() {
    let console = BufferConsole()
    #expect(StranglerCLI(console: console, environment: [:]).run(["--start", "offerDetails"]) == .badInput)
    #expect(console.stderr.contains("cannot start at 'offerDetails'"))
    #expect(StranglerCLI(console: BufferConsole(), environment: [:]).run(["--bogus"]) == .badInput)
  }
}
