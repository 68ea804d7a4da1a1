import FeatureFlags

/// A report read back (`strangler experiment merge`): the experiment it
/// measured, which shard it is, and its tallies. Shards of one experiment
/// merge into exactly the report of the whole population, because the
/// tallies are exact sums.
public struct ExperimentPart: Sendable {
  /// The experiment (its population is not in the report, and not needed to analyse it).
  public var experiment: ExperimentDefinition
  /// The shard, `I/N`; nil for a whole report.
  public var shard: ExperimentRunner.Shard?
  /// The tallies of the days simulated.
  public var tally: ExperimentTally
  /// How many days the tallies cover.
  public var days: Int

  /// Reads the `--json` report `text` from `path`.
  public static func parse(_ text: String, path: String) throws(ExperimentFileError) -> ExperimentPart {
    let json: PositionedJSON
    do throws(JSONSyntaxError) {
      json = try JSONReader.parse(text)
    } catch {
      throw ExperimentFileError(path: path, position: error.position, message: error.message)
    }
    let reader = Reader(path: path)
    let root = try reader.object(json, "an experiment report (from strangler experiment --json)")
    let header = try reader.object(try reader.member(root, "experiment", in: json), "the experiment")
    func string(_ key: String) throws(ExperimentFileError) -> String {
      try reader.string(try reader.member(header, key, in: json))
    }
    func front(_ key: String) throws(ExperimentFileError) -> Front {
      let value = try reader.member(header, key, in: json)
      guard let front = Front(rawValue: try reader.string(value)) else {
        throw reader.fail(value.position, "expected legacy or declarative")
      }
      return front
    }
    func metric(_ value: PositionedJSON) throws(ExperimentFileError) -> ExperimentMetric {
      guard let metric = ExperimentMetric(rawValue: try reader.string(value)) else {
        throw reader.fail(value.position, "unknown metric")
      }
      return metric
    }
    let stages = try reader.array(try reader.member(header, "stages", in: json)).map {
      item throws(ExperimentFileError) in try reader.integer(item)
    }
    let days = try reader.integer(try reader.member(header, "days", in: json))
    let seedValue = try reader.member(header, "seed", in: json)
    guard let seed = UInt64(try reader.string(seedValue)) else {
      throw reader.fail(seedValue.position, "expected the seed as a string of digits")
    }
    guard days >= 1, days <= 365 else { throw reader.fail(json.position, "expected 1...365 days") }
    var experiment = ExperimentDefinition(
      name: try string("name"), flag: try string("flag"), control: try front("control"),
      treatment: try front("treatment"), stages: stages,
      users: try reader.integer(try reader.member(header, "users", in: json)), days: days, seed: seed,
      population: PopulationSpec(tasks: []), primary: try metric(try reader.member(header, "primary", in: json)),
      guardrails: try reader.array(try reader.member(header, "guardrails", in: json)).map {
        item throws(ExperimentFileError) in try metric(item)
      })
    experiment.alpha = try reader.number(try reader.member(header, "alpha", in: json))
    experiment.margin = try reader.number(try reader.member(header, "margin", in: json))
    var shard: ExperimentRunner.Shard?
    if let value = root["shard"] {
      let parts = try reader.string(value).split(separator: "/")
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
        (1...count).contains(index)
      else { throw reader.fail(value.position, "expected a shard I/N") }
      shard = ExperimentRunner.Shard(index: index, count: count)
    }
    let dayValues = try reader.array(try reader.member(root, "tally", in: json))
    guard dayValues.count <= days else {
      throw reader.fail(json.position, "more days of tallies than the experiment has")
    }
    var tally = ExperimentTally(days: days)
    for (index, value) in dayValues.enumerated() {
      let day = try reader.object(value, "a day's tally")
      var entry = ExperimentTally.DayTally()
      entry.simulated = Int64(try reader.integer(try reader.member(day, "simulated", in: value)))
      entry.expectedTreatmentHundredths = Int64(
        try reader.integer(try reader.member(day, "expected_treatment_hundredths", in: value)))
      entry.unassigned = Int64(try reader.integer(try reader.member(day, "unassigned", in: value)))
      for arm in ["control", "treatment"] {
        let armValue = try reader.member(day, arm, in: value)
        let metrics = try reader.object(armValue, "an arm's tallies")
        var tallies: [MetricTally] = []
        for metric in ExperimentMetric.allCases {
          let sums = try reader.array(try reader.member(metrics, metric.rawValue, in: armValue))
          guard sums.count == 6 else {
            throw reader.fail(
              armValue.position, "expected [count, sum, squares, covariate sum, squares, cross products]")
          }
          var numbers: [Int64] = []
          for item in sums { numbers.append(Int64(try reader.integer(item))) }
          tallies.append(
            MetricTally(
              count: numbers[0], sum: numbers[1], sumOfSquares: numbers[2], covariateSum: numbers[3],
              covariateSquares: numbers[4], crossProducts: numbers[5]))
        }
        if arm == "control" { entry.control = tallies } else { entry.treatment = tallies }
      }
      tally.days[index] = entry
    }
    return ExperimentPart(experiment: experiment, shard: shard, tally: tally, days: dayValues.count)
  }

  private struct Reader {
    let path: String

    func fail(_ at: SourcePosition, _ message: String) -> ExperimentFileError {
      ExperimentFileError(path: path, position: at, message: message)
    }

    func object(_ json: PositionedJSON, _ what: String) throws(ExperimentFileError) -> [String: PositionedJSON] {
      guard case .object(let members) = json.kind else {
        throw fail(json.position, "expected \(what), found \(json.kindName)")
      }
      var result: [String: PositionedJSON] = [:]
      for member in members { result[member.key] = member.value }
      return result
    }

    func member(_ object: [String: PositionedJSON], _ key: String, in json: PositionedJSON)
      throws(ExperimentFileError) -> PositionedJSON
    {
      guard let value = object[key] else { throw fail(json.position, "missing key \"\(key)\"") }
      return value
    }

    func string(_ json: PositionedJSON) throws(ExperimentFileError) -> String {
      guard case .string(let text) = json.kind else {
        throw fail(json.position, "expected a string, found \(json.kindName)")
      }
      return text
    }

    func integer(_ json: PositionedJSON) throws(ExperimentFileError) -> Int {
      guard case .number(let text) = json.kind, let value = Int(text) else {
        throw fail(json.position, "expected a whole number, found \(json.kindName)")
      }
      return value
    }

    func number(_ json: PositionedJSON) throws(ExperimentFileError) -> Double {
      guard case .number(let text) = json.kind, let value = Double(text) else {
        throw fail(json.position, "expected a number, found \(json.kindName)")
      }
      return value
    }

    func array(_ json: PositionedJSON) throws(ExperimentFileError) -> [PositionedJSON] {
      guard case .array(let items) = json.kind else {
        throw fail(json.position, "expected an array, found \(json.kindName)")
      }
      return items
    }
  }
}
