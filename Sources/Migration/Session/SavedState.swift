import FeatureFlags
import Foundation
import ScreenLayer
import TextSurface

/// What a running app keeps across a relaunch: the navigation stack as a link
/// path, each module's restorable state (and app-wide state such as the
/// signed-in user) as JSON, and the element that had focus with a text
/// field's cursor. Its file form is versioned JSON (``fileText``,
/// ``init(parsing:file:)``).
///
/// The engine saves and restores the stack and focus for every app; the app
/// contributes the rest through ``StateRestoring`` on its core objects, so a
/// state saved under one front comes back under whichever front the flags
/// choose at the relaunch.
///
/// ```swift
/// let text = session.savedState().fileText
/// let state = try SavedState(parsing: text, file: "state.json")
/// try fresh.restore(state)
/// ```
public struct SavedState: Sendable, Equatable {
  /// The version this build writes, and the newest it reads.
  public static let currentVersion = 1
  /// The largest state file read: a stack and a few modules' state are a few kilobytes.
  public static let maximumFileSize = 1 << 20

  /// The stack as a link path, root first (`home/accounts/accountDetail:a2`); empty when nothing was on screen.
  public var stack: String
  /// Each module's state (and app-wide state), by key.
  public var values: RestorableValues
  /// The element that had focus, if any.
  public var focus: SavedFocus?

  /// A state with `stack`, `values` and `focus`.
  public init(stack: String, values: RestorableValues = RestorableValues(), focus: SavedFocus? = nil) {
    self.stack = stack
    self.values = values
    self.focus = focus
  }

  /// The file's text: pretty-printed JSON, keys in a fixed order, so the same state gives the same bytes.
  public var fileText: String {
    var members: [(String, JSONValue)] = [("version", .int(Self.currentVersion)), ("stack", .string(stack))]
    if let focus {
      members.append(
        (
          "focus",
          .object([
            ("role", .string(focus.role)), ("label", .string(focus.label)), ("ordinal", .int(focus.ordinal)),
            ("cursor", focus.cursor.map(JSONValue.int) ?? .null), ("x", .int(focus.x)), ("y", .int(focus.y)),
          ])
        ))
    }
    members.append(("state", .object(values.entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value.jsonValue) })))
    return JSONValue.object(members).rendered(pretty: true) + "\n"
  }

  /// Reads a state file's text; `file` names it in errors. An unreadable,
  /// truncated or malformed file, or one written by a newer version, is an
  /// error that says where and why.
  public init(parsing text: String, file: String) throws(StateFileError) {
    func failure(_ position: SourcePosition?, _ message: String) -> StateFileError {
      StateFileError(file: file, position: position, message: message)
    }
    let json: PositionedJSON
    do throws(JSONSyntaxError) {
      json = try JSONReader.parse(text)
    } catch {
      throw failure(error.position, "the file is truncated or is not JSON: \(error.message)")
    }
    guard case .object(let members) = json.kind else {
      throw failure(json.position, "expected a state object, found \(json.kindName)")
    }
    var version: Int?
    var stack: String?
    var values = RestorableValues(file: file)
    var focus: SavedFocus?
    for member in members {
      let value = member.value
      switch member.key {
      case "version":
        guard case .number(let number) = value.kind, let parsed = Int(number), parsed >= 1 else {
          throw failure(value.position, "expected the version as a whole number from 1, found \(value.kindName)")
        }
        guard parsed <= Self.currentVersion else {
          throw failure(
            value.position,
            "the file is version \(parsed), written by a newer strangler; this one reads version "
              + "\(Self.currentVersion) and older")
        }
        version = parsed
      case "stack":
        guard case .string(let path) = value.kind else {
          throw failure(value.position, "expected the stack as a link path string, found \(value.kindName)")
        }
        stack = path
      case "focus":
        if case .null = value.kind { continue }
        focus = try SavedFocus(value, file: file)
      case "state":
        guard case .object(let entries) = value.kind else {
          throw failure(value.position, "expected the modules' state as an object, found \(value.kindName)")
        }
        for entry in entries { values.entries[entry.key] = entry.value }
      default:
        throw failure(member.keyPosition, "unknown key \"\(member.key)\"; expected version, stack, focus or state")
      }
    }
    guard version != nil else { throw failure(json.position, "the state has no \"version\"") }
    guard let stack else { throw failure(json.position, "the state has no \"stack\"") }
    self.init(stack: stack, values: values, focus: focus)
  }
}

/// The element that had focus when a state was saved: enough to find it
/// again in a screen of either front (its role, label and place), and a text
/// field's cursor.
public struct SavedFocus: Sendable, Hashable {
  /// The element's role (`textField`, `row`, `button`).
  public var role: String
  /// The element's label.
  public var label: String
  /// How many elements with the same role and label came before it.
  public var ordinal: Int
  /// A text field's insertion point, in graphemes.
  public var cursor: Int?
  /// Where the element was on screen.
  public var x: Int
  public var y: Int

  /// The focus `handoff` describes.
  public init(_ handoff: FocusHandoff) {
    role = handoff.role.rawValue
    label = handoff.label
    ordinal = handoff.ordinal
    cursor = handoff.textCursor
    x = handoff.frame.origin.x
    y = handoff.frame.origin.y
  }

