/// JUnit XML, the report format every CI system shows natively (GitHub,
/// GitLab, Jenkins, Buildkite…): test suites of test cases, each passed or
/// failed with a message and details.
///
/// `strangler ab --junit OUT` makes one test case per scenario × variant
/// (`Three taps · declarative`), failed with the first difference and its
/// line diff; `strangler run --junit OUT` one per scenario. Deterministic:
/// no times or timestamps, so the file can be diffed.
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

    /// A test case.
    public init(
      className: String, name: String, failure: (message: String, details: String)? = nil,
      failureType: String = "failure"
    ) {
      self.className = className
      self.name = name
      self.failure = failure
      self.failureType = failureType
    }

    /// Same class, name and failure (a tuple cannot be `Equatable` on its own).
    public static func == (lhs: TestCase, rhs: TestCase) -> Bool {
      lhs.className == rhs.className && lhs.name == rhs.name && lhs.failure?.message == rhs.failure?.message
        && lhs.failure?.details == rhs.failure?.details && lhs.failureType == rhs.failureType
    }
  }

  /// One suite: a scenario's cases.
  public struct Suite: Sendable, Equatable {
    /// The suite's name: the scenario.
    public var name: String
    /// Its cases.
    public var cases: [TestCase]

    /// A suite.
    public init(name: String, cases: [TestCase]) {
      self.name = name
      self.cases = cases
    }
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
    suites = report.scenarios.map { scenario in
      Suite(
        name: scenario.name,
        cases: scenario.comparisons.map { comparison in
          let details = comparison.mismatch.map(\.diff) ?? comparison.failure?.description ?? ""
          return TestCase(
            className: scenario.file, name: "\(scenario.name) · \(comparison.label)",
            failure: comparison.passed ? nil : (message: comparison.firstDifference, details: details),
            failureType: comparison.result.label)
        })
    }
  }

  /// The XML document.
  public var xml: String {
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.cases.filter { $0.failure != nil }.count }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"\(Self.escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
    for suite in suites {
      let suiteFailures = suite.cases.filter { $0.failure != nil }.count
      out += "  <testsuite name=\"\(Self.escape(suite.name))\" tests=\"\(suite.cases.count)\""
      out += " failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"0\">\n"
      for testCase in suite.cases {
        out += "    <testcase classname=\"\(Self.escape(testCase.className))\" name=\"\(Self.escape(testCase.name))\""
        if let failure = testCase.failure {
          out +=
            ">\n      <failure message=\"\(Self.escape(failure.message))\" type=\"\(Self.escape(testCase.failureType))\">"
          out += Self.escape(failure.details, attribute: false) + "</failure>\n    </testcase>\n"
        } else {
          out += "/>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  /// Text safe in XML 1.0 elements and attributes: markup characters as
  /// entities; control characters XML forbids (even as references) as their
  /// visible Control Pictures (`ESC` → `␛`); line breaks and tabs in
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
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
