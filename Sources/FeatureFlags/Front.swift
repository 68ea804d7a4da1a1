/// Which UI toolkit renders a module.
///
/// `legacy` is the imperative, UIKit-modelled front; `declarative` the
/// SwiftUI-modelled one. The raw values are the spellings used on the command
/// line, in `STRANGLER_FLAGS` and in the flags file.
public enum Front: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  case legacy
  case declarative

  /// The other front: what an explicit switch (`flip`) moves to.
  public var other: Front { self == .legacy ? .declarative : .legacy }

  /// The spelling used everywhere: `legacy` or `declarative`.
  public var description: String { rawValue }
}
