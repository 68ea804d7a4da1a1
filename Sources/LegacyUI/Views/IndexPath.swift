/// The address of a row, like Foundation's `IndexPath` as UIKit table views use it.
///
/// Table views here have exactly one section (section 0): grouped tables and
/// section headers are out of scope, but the address keeps UIKit's shape so
/// data source code reads the same (`indexPath.row`).
///
/// ```swift
/// tableView.scrollToRow(at: IndexPath(row: 42, section: 0), at: .middle)
/// ```
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section; always 0 here.
  public var section: Int
  /// The row within the section.
  public var row: Int

  /// The row `row` of section `section` (always 0 here).
  public init(row: Int, section: Int = 0) {
    self.row = row
    self.section = section
  }

  /// Section first, then row.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`, as Foundation prints it.
  public var description: String { "[\(section), \(row)]" }
}
