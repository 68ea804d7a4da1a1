import FeatureFlags
import TextSurface

/// Reads an experiment file (`*.experiment.json`): strict JSON, every field
/// checked, every mistake reported at its line and column.
///
/// ```json
/// {
///   "name": "offers on slow links", "flag": "offers",
///   "control": "legacy", "treatment": "declarative",
///   "stages": [50], "users": 400, "days": 4, "seed": 7,
///   "population": {"tasks": {"acceptOffer": 1}, "sizes": ["80x24"], "links": [9600]},
///   "metrics": {"primary": "success", "guardrails": ["bytes", "fallbacks"]},
///   "alpha": 0.05
/// }
/// ```
public enum ExperimentFile {
  /// The largest file read, in bytes: an experiment is a page of JSON, not a data set.
  public static let maximumSize = 1 << 20

  /// Parses `text` read from `path`; `flags` are the ids the app can flag and
  /// `tasks` the task names it can simulate.
  public static func parse(_ text: String, path: String, flags: [String], tasks: [String]) throws(ExperimentFileError)
    -> ExperimentDefinition
  {
    guard text.utf8.count <= maximumSize else {
      throw ExperimentFileError(
        path: path, position: SourcePosition(line: 1, column: 1),
        message: "the file is \(text.utf8.count) bytes; an experiment file is at most \(maximumSize) bytes")
    }
    let json: PositionedJSON
    do throws(JSONSyntaxError) {
      json = try JSONReader.parse(text)
    } catch {
      throw ExperimentFileError(path: path, position: error.position, message: error.message)
    }
    return try Parser(path: path, flags: flags, tasks: tasks).definition(json)
  }

  private struct Parser {
    let path: String
    let flags: [String]
    let tasks: [String]

    func fail(_ at: SourcePosition, _ message: String) -> ExperimentFileError {
      ExperimentFileError(path: path, position: at, message: message)
    }

    func members(of json: PositionedJSON, _ what: String, allowed: [String]) throws(ExperimentFileError)
      -> [String: PositionedJSON.Member]
    {
      guard case .object(let members) = json.kind else {
        throw fail(json.position, "expected \(what), found \(json.kindName)")
      }
      var seen: [String: PositionedJSON.Member] = [:]
      for member in members {
        if let first = seen[member.key] {
          throw fail(member.keyPosition, "duplicate key \"\(member.key)\" (first given at \(first.keyPosition))")
        }
        guard allowed.contains(member.key) else {
          throw fail(
            member.keyPosition, "unknown key \"\(member.key)\"; expected one of: \(allowed.joined(separator: ", "))")
        }
        seen[member.key] = member
      }
      return seen
    }

    func required(_ members: [String: PositionedJSON.Member], _ key: String, in json: PositionedJSON)
      throws(ExperimentFileError) -> PositionedJSON
    {
      guard let member = members[key] else { throw fail(json.position, "missing required key \"\(key)\"") }
      return member.value
    }

    func string(_ json: PositionedJSON, _ what: String) throws(ExperimentFileError) -> String {
      guard case .string(let text) = json.kind else {
        throw fail(json.position, "expected \(what) (a string), found \(json.kindName)")
      }
      return text
    }

    func integer(_ json: PositionedJSON, _ what: String, in range: ClosedRange<Int>) throws(ExperimentFileError)
      -> Int
    {
      guard case .number(let text) = json.kind else {
        throw fail(json.position, "expected \(what) (a whole number), found \(json.kindName)")
      }
      guard let value = Int(text), range.contains(value) else {
        throw fail(
          json.position,
          "expected \(what) as a whole number in \(range.lowerBound)...\(range.upperBound), found \(text)")
      }
      return value
    }

    func fraction(_ json: PositionedJSON, _ what: String, in range: ClosedRange<Double>) throws(ExperimentFileError)
      -> Double
    {
      guard case .number(let text) = json.kind else {
        throw fail(json.position, "expected \(what) (a number), found \(json.kindName)")
      }
      guard let value = Double(text), range.contains(value) else {
        throw fail(json.position, "expected \(what) in \(range.lowerBound)...\(range.upperBound), found \(text)")
      }
      return value
    }

    func front(_ json: PositionedJSON) throws(ExperimentFileError) -> Front {
      let text = try string(json, "a front")
      guard let front = Front(rawValue: text) else {
        throw fail(json.position, "unknown front \"\(text)\"; expected legacy|declarative")
      }
      return front
    }

    func array(_ json: PositionedJSON, _ what: String) throws(ExperimentFileError) -> [PositionedJSON] {
      guard case .array(let items) = json.kind else {
        throw fail(json.position, "expected \(what) (an array), found \(json.kindName)")
      }
      guard !items.isEmpty else { throw fail(json.position, "expected at least one entry in \(what)") }
      return items
    }

    func metric(_ json: PositionedJSON) throws(ExperimentFileError) -> ExperimentMetric {
      let text = try string(json, "a metric")
      guard let metric = ExperimentMetric(rawValue: text) else {
        let known = ExperimentMetric.allCases.map(\.rawValue).joined(separator: ", ")
        throw fail(json.position, "unknown metric \"\(text)\"; expected one of: \(known)")
      }
      return metric
    }

