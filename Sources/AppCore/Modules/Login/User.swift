/// A signed-in dasher.
public struct User: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Stable id: the flag router's targeting key.
  public let id: String
  public let name: String
  public let email: String

  public init(id: String, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }

  public var description: String { "user=\(id)" }
}

/// Whether text looks like an email address: one `@`, something before it,
/// a dotted domain after it, no spaces. Deliberately simple: the server decides.
public func looksLikeEmail(_ text: String) -> Bool {
  let parts = text.split(separator: "@", omittingEmptySubsequences: false)
  guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
  let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
  return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
}
