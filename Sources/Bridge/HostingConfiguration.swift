import DeclarativeUI
import LegacyUI

/// A declarative row in a legacy table view cell, like `UIHostingConfiguration`:
/// the cell's content view is a `HostingView`, made once per cell and given
/// the next row's view when the cell is reused — so a table of any length
/// still builds only a screenful of cells and of hosted trees.
///
/// ```swift
/// func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///   let cell = tableView.dequeueReusableCell(withIdentifier: "offer", for: indexPath)
///   cell.contentConfiguration = HostingConfiguration { OfferRow(row: rows[indexPath.row]) }
///   return cell
/// }
/// ```
public struct HostingConfiguration<Content: DeclarativeUI.View>: ContentConfiguration {
  /// The row's declarative content.
  public let content: Content

  /// A configuration showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A hosting view showing the content.
  public func makeContentView() -> LegacyUI.View { HostingView(rootView: content) }

  /// Gives a reused cell's hosting view this row's content.
  public func update(_ view: LegacyUI.View) -> Bool {
    guard let hosting = view as? HostingView else { return false }
    hosting.setRootView(content)
    return true
  }
}
