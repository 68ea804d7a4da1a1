import CoreRuntime
import Migration
import Testing

@Suite("JSON written as it goes")
struct JSONStreamTests {
  /// Streams `value` the way a report does: containers opened and closed, leaves written whole.
  private func stream(_ value: JSONValue, into stream: inout JSONStream, key: String? = nil) {
    switch value {
    case .array(let elements):
      stream.beginArray(key: key)
      for element in elements { self.stream(element, into: &stream) }
      stream.end()
    case .object(let members):
      stream.beginObject(key: key)
      for (name, member) in members { self.stream(member, into: &stream, key: name) }
      stream.end()
    default:
      stream.value(value, key: key)
    }
  }

  private func streamed(_ value: JSONValue) -> String {
    var text = ""
    var writer = JSONStream { text += $0 }
    stream(value, into: &writer)
    writer.finish()
    return text
  }

  @Test("A streamed document is byte for byte the document rendered whole")
  func streamedIsRendered() {
    let run: JSONValue = .object([
      ("scenario", "Tap \"the\" counter\n"), ("file", "a.scenario"),
      ("steps", .array([.object([("line", 3), ("frame", .array(["ab", "  c"]))]), .object([])])),
      ("passed", true), ("failure", .null), ("exposures", .array([])), ("ratio", .double(1.25)),
    ])
    for value in [run, .array([run, run]), .array([]), .object([]), .array([.array([.array([])])]), "alone"] {
      #expect(streamed(value) == value.rendered(pretty: true))
    }
  }

  @Test("Random documents stream as they render")
  func randomDocuments() {
    var generator = SeededGenerator(seed: 7)
    func random(depth: Int) -> JSONValue {
      switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
      case 0: return .int(Int.random(in: -5...5, using: &generator))
      case 1: return .string(["", "a\nb", "\u{1B}[31m", "é"].randomElement(using: &generator)!)
      case 2: return .null
      case 3: return .bool(Bool.random(using: &generator))
      case 4: return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in random(depth: depth + 1) })
      default:
        return .object((0..<Int.random(in: 0...3, using: &generator)).map { ("k\($0)", random(depth: depth + 1)) })
      }
    }
    for _ in 0..<300 {
      let value = random(depth: 0)
      #expect(streamed(value) == value.rendered(pretty: true))
    }
  }

  @Test("A long document is handed on in large chunks as it goes, not held to the end")
  func chunks() {
    var chunks: [Int] = []
    var writer = JSONStream { chunks.append($0.utf8.count) }
    writer.beginArray()
    for index in 0..<20_000 { writer.value(.object([("step", .int(index)), ("frame", "0123456789")])) }
    #expect(chunks.count > 3)
    #expect(chunks.allSatisfy { $0 >= JSONStream.chunkSize })
    writer.end()
    writer.finish()
  }
}