    func definition(_ json: PositionedJSON) throws(ExperimentFileError) -> ExperimentDefinition {
      let keys = [
        "name", "flag", "control", "treatment", "stages", "users", "days", "seed", "population", "metrics", "alpha",
        "margin",
      ]
      let members = try members(of: json, "an experiment object", allowed: keys)
      let name = try string(required(members, "name", in: json), "the experiment's name")
      let flagValue = try required(members, "flag", in: json)
      let flag = try string(flagValue, "a flag id")
      guard flags.contains(flag) else {
        throw fail(flagValue.position, "unknown flag \"\(flag)\"; expected one of: \(flags.joined(separator: ", "))")
      }
      let control = try front(required(members, "control", in: json))
      let treatment = try front(required(members, "treatment", in: json))
      var stages: [Int] = [50]
      if let value = members["stages"]?.value {
        stages = []
        for item in try array(value, "the rollout stages") {
          let percent = try integer(item, "a stage's percent", in: 1...100)
          if let last = stages.last, percent < last {
            throw fail(item.position, "stages go up: \(percent) after \(last)")
          }
          stages.append(percent)
        }
      }
      let users = try integer(required(members, "users", in: json), "the number of users", in: 1...10_000_000)
      let days = try integer(required(members, "days", in: json), "the number of days", in: 1...365)
      let seed = try integer(required(members, "seed", in: json), "the seed", in: 0...Int.max)
      let population = try self.population(required(members, "population", in: json))
      let (primary, guardrails) = try metrics(required(members, "metrics", in: json))
      let alpha = try members["alpha"].map { member throws(ExperimentFileError) in
        try fraction(member.value, "alpha", in: 0.0001...0.5)
      }
      let margin = try members["margin"].map { member throws(ExperimentFileError) in
        try fraction(member.value, "the non-inferiority margin", in: 0...1_000_000)
      }
      return ExperimentDefinition(
        name: name, flag: flag, control: control, treatment: treatment, stages: stages, users: users, days: days,
        seed: UInt64(seed), population: population, primary: primary, guardrails: guardrails, alpha: alpha ?? 0.05,
        margin: margin ?? 0)
    }

    func metrics(_ json: PositionedJSON) throws(ExperimentFileError) -> (ExperimentMetric, [ExperimentMetric]) {
      let members = try members(of: json, "the metrics object", allowed: ["primary", "guardrails"])
      let primary = try metric(required(members, "primary", in: json))
      var guardrails: [ExperimentMetric] = []
      if let value = members["guardrails"]?.value {
        guard case .array(let items) = value.kind else {
          throw fail(value.position, "expected the guardrails (an array), found \(value.kindName)")
        }
        for item in items {
          let guardrail = try metric(item)
          guard !guardrails.contains(guardrail), guardrail != primary else {
            throw fail(item.position, "metric \"\(guardrail.rawValue)\" is listed twice")
          }
          guardrails.append(guardrail)
        }
      }
      return (primary, guardrails)
    }

    func population(_ json: PositionedJSON) throws(ExperimentFileError) -> PopulationSpec {
      let members = try members(
        of: json, "the population object", allowed: ["tasks", "sizes", "links", "patience", "typing_errors"])
      let tasksValue = try required(members, "tasks", in: json)
      let taskMembers = try self.members(of: tasksValue, "the task mix (task name → weight)", allowed: tasks)
      guard case .object(let ordered) = tasksValue.kind, !ordered.isEmpty else {
        throw fail(tasksValue.position, "expected at least one task in the mix")
      }
      var mix: [PopulationSpec.WeightedTask] = []
      for member in ordered where taskMembers[member.key] != nil {
        mix.append(.init(name: member.key, weight: try integer(member.value, "a task's weight", in: 1...1_000_000)))
      }
      var spec = PopulationSpec(tasks: mix)
      if let value = members["sizes"]?.value {
        spec.sizes = []
        for item in try array(value, "the terminal sizes") {
          let text = try string(item, "a terminal size such as \"80x24\"")
          let parts = text.split(separator: "x", omittingEmptySubsequences: false)
          guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (20...400).contains(width),
            (8...200).contains(height)
          else {
            throw fail(item.position, "expected a terminal size WIDTHxHEIGHT (20...400 x 8...200), found \"\(text)\"")
          }
          spec.sizes.append(Size(width: width, height: height))
        }
      }
      if let value = members["links"]?.value {
        spec.links = []
        for item in try array(value, "the link speeds") {
          spec.links.append(try integer(item, "a link speed in bits per second (0: instant)", in: 0...1_000_000_000))
        }
      }
      if let value = members["patience"]?.value {
        let items = try array(value, "the patience range [min, max] in seconds")
        guard items.count == 2 else { throw fail(value.position, "expected [min, max] seconds of patience") }
        let low = try integer(items[0], "the least patience in seconds", in: 1...86_400)
        let high = try integer(items[1], "the most patience in seconds", in: 1...86_400)
        guard low <= high else { throw fail(items[1].position, "the most patience is less than the least") }
        spec.patience = low...high
      }
      if let value = members["typing_errors"]?.value {
        spec.typingErrors = try fraction(value, "the typing error rate", in: 0...0.5)
      }
      return spec
    }
  }
}
