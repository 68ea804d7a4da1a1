import FeatureFlags

/// Each flag's last experiment decision (`strangler.experiments.json`):
/// what `strangler experiment` records, what `strangler status` shows beside
/// parity, and where the guardian's stops live, so the flag router — and
/// `strangler flags` — keep a stopped rollout on its control front.
///
/// ```json
/// {"offers": {"experiment": "offers on slow links", "decision": "rollback",
///             "control": "legacy", "detail": "experiment …: bytes worse on day 2, …"}}
/// ```
public struct ExperimentLedger: Sendable, Hashable {
  /// The file's name, in the working directory.
  public static let defaultName = "strangler.experiments.json"

  /// One flag's last decision.
  public struct Entry: Sendable, Hashable {
    /// The experiment's name.
    public var experiment: String
    /// `ship`, `rollback`, `continue` or `inconclusive`.
    public var decision: String
    /// The front a stop keeps everyone on.
    public var control: Front
    /// The guardian's sentence when it stopped the rollout; nil otherwise.
    public var detail: String?

    /// Creates an entry.
    public init(experiment: String, decision: String, control: Front, detail: String?) {
      self.experiment = experiment
      self.decision = decision
      self.control = control
      self.detail = detail
    }
  }

  /// The entries, by flag id.
  public var entries: [String: Entry]

  /// A ledger of `entries`.
  public init(entries: [String: Entry] = [:]) {
    self.entries = entries
  }

  /// The stops the guardian made, as the router takes them.
  public var guardianStops: [String: GuardianStop] {
    entries.compactMapValues { entry in
      entry.detail.map { GuardianStop(front: entry.control, detail: $0) }
    }
  }

  /// Records `analysis` as its flag's last decision.
  public mutating func record(_ analysis: ExperimentAnalysis) {
    let experiment = analysis.experiment
    entries[experiment.flag] = Entry(
      experiment: experiment.name, decision: analysis.decision.rawValue, control: experiment.control,
      detail: analysis.guardian?.detail)
  }

  /// The file's text, keys in order.
  public func rendered() -> String {
    JSONValue.object(
      entries.keys.sorted().map { key in
        let entry = entries[key]!
        var fields: [(String, JSONValue)] = [
          ("experiment", .string(entry.experiment)), ("decision", .string(entry.decision)),
          ("control", .string(entry.control.rawValue)),
        ]
        if let detail = entry.detail { fields.append(("detail", .string(detail))) }
        return (key, .object(fields))
      }
    ).rendered(pretty: true) + "\n"
  }

  /// Reads the file's `text` from `path`; `flags` are the ids the app can flag (empty: any).
  public static func parse(_ text: String, path: String, flags: [String]) throws(ExperimentFileError)
    -> ExperimentLedger
  {
    func fail(_ at: SourcePosition, _ message: String) -> ExperimentFileError {
      ExperimentFileError(path: path, position: at, message: message)
    }
    let json: PositionedJSON
    do throws(JSONSyntaxError) {
      json = try JSONReader.parse(text)
    } catch {
      throw fail(error.position, error.message)
    }
    guard case .object(let members) = json.kind else {
      throw fail(json.position, "expected an object of flag ids, found \(json.kindName)")
    }
    var ledger = ExperimentLedger()
    for member in members {
      guard flags.isEmpty || flags.contains(member.key) else {
        throw fail(member.keyPosition, "unknown flag \"\(member.key)\"")
      }
      guard case .object(let fields) = member.value.kind else {
        throw fail(member.value.position, "expected an object, found \(member.value.kindName)")
      }
      var values: [String: String] = [:]
      for field in fields {
        guard ["experiment", "decision", "control", "detail"].contains(field.key) else {
          throw fail(
            field.keyPosition, "unknown key \"\(field.key)\"; expected experiment, decision, control or detail")
        }
        guard case .string(let text) = field.value.kind else {
          throw fail(field.value.position, "expected a string, found \(field.value.kindName)")
        }
        values[field.key] = text
      }
      guard let experiment = values["experiment"], let decision = values["decision"],
        ["ship", "rollback", "continue", "inconclusive"].contains(decision),
        let control = values["control"].flatMap(Front.init(rawValue:))
      else {
        throw fail(member.value.position, "expected experiment, a decision and a control front")
      }
      ledger.entries[member.key] = Entry(
        experiment: experiment, decision: decision, control: control, detail: values["detail"])
    }
    return ledger
  }
}
