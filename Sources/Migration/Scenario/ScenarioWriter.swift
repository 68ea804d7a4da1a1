import CoreRuntime
import TextSurface

/// Writes steps back as `.scenario` text — the inverse of `ScenarioParser` —
/// so generated sequences (randomized parity's counterexamples) become files
/// a person can read, edit and replay with `strangler run`.
public enum ScenarioWriter {
  /// One step's line.
  public static func line(for action: StepAction) -> String {
    switch action {
    case .size(let size): "size \(size.width)x\(size.height)"
    case .start(let module): "start \(module)"
    case .tap(let label): "tap \(quoted(label))"
    case .type(let label, let text): "type \(quoted(label)) \(quoted(text))"
    case .select(let label): "select \(quoted(label))"
    case .key(let key): "key \(keyName(key))"
    case .back: "back"
    case .wait(let duration): "wait \(durationText(duration))"
    case .flip(let module, let front): front.map { "flip \(module) \($0)" } ?? "flip \(module)"
    case .expectText(let text): "expect text \(quoted(text))"
    case .expectRoute(let module): "expect route \(module)"
    case .expectEffect(let text): "expect effect \(quoted(text))"
    case .expectFocus(let label): "expect focus \(quoted(label))"
    case .expectEnabled(let label): "expect enabled \(quoted(label))"
    case .expectDisabled(let label): "expect disabled \(quoted(label))"
    case .expectValue(let label, let value): "expect value \(quoted(label)) \(quoted(value))"
    case .expectNoText(let text): "expect no text \(quoted(text))"
    case .expectFront(let module, let front): "expect front \(module) \(front)"
    case .expectExposure(let module, let front): "expect exposure \(module) \(front)"
    case .snapshot(let name): "snapshot \(quoted(name))"
    case .open(let link): "open \(quoted(link))"
    case .expectStack(let path): "expect stack \(quoted(path))"
    case .relaunch: "relaunch"
    case .fault(let operation, let fault): "fault \(operation) \(faultText(fault))"
    }
  }

  /// A whole scenario file: name, size, then one line per action.
  public static func text(name: String, size: Size, actions: [StepAction]) -> String {
    ([
      "scenario \(quoted(name))", "size \(size.width)x\(size.height)",
    ] + actions.map(line(for:))).joined(separator: "\n") + "\n"
  }

  /// A Swift-style quoted string: quotes, backslashes and every control or
  /// invisible-direction character escaped, so the file stays plain text.
  public static func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// `text` with quotes, backslashes, controls (C0, DEL, C1), bidi controls,
  /// line and paragraph separators and invisible marks (a byte order mark,
  /// zero-width space, word joiners) written as Swift escapes: what goes
  /// between the quotes of a step, or into an error that echoes a word.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if isInvisible(scalar.value) {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Scalars a reader cannot see or that change how the text around them shows.
  private static func isInvisible(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
      || value == 0x2028 || value == 0x2029 || value == 0xFEFF || value == 0x200B || (0x2060...0x2064).contains(value)
  }

  private static func keyName(_ key: Key) -> String {
    switch key {
    case .character(let character): character == " " ? "space" : "\(character)"
    default: key.description
    }
  }

  private static func durationText(_ duration: Duration) -> String {
    let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }

  private static func faultText(_ fault: ServiceFault?) -> String {
    switch fault {
    case nil: "none"
    case .error(.network)?: "network"
    case .error(.timeout)?, .timeout?: "timeout"
    case .error(.rejected(let reason))?: "rejected \(quoted(reason))"
    case .slow(let extra)?: "slow \(durationText(extra))"
    }
  }
}
