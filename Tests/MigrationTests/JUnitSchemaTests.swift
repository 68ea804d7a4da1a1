import App
import BridgedFronts
import Foundation
import Migration
import SampleMigration
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--junit OUT` as JUnit consumers read it, checked against the structure of
/// the common JUnit XML schema (the one Jenkins, GitLab and GitHub's
/// reporters accept): `testsuites` of `testsuite`s (`name` and `tests`
/// required), each with an optional `properties` first and then
/// `testcase`s (`name` required), each with optional `properties` and at
/// most one `failure`, `error` or `skipped`; counts are non-negative
/// integers and times non-negative decimals (seconds). There is no network
/// here, so the schema's rules are written out below rather than fetched.
@Suite("JUnit XML against the common schema")
struct JUnitSchemaTests {
  /// One parsed element: name, attributes, children, text.
  final class Element {
    let name: String
    let attributes: [String: String]
    var children: [Element] = []
    var text = ""
    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }
  }

  /// Builds the element tree with Foundation's XML parser.
  final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [Element] = []
    var root: Element?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let element = Element(name: elementName, attributes: attributes)
      stack.last?.children.append(element)
      if stack.isEmpty { root = element }
      stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
  }

  /// The report of every kind of result: identical, equivalent under the
  /// project's rules, mismatched (a front that miscounts) and failed.
  private func report() throws -> ABReport {
    let failing = try ScenarioParser.parse(
      "scenario \"Fails\"\nstart tapCounter\nexpect text \"nowhere\"\n", file: "Scenarios/fails.scenario",
      vocabulary: SampleApp.vocabulary)
    let scenarios = try ["tap-counter.scenario", "home-buttons.scenario"].map { name in
      try #require(BuiltInSuite.scenario(named: name))
    }
    return ABRunner(runner: ScenarioRunner(fronts: TestFronts.miscounting), matrix: true).run(scenarios + [failing])
  }

  private func parse(_ xml: String) throws -> Element {
    let parser = XMLParser(data: Data(xml.utf8))
    let builder = TreeBuilder()
    parser.delegate = builder
    #expect(parser.parse(), "not well-formed near line \(parser.lineNumber)")
    return try #require(builder.root)
  }

  /// The schema's checks: required elements and attributes, their types and order.
  private func validate(_ root: Element) {
    func isCount(_ value: String?) -> Bool { value.map { Int($0).map { $0 >= 0 } ?? false } ?? false }
    func isTime(_ value: String?) -> Bool {
      guard let value, let number = Double(value), number >= 0 else { return false }
      return value.allSatisfy { $0.isNumber || $0 == "." }
    }
    func checkProperties(_ element: Element) {
      #expect(element.attributes.isEmpty)
      #expect(!element.children.isEmpty, "properties needs at least one property")
      for property in element.children {
        #expect(property.name == "property")
        #expect(property.attributes["name"].map { !$0.isEmpty } == true, "a property needs a name")
        #expect(property.attributes["value"] != nil, "a property needs a value")
      }
    }
    #expect(root.name == "testsuites")
    for key in ["tests", "failures", "errors"] { #expect(isCount(root.attributes[key]), "testsuites \(key)") }
    #expect(isTime(root.attributes["time"]))
    #expect(Set(root.attributes.keys).isSubset(of: ["name", "tests", "failures", "errors", "skipped", "time"]))
    var allCases = 0
    for suite in root.children {
      #expect(suite.name == "testsuite")
      #expect(suite.attributes["name"].map { !$0.isEmpty } == true, "a testsuite needs a name")
      #expect(isCount(suite.attributes["tests"]), "a testsuite needs tests")
      for key in ["failures", "errors", "skipped"] { #expect(isCount(suite.attributes[key]), "testsuite \(key)") }
      #expect(isTime(suite.attributes["time"]))
      #expect(
        Set(suite.attributes.keys).isSubset(of: [
          "name", "tests", "failures", "errors", "skipped", "time", "timestamp", "hostname", "id", "package", "file",
        ]))
      var cases = suite.children
      if cases.first?.name == "properties" { checkProperties(cases.removeFirst()) }
      #expect(cases.allSatisfy { $0.name == "testcase" }, "a testsuite holds properties, then test cases")
      #expect(Int(suite.attributes["tests"] ?? "") == cases.count)
      var failures = 0
      var time = 0.0
      for testCase in cases {
        #expect(testCase.attributes["name"].map { !$0.isEmpty } == true, "a testcase needs a name")
        #expect(isTime(testCase.attributes["time"]))
        #expect(
          Set(testCase.attributes.keys).isSubset(of: ["name", "classname", "time", "assertions", "file", "line"]))
        time += Double(testCase.attributes["time"] ?? "") ?? 0
        var children = testCase.children
        if children.first?.name == "properties" { checkProperties(children.removeFirst()) }
        let outcomes = children.filter { ["failure", "error", "skipped"].contains($0.name) }
        #expect(outcomes.count <= 1, "at most one failure, error or skipped")
        #expect(children.allSatisfy { ["failure", "error", "skipped", "system-out", "system-err"].contains($0.name) })
        for failure in outcomes where failure.name == "failure" {
          failures += 1
          #expect(Set(failure.attributes.keys).isSubset(of: ["message", "type"]))
        }
      }
      #expect(Int(suite.attributes["failures"] ?? "") == failures)
      #expect(abs((Double(suite.attributes["time"] ?? "") ?? -1) - time) < 0.0005)
      allCases += cases.count
    }
    #expect(Int(root.attributes["tests"] ?? "") == allCases)
  }

  @Test func theABReportValidatesAndReadsRight() throws {
    let report = try report()
    let root = try parse(JUnitReport(report).xml)
    validate(root)
    let cases = root.children.flatMap { $0.children.filter { $0.name == "testcase" } }
    // Class names: dotted parts, no slashes, no file extension.
    let classNames = Set(cases.compactMap { $0.attributes["classname"] })
    #expect(classNames == ["scenarios.tap-counter", "scenarios.home-buttons", "scenarios.fails"])
    // Each suite says which rules file applied.
    for suite in root.children {
      let properties = suite.children.first { $0.name == "properties" }?.children ?? []
      #expect(
        properties.contains {
          $0.attributes["name"] == "parity-rules-file" && $0.attributes["value"] == "strangler.parity.json"
        })
    }
    // An equivalent comparison names its rule and the rule's reason.
    let equivalent = try #require(cases.first { $0.attributes["name"] == "Home buttons · declarative" })
    let properties = equivalent.children.first { $0.name == "properties" }?.children ?? []
    #expect(properties.contains { $0.attributes["name"] == "parity-rule" && $0.attributes["value"] == "home" })
    #expect(
      properties.contains {
        $0.attributes["name"] == "parity-rule-reason" && $0.attributes["value"]?.hasPrefix("home redesigned") == true
      })
    #expect(!equivalent.children.contains { $0.name == "failure" })
    // Time is virtual time: the tap counter's scenario waits 2 s in all.
    let tapCounter = try #require(cases.first { $0.attributes["name"] == "Tap the counter three times · declarative" })
    #expect(tapCounter.attributes["time"] == "2.000")
  }

  @Test func classNamesAreDottedPathsWithoutExtensions() {
    #expect(JUnitReport.className(file: "Scenarios/accounts.scenario") == "scenarios.accounts")
    #expect(JUnitReport.className(file: "./a b/Sign-In.v2.scenario") == "a_b.sign-in_v2")
    #expect(JUnitReport.className(file: "../../x.scenario") == "x")
    #expect(JUnitReport.className(file: "/tmp/t/x") == "tmp.t.x")
    #expect(JUnitReport.seconds(.milliseconds(12_345)) == "12.345")
    #expect(JUnitReport.seconds(.zero) == "0.000")
  }

  @Test func theRunReportValidatesToo() throws {
    let report = JUnitReport(
      name: "strangler run",
      suites: [
        JUnitReport.Suite(
          name: "strangler run",
          cases: [
            JUnitReport.TestCase(className: "scenarios.a", name: "A", time: .seconds(2)),
            JUnitReport.TestCase(
              className: "scenarios.b", name: "B", failure: ("expected", "details"), time: .milliseconds(1500)),
          ])
      ])
    validate(try parse(report.xml))
  }
}
