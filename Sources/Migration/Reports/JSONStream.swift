/// Writes one pretty-printed JSON document piece by piece, byte for byte as
/// ``JSONValue/rendered(pretty:)`` prints it whole, so a report of a long run
/// is written while the run goes on instead of being held until its end.
///
/// ```swift
/// var stream = JSONStream { print($0, terminator: "") }
/// stream.beginArray()
/// stream.beginObject()
/// stream.value("tap-counter", key: "scenario")
/// stream.beginArray(key: "steps")
/// for step in steps { stream.value(step) }   // written as each step is done
/// stream.end()
/// stream.end()
/// stream.end()
/// stream.finish()
/// ```
public struct JSONStream {
  /// Receives the text in order, in chunks of at least ``chunkSize`` characters
  /// (the last one shorter), so the output is written in few large writes.
  private let write: (String) -> Void
  private var pending = ""
  /// The containers open, innermost last: whether each is an object, and how many members it has so far.
  private var open: [(isObject: Bool, count: Int)] = []

  /// How much text is gathered before it is handed on.
  public static let chunkSize = 64 * 1024

  /// A stream handing its text to `write`.
  public init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Opens an array: the document itself, an element of the array open, or a member `key` of the object open.
  public mutating func beginArray(key: String? = nil) {
    member(key)
    pending += "["
    open.append((false, 0))
  }

  /// Opens an object, placed as ``beginArray(key:)`` places an array.
  public mutating func beginObject(key: String? = nil) {
    member(key)
    pending += "{"
    open.append((true, 0))
  }

  /// Writes a whole value, placed as ``beginArray(key:)`` places an array.
  public mutating func value(_ value: JSONValue, key: String? = nil) {
    member(key)
    let rendered = value.rendered(pretty: true)
    // Rendered strings escape their line breaks, so every line break here is
    // the layout's own: indenting after each one nests the value in place.
    pending += open.isEmpty ? rendered : rendered.replacing("\n", with: "\n" + indent(open.count))
    flushIfFull()
  }

  /// Closes the innermost open array or object.
  public mutating func end() {
    guard let container = open.popLast() else { preconditionFailure("JSONStream.end() with nothing open") }
    if container.count > 0 { pending += "\n" + indent(open.count) }
    pending += container.isObject ? "}" : "]"
    flushIfFull()
  }

  /// Hands on the text still gathered. The document is complete once every
  /// container is closed; call this then.
  public mutating func finish() {
    precondition(open.isEmpty, "JSONStream.finish() with \(open.count) containers open")
    if !pending.isEmpty { write(pending) }
    pending = ""
  }

  /// Starts the next element of the container open (or the document), with its key in an object.
  private mutating func member(_ key: String?) {
    guard let last = open.indices.last else {
      precondition(key == nil, "the document itself has no key")
      return
    }
    precondition(open[last].isObject == (key != nil), "an object's members have keys; an array's elements do not")
    pending += (open[last].count > 0 ? "," : "") + "\n" + indent(open.count)
    open[last].count += 1
    if let key { pending += JSONValue.string(key).rendered() + ": " }
  }

  private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

  private mutating func flushIfFull() {
    guard pending.utf8.count >= Self.chunkSize else { return }
    write(pending)
    pending = ""
  }
}
