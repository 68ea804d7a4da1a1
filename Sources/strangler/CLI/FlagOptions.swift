import FeatureFlags

/// Reads the flag sources the CLI owns: `STRANGLER_FLAGS`, `--front` and `--flag`.
struct FlagOptions {
  /// Parses `module=front` pairs separated by commas; `origin` names the source in errors.
  static func parsePairs(_ text: String, origin: String) throws(UsageError) -> [String: Front] {
    var result: [String: Front] = [:]
    var column = 1
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      defer { column += item.count + 1 }
      let trimmed = item.trimmingCharacters(in: " ")
      if trimmed.isEmpty { continue }
      let parts = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw UsageError(message: "\(origin):1:\(column): error: expected module=front, found '\(trimmed)'")
      }
      guard let front = Front(rawValue: String(parts[1]).trimmingCharacters(in: " ")) else {
        throw UsageError(
          message: "\(origin):1:\(column): error: unknown front '\(parts[1])', expected legacy or declarative")
      }
      result[String(parts[0]).trimmingCharacters(in: " ")] = front
    }
    return result
  }

  /// Builds the configuration from the environment and the command line.
  static func configuration(
    arguments: inout Arguments, environment: [String: String]
  ) throws(UsageError) -> FlagConfiguration {
    var configuration = FlagConfiguration()
    if let value = environment["STRANGLER_FLAGS"] {
      configuration.environment = try parsePairs(value, origin: "STRANGLER_FLAGS")
    }
    if let front = try arguments.value("--front") {
      guard let parsed = Front(rawValue: front) else {
        throw UsageError(message: "--front: unknown front '\(front)', expected legacy or declarative")
      }
      configuration.commandLineAll = parsed
    }
    for pair in try arguments.values("--flag") {
      for (module, front) in try parsePairs(pair, origin: "--flag \(pair)") {
        configuration.commandLine[module] = front
      }
    }
    return configuration
  }
}

extension StringProtocol {
  func trimmingCharacters(in set: Character) -> String {
    var text = Substring(self)
    while text.first == set { text.removeFirst() }
    while text.last == set { text.removeLast() }
    return String(text)
  }
}
