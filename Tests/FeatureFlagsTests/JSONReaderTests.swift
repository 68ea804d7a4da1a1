import FeatureFlags
import Testing

@Suite("JSONReader")
struct JSONReaderTests {
  @Test func readsEveryKindWithPositions() throws {
    let json = try JSONReader.parse(
      "{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
    guard case .object(let members) = json.kind else {
      Issue.record("not an object")
      return
    }
    #expect(json.position == SourcePosition(line: 1, column: 1))
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
    #expect(members[0].value.position == SourcePosition(line: 2, column: 8))
    guard case .array(let elements) = members[0].value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements.map(\.kind) == [.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])
    #expect(elements[1].position == SourcePosition(line: 2, column: 12))
    #expect(members[1].value.kind == .string("xé😀\n"))
  }

  @Test func keepsDuplicateKeysForTheCallerToJudge() throws {
    let json = try JSONReader.parse(#"{"a": 1, "a": 2}"#)
    guard case .object(let members) = json.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.count == 2)
  }

  @Test func crlfIsOneLineBreak() throws {
    let json = try JSONReader.parse("{\r\n\"a\": 1}")
    guard case .object(let members) = json.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members[0].keyPosition == SourcePosition(line: 2, column: 1))
  }

  @Test(arguments: [
    ("", 1, 1, "expected a value (object, array, string, number, true, false or null), found the end of the file"),
    ("{", 1, 2, "expected a string key or '}', found the end of the file"),
    ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
    ("{\"a\": 1,}", 1, 9, "expected a string key after ',', found '}'"),
    ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after an object member, found '\"'"),
    ("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
    ("{\"a\": tru}", 1, 7, "expected a value (object, array, string, number, true, false or null), found 't'"),
    ("\"abc", 1, 5, "unterminated string: expected '\"' before the end of the file"),
    ("\"a\nb\"", 1, 3, "unterminated string: expected '\"' before the end of the line"),
    ("\"\\x\"", 1, 3, "invalid escape '\\x'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
    ("\"\\u12G4\"", 1, 6, "expected four hexadecimal digits after '\\u', found 'G'"),
    ("012", 1, 2, "numbers must not have leading zeros"),
    ("1.", 1, 3, "expected a digit, found the end of the file"),
    ("{} {}", 1, 4, "expected the end of the file after the top-level value, found '{'"),
    ("// comment\n{}", 1, 1, "expected a value (object, array, string, number, true, false or null), found '/'"),
  ])
  func syntaxErrorsSayWhatWasExpectedWhere(text: String, line: Int, column: Int, message: String) {
    #expect(throws: JSONSyntaxError(position: SourcePosition(line: line, column: column), message: message)) {
      try JSONReader.parse(text)
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(text) }
  }
}
