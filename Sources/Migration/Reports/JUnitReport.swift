import TextSurface

/// JUnit XML, the report format every CI system shows natively (GitHub,
/// GitLab, Jenkins, Buildkite…): test suites of test cases, each passed or
/// failed with a message and details.
///
/// `strangler ab --junit OUT` makes one test case per scenario × variant
/// (`Three taps · declarative`), failed with the first difference and its
/// line diff; `strangler run --junit OUT` one per scenario. Class names are
/// the scenario's path as a dotted name without its extension
/// (`Scenarios/accounts.scenario` → `scenarios.accounts`), so a consumer
/// that splits package and class at dots (Jenkins) reads them right. `time`
/// is the scenario's virtual time, and each suite names the parity rules
/// file in a property, as an equivalent case names its rule: deterministic,
/// so the file can be kept and diffed.
public struct JUnitReport: Sendable, Equatable {
  /// One test case.
  public struct TestCase: Sendable, Equatable {
    /// The class name CI groups by: the scenario file.
    public var className: String
    /// The test's name: `scenario · variant`.
    public var name: String
    /// Nil when it passed; the failure's one-line message and details otherwise.
    public var failure: (message: String, details: String)?
    /// The failure's `type` attribute: `failure`, or for an A/B comparison its result (`MISMATCH`, `FAILED`).
    public var failureType: String
    /// The virtual time the case took (its `time` attribute).
    public var time: Duration
    /// `<property>`s of the case: for an equivalent comparison, the rule and its reason.
    public var properties: [Property]

    /// A test case; `className` is used as given (see ``JUnitReport/className(file:)``).
    public init(
      className: String, name: String, failure: (message: String, details: String)? = nil,
      failureType: String = "failure", time: Duration = .zero, properties: [Property] = []
    ) {
      self.className = className
      self.name = name
      self.failure = failure
      self.failureType = failureType
      self.time = time
      self.properties = properties
    }

    /// Same class, name, failure, time and properties (a tuple cannot be `Equatable` on its own).
    public static func == (lhs: TestCase, rhs: TestCase) -> Bool {
      lhs.className == rhs.className && lhs.name == rhs.name && lhs.failure?.message == rhs.failure?.message
        && lhs.failure?.details == rhs.failure?.details && lhs.failureType == rhs.failureType
        && lhs.time == rhs.time && lhs.properties == rhs.properties
    }
  }

  /// A `<property name="…" value="…"/>`.
  public struct Property: Sendable, Equatable {
    /// `parity-rule`.
    public var name: String
    /// `home`.
    public var value: String

    /// A property.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// One suite: a scenario's cases.
  public struct Suite: Sendable, Equatable {
    /// The suite's name: the scenario.
    public var name: String
    /// Its cases.
    public var cases: [TestCase]
    /// Its `<property>`s: the parity rules file the comparisons were made under.
    public var properties: [Property]

    /// A suite.
    public init(name: String, cases: [TestCase], properties: [Property] = []) {
      self.name = name
      self.cases = cases
      self.properties = properties
    }

    /// The virtual time of all its cases.
    public var time: Duration { cases.reduce(.zero) { $0 + $1.time } }
  }

  /// The report's name (`strangler ab`).
  public var name: String
  /// Every suite, in order.
  public var suites: [Suite]

  /// A report.
  public init(name: String, suites: [Suite]) {
    self.name = name
    self.suites = suites
  }

