import FeatureFlags
import Testing

let knownModules = ["login", "home", "offers", "offerDetails", "tapCounter", "accounts", "ratings", "settings"]
let knownList = knownModules.joined(separator: ", ")

@Suite("Flags file")
struct FlagsFileTests {
  private func parse(_ text: String) throws(FlagsError) -> FlagsFile {
    try FlagsFile.parse(text, path: "f.json", knownModules: knownModules)
  }

  @Test func readsFixedRolloutAndKilledRules() throws {
    let file = try parse(
      """
      {
        "login": "declarative",
        "home": {"front": "legacy"},
        "offers": {"rollout": {"percent": 25, "front": "declarative"}},
        "ratings": {"rollout": {"percent": 0, "front": "legacy", "group": "reviews"}, "killed": false},
        "accounts": {"killed": true}
      }
      """)
    #expect(file.rules["login"] == FlagRule(front: .declarative, position: SourcePosition(line: 2, column: 3)))
    #expect(file.rules["home"]?.front == .legacy)
    #expect(file.rules["offers"]?.rollout == RolloutRule(percent: 25, front: .declarative, group: "offers"))
    #expect(file.rules["ratings"]?.rollout == RolloutRule(percent: 0, front: .legacy, group: "reviews"))
    #expect(file.rules["ratings"]?.killed == false)
    #expect(file.rules["accounts"]?.killed == true)
    #expect(file.rules["tapCounter"] == nil)
    #expect(try parse("{}").rules.isEmpty)
  }

  @Test(arguments: [
    // Malformed JSON.
    ("{\"login\": \"declarative\",}", 1, 25, "expected a string key after ',', found '}'"),
    ("{\"login\" \"legacy\"}", 1, 10, "expected ':' after the key \"login\", found '\"'"),
    // Wrong shape at the top.
    ("[\"login\"]", 1, 1, "expected an object mapping module ids to rules, found an array"),
    // Unknown module, listing the known ones.
    ("{\n  \"ofers\": \"declarative\"\n}", 2, 3, "unknown module \"ofers\"; expected one of: \(knownList)"),
    // Unknown front.
    ("{\"login\": \"sideways\"}", 1, 11, "unknown front \"sideways\"; expected legacy|declarative"),
    ("{\"login\": {\"front\": \"Legacy\"}}", 1, 21, "unknown front \"Legacy\"; expected legacy|declarative"),
    (
      "{\"offers\": {\"rollout\": {\"percent\": 5, \"front\": \"new\"}}}", 1, 48,
      "unknown front \"new\"; expected legacy|declarative"
    ),
    // Percent outside 0...100, or not an integer.
    (
      "{\"offers\": {\"rollout\": {\"percent\": 101, \"front\": \"declarative\"}}}", 1, 36,
      "expected an integer 0...100 for \"percent\", found 101"
    ),
    (
      "{\"offers\": {\"rollout\": {\"percent\": -1, \"front\": \"declarative\"}}}", 1, 36,
      "expected an integer 0...100 for \"percent\", found -1"
    ),
    (
      "{\"offers\": {\"rollout\": {\"percent\": 2.5, \"front\": \"declarative\"}}}", 1, 36,
      "expected an integer 0...100 for \"percent\", found 2.5"
    ),
    (
      "{\"offers\": {\"rollout\": {\"percent\": \"25\", \"front\": \"declarative\"}}}", 1, 36,
      "expected an integer 0...100 for \"percent\", found a string"
    ),
    // Wrong types.
    (
      "{\"login\": 1}", 1, 11,
      "expected a front (legacy|declarative) or a rule object for module \"login\", found a number"
    ),
    ("{\"login\": {\"front\": true}}", 1, 21, "expected a front (legacy|declarative), found a boolean"),
    ("{\"login\": {\"killed\": \"yes\"}}", 1, 22, "expected true or false for \"killed\", found a string"),
    (
      "{\"offers\": {\"rollout\": 25}}", 1, 24,
      "expected a rollout object {\"percent\": 0…100, \"front\": …}, found a number"
    ),
    (
      "{\"offers\": {\"rollout\": {\"percent\": 5, \"front\": \"legacy\", \"group\": \"\"}}}", 1, 67,
      "expected a non-empty string for \"group\", found a string"
    ),
    // Unknown keys.
    ("{\"login\": {\"frnt\": \"legacy\"}}", 1, 12, "unknown key \"frnt\"; expected front, rollout or killed"),
    (
      "{\"offers\": {\"rollout\": {\"percent\": 5, \"front\": \"legacy\", \"seed\": 1}}}", 1, 58,
      "unknown key \"seed\" in a rollout; expected percent, front or group"
    ),
    // Missing rollout fields.
    (
      "{\"offers\": {\"rollout\": {\"front\": \"legacy\"}}}", 1, 24,
      "expected \"percent\" (an integer 0...100) in the rollout"
    ),
    ("{\"offers\": {\"rollout\": {\"percent\": 5}}}", 1, 24, "expected \"front\" (legacy|declarative) in the rollout"),
    // Contradictions and duplicates.
    (
      "{\"offers\": {\"front\": \"legacy\", \"rollout\": {\"percent\": 5, \"front\": \"declarative\"}}}", 1, 32,
      "expected either \"front\" or \"rollout\", not both"
    ),
    ("{\n\"login\": \"legacy\",\n\"login\": \"declarative\"\n}", 3, 1, "duplicate key \"login\" (first given at 2:1)"),
    ("{\"login\": {\"killed\": true, \"killed\": false}}", 1, 28, "duplicate key \"killed\" (first given at 1:12)"),
  ])
  func badInputSaysWhatWasExpectedWhere(text: String, line: Int, column: Int, message: String) {
    let expected = FlagsError(origin: "f.json", position: SourcePosition(line: line, column: column), message: message)
    #expect(throws: expected) { try parse(text) }
    #expect(expected.description == "f.json:\(line):\(column): error: \(message)")
  }
}

@Suite("module=front assignments")
struct FlagAssignmentsTests {
  @Test func readsPairsWithBlanksAndEmptyItems() throws {
    let pairs = try FlagAssignments.parse(
      " offers=declarative, login = legacy,,offers=legacy", origin: "STRANGLER_FLAGS", knownModules: knownModules)
    #expect(pairs.map(\.module) == ["offers", "login", "offers"])
    #expect(pairs.map(\.front) == [.declarative, .legacy, .legacy])
    #expect(try FlagAssignments.parse("", origin: "STRANGLER_FLAGS", knownModules: knownModules).isEmpty)
  }

  @Test(arguments: [
    ("offers=declarative,logn=legacy", 20, "unknown module \"logn\"; expected one of: \(knownList)"),
    ("offers=declarative, login=sideways", 27, "unknown front \"sideways\"; expected legacy|declarative"),
    ("offers=declarative,login", 20, "expected module=front, found \"login\""),
    ("login= ", 7, "unknown front \"\"; expected legacy|declarative"),
  ])
  func errorsPointAtTheColumn(text: String, column: Int, message: String) {
    #expect(
      throws: FlagsError(
        origin: "STRANGLER_FLAGS", position: SourcePosition(line: 1, column: column), message: message)
    ) {
      try FlagAssignments.parse(text, origin: "STRANGLER_FLAGS", knownModules: knownModules)
    }
  }
}