  /// The handoff that gives this element focus in a freshly built screen; nil for an unknown role.
  public var handoff: FocusHandoff? {
    guard let role = AccessibilityNode.Role(rawValue: role) else { return nil }
    return FocusHandoff(
      role: role, label: label, frame: Rect(x: x, y: y, width: 1, height: 1), ordinal: ordinal, textCursor: cursor)
  }

  init(_ json: PositionedJSON, file: String) throws(StateFileError) {
    guard case .object(let members) = json.kind else {
      throw StateFileError(
        file: file, position: json.position, message: "expected the focus as an object, found \(json.kindName)")
    }
    func member(_ key: String) -> PositionedJSON? { members.last { $0.key == key }?.value }
    func string(_ key: String) throws(StateFileError) -> String {
      guard let value = member(key), case .string(let text) = value.kind else {
        throw StateFileError(
          file: file, position: member(key)?.position ?? json.position,
          message: "the focus needs \"\(key)\" as a string")
      }
      return text
    }
    func int(_ key: String, optional: Bool = false) throws(StateFileError) -> Int? {
      let value = member(key)
      if optional, value == nil || value?.kind == .null { return nil }
      guard let value, case .number(let text) = value.kind, let number = Int(text), number >= 0 else {
        throw StateFileError(
          file: file, position: value?.position ?? json.position,
          message: "the focus needs \"\(key)\" as a whole number from 0")
      }
      return number
    }
    role = try string("role")
    label = try string("label")
    guard AccessibilityNode.Role(rawValue: role) != nil else {
      throw StateFileError(
        file: file, position: member("role")?.position, message: "the focus has an unknown role \"\(role)\"")
    }
    ordinal = try int("ordinal") ?? 0
    cursor = try int("cursor", optional: true)
    x = try int("x") ?? 0
    y = try int("y") ?? 0
  }
}

/// Each module's restorable state (and app-wide state) as JSON, by key: what
/// an app's ``StateRestoring`` core objects write and read, as `Codable`
/// values.
///
/// ```swift
/// values.set(LoginDraft(email: login.email), for: "login")
/// if let draft = try values.value(LoginDraft.self, for: "login") { login.email = draft.email }
/// ```
public struct RestorableValues: Sendable, Equatable {
  var entries: [String: PositionedJSON] = [:]
  /// The file the values were read from, for errors.
  var file: String = "the saved state"

  /// No values.
  public init() {}

  init(file: String) {
    self.file = file
  }

  /// The keys that have a value, sorted.
  public var keys: [String] { entries.keys.sorted() }

  /// Keeps `value` under `key` (replacing any value there); a value that does not encode is left out.
  public mutating func set(_ value: some Encodable, for key: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value), let json = try? JSONReader.parse(String(decoding: data, as: UTF8.self))
    else { return }
    entries[key] = json
  }

  /// The value under `key` as a `type`; nil when there is none, an error
  /// naming the file, the place and what did not fit when it is malformed.
  public func value<Value: Decodable>(_ type: Value.Type, for key: String) throws(StateFileError) -> Value? {
    guard let json = entries[key] else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: Data(json.jsonValue.rendered().utf8))
    } catch {
      throw StateFileError(
        file: file, position: json.position, message: "the state of \(key) does not fit: \(Self.describe(error))")
    }
  }

  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func place(_ path: [any CodingKey]) -> String {
      path.isEmpty
        ? "" : "at " + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + ": "
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(place(context.codingPath))missing \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(place(context.codingPath))\(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }
}

/// Core objects whose state outlives a relaunch: each module contributes its
/// restorable state (typed text, a selection, a scroll position, counts) and
/// app-wide state (the signed-in user) as `Codable` values. The engine saves
/// and restores the stack and focus itself; ``restoreState(from:)`` runs
/// before the stack's screens are built, so each screen opens on its state
/// in whichever front the flags choose.
public protocol StateRestoring: AnyObject {
  /// Writes what should come back after a relaunch into `values`.
  func saveState(into values: inout RestorableValues)
  /// Puts saved state back; an error (from ``RestorableValues/value(_:for:)``) when a value is malformed.
  func restoreState(from values: RestorableValues) throws(StateFileError)
}

/// Why a saved state could not be read or restored: the file, where in it, and why.
public struct StateFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file, as the user named it.
  public var file: String
  /// Where in the file, when the problem is at one place.
  public var position: SourcePosition?
  /// What is wrong.
  public var message: String

  /// An error in `file` at `position`.
  public init(file: String, position: SourcePosition? = nil, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  public var description: String {
    let place = position.map { ":\($0.line):\($0.column)" } ?? ""
    return "\(file.terminalSafe)\(place): error: \(message.terminalSafe)"
  }
}

/// A running app that can save its state and be restored from one: a
/// ``DrivenSession`` or ``LiveDrivenSession`` is one.
public protocol RestorableSession: AnyObject {
  /// The state now: stack, modules' state, focus.
  func savedState() -> SavedState
  /// Restores `state` into this fresh session: the modules' state, then the
  /// whole stack (each screen in the front its flag decides), then focus.
  func restore(_ state: SavedState) throws(StateFileError)
}

extension PositionedJSON {
  /// The value as a document to print.
  var jsonValue: JSONValue {
    switch kind {
    case .null: .null
    case .bool(let value): .bool(value)
    case .number(let text): Int(text).map(JSONValue.int) ?? .double(Double(text) ?? 0)
    case .string(let text): .string(text)
    case .array(let values): .array(values.map(\.jsonValue))
    case .object(let members): .object(members.map { ($0.key, $0.value.jsonValue) })
    }
  }
}