  /// One case per scenario × variant of an A/B report (fresh or merged): a
  /// MISMATCH fails with its first difference and line diff, a FAILED case
  /// with the failed expectation; the failure's `type` is the result.
  public init(_ report: ABReport) {
    name = "strangler ab"
    let rules = Property(name: "parity-rules-file", value: report.rulesFile ?? "none")
    suites = report.scenarios.map { scenario in
      Suite(
        name: scenario.name,
        cases: scenario.comparisons.map { comparison in
          let details = comparison.mismatch.map(\.diff) ?? comparison.failure?.description ?? ""
          // An equivalent comparison passed because of a rule: it says which, and why.
          let properties = comparison.equivalenceRules.flatMap { rule in
            [Property(name: "parity-rule", value: rule.id), Property(name: "parity-rule-reason", value: rule.reason)]
          }
          return TestCase(
            className: Self.className(file: scenario.file), name: "\(scenario.name) · \(comparison.label)",
            failure: comparison.passed ? nil : (message: comparison.firstDifference, details: details),
            failureType: comparison.result.label, time: comparison.virtualTime, properties: properties)
        }, properties: [rules])
    }
  }

  /// The class name of a scenario file: its path without the extension, each
  /// folder and the file a dotted part, lowercased, anything but letters,
  /// digits, `-` and `_` made `_` (`Scenarios/accounts.scenario` →
  /// `scenarios.accounts`, `../a b/x.scenario` → `a_b.x`). Dots then only
  /// separate parts, which is how JUnit consumers read them.
  public static func className(file: String) -> String {
    var path = file
    if let dot = path.lastIndex(of: "."), !path[dot...].contains("/") { path = String(path[..<dot]) }
    let parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." && !$0.isEmpty }.map { part in
      String(
        part.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
    }
    return parts.isEmpty ? "scenario" : parts.joined(separator: ".")
  }

  /// `12.500`: seconds with milliseconds, as JUnit's `time` attributes are written.
  public static func seconds(_ duration: Duration) -> String {
    let milliseconds = duration.milliseconds
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// The XML document.
  public var xml: String {
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.cases.filter { $0.failure != nil }.count }
    let time = suites.reduce(Duration.zero) { $0 + $1.time }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"\(Self.escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\""
    out += " time=\"\(Self.seconds(time))\">\n"
    for suite in suites {
      let suiteFailures = suite.cases.filter { $0.failure != nil }.count
      out += "  <testsuite name=\"\(Self.escape(suite.name))\" tests=\"\(suite.cases.count)\""
      out += " failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"0\" time=\"\(Self.seconds(suite.time))\">\n"
      out += Self.properties(suite.properties, indent: "    ")
      for testCase in suite.cases {
        out += "    <testcase classname=\"\(Self.escape(testCase.className))\" name=\"\(Self.escape(testCase.name))\""
        out += " time=\"\(Self.seconds(testCase.time))\""
        guard testCase.failure != nil || !testCase.properties.isEmpty else {
          out += "/>\n"
          continue
        }
        out += ">\n" + Self.properties(testCase.properties, indent: "      ")
        if let failure = testCase.failure {
          out +=
            "      <failure message=\"\(Self.escape(failure.message))\" type=\"\(Self.escape(testCase.failureType))\">"
          out += Self.escape(failure.details, attribute: false) + "</failure>\n"
        }
        out += "    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  /// `<properties>` with one `<property>` each, or nothing when there are none.
  static func properties(_ properties: [Property], indent: String) -> String {
    guard !properties.isEmpty else { return "" }
    var out = indent + "<properties>\n"
    for property in properties {
      out += "\(indent)  <property name=\"\(escape(property.name))\" value=\"\(escape(property.value))\"/>\n"
    }
    return out + indent + "</properties>\n"
  }

  /// Text safe in XML 1.0 elements and attributes: markup characters as
  /// entities; control characters XML forbids (even as references) as their
  /// visible Control Pictures (`ESC` → `␛`); C1 controls, bidirectional
  /// controls and line separators, which a CI page or a terminal showing the
  /// file would obey, as character references; line breaks and tabs in
  /// attributes as character references so they survive.
  public static func escape(_ text: String, attribute: Bool = true) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += attribute ? "&#10;" : "\n"
      case "\t": out += attribute ? "&#9;" : "\t"
      case "\r": out += "&#13;"
      case _ where scalar.value < 0x20: out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case _ where scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
      case _ where TerminalSafety.needsReplacement(scalar):
        out += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
