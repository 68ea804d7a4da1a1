/// Which scenarios of a suite a run takes, the way test runners choose tests:
/// by name (`--grep PATTERN`) and by shard (`--shard I/N`), so CI can spread
/// a large suite over N machines and merge the reports afterwards.
///
/// Sharding is deterministic and depends only on the list it is given: the
/// scenarios that pass the name filter, in order, cut into N contiguous parts
/// whose sizes differ by at most one (the first parts take the extra ones).
/// Every scenario is in exactly one shard, whatever N is.
///
/// ```swift
/// let selection = try ScenarioSelection(grep: "sign", shard: "2/3")
/// let mine = selection.apply(to: scenarios)
/// ```
public struct ScenarioSelection {
  /// A `--shard` value: part `index` (1-based) of `count`.
  public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// Which part, from 1.
    public var index: Int
    /// How many parts.
    public var count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N; nil for anything else.
    public init?(_ text: String) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count) ~= index
      else { return nil }
      self.index = index
      self.count = count
    }

    /// `2/3`.
    public var description: String { "\(index)/\(count)" }

    /// The offsets of this shard's part of `total` items.
    public func range(of total: Int) -> Range<Int> {
      let base = total / count
      let extra = total % count
      let start = (index - 1) * base + min(index - 1, extra)
      return start..<(start + base + (index <= extra ? 1 : 0))
    }
  }

  /// Why a selection could not be made.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// What was wrong, for a `strangler: error:` line.
    public var description: String
  }

  /// The name filter's source text, if any.
  public var pattern: String?
  /// The shard, if any.
  public var shard: Shard?
  private let regex: Regex<AnyRegexOutput>?

  /// A selection from `--grep` (a regular expression matched anywhere in the
  /// name, case-insensitively) and `--shard` (`I/N`); throws on a bad value.
  public init(grep: String? = nil, shard: String? = nil) throws(Failure) {
    pattern = grep
    if let grep {
      do {
        regex = try Regex(grep).ignoresCase()
      } catch {
        throw Failure(description: "--grep: not a regular expression: \(error)")
      }
    } else {
      regex = nil
    }
    if let shard {
      guard let parsed = Shard(shard) else {
        throw Failure(description: "--shard takes I/N with 1 ≤ I ≤ N (e.g. 2/4)")
      }
      self.shard = parsed
    } else {
      self.shard = nil
    }
  }

  /// Whether `name` passes the name filter.
  public func matches(_ name: String) -> Bool {
    guard let regex else { return true }
    return (try? regex.firstMatch(in: name)) != nil
  }

  /// The scenarios selected from `scenarios`, in their order.
  public func apply(to scenarios: [Scenario]) -> [Scenario] {
    let named = scenarios.filter { matches($0.name) }
    guard let shard else { return named }
    return Array(named[shard.range(of: named.count)])
  }
}
