import ScreenLayer
import TextSurface

/// One visible row of a `TableView`, like `UITableViewCell`.
///
/// Cells are created by the table (from a registered class or factory) and
/// reused: when a row scrolls out of view its cell goes back to a pool keyed
/// by `reuseIdentifier`, `prepareForReuse()` runs, and the data source
/// configures it for another row. A data source never keeps a cell per row.
///
/// Rows are one line, drawn by the shared `ListRowAppearance` so they match
/// the declarative `List` cell for cell:
/// - `.default`: `textLabel` at the left;
/// - `.value1`: `textLabel` at the left, `detailTextLabel` right-aligned.
///
/// The row with focus is drawn inverse across its width (over custom content
/// too). Custom content goes into `contentView`, laid out in the row's rect.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "review", for: indexPath)
/// cell.textLabel.text = review.author
/// cell.detailTextLabel?.text = review.stars
/// ```
open class TableViewCell: View {
  /// The built-in layouts, like `UITableViewCell.CellStyle`.
  public enum CellStyle: Sendable {
    /// A title only.
    case `default`
    /// A title at the left and a detail at the right (Settings-style).
    case value1
  }

  /// Which built-in layout this cell uses.
  public let style: CellStyle
  /// The identifier the table reuses this cell under.
  public let reuseIdentifier: String?
  /// The title; its text is the row's accessibility label, what `select "…"` finds.
  public let textLabel = Label()
  /// The right-aligned detail; nil in `.default` style, as in UIKit.
  public let detailTextLabel: Label?
  /// Put custom subviews here; it always fills the cell.
  public let contentView = View()
  /// Whether the row is drawn highlighted; the table sets it on the focused row.
  public internal(set) var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
  }

  /// A cell of `style`, reused under `reuseIdentifier`. Subclasses registered
  /// with `register(_:forCellReuseIdentifier:)` are created through this initializer.
  public required init(style: CellStyle = .default, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    detailTextLabel = style == .value1 ? Label() : nil
    super.init()
    // The labels are hidden subviews: the row look draws their text, but as
    // subviews a change to `cell.textLabel.text` still reaches the window.
    for label in [textLabel, detailTextLabel].compactMap(\.self) {
      label.isHidden = true
      addSubview(label)
    }
    addSubview(contentView)
  }

  /// Called before the cell is handed out again; reset per-row state here.
  /// The default clears the labels, like UIKit's.
  ///
  /// A `contentConfiguration` stays: the data source sets the next row's, which updates the same content view.
  open func prepareForReuse() {
    textLabel.text = ""
    detailTextLabel?.text = ""
  }

  /// The cell's content described as a value, like UIKit's `contentConfiguration`: setting one
  /// shows its content view in `contentView`, drawn over the (empty) built-in row and highlighted
  /// the same way; the row's semantics come from it. Setting another configuration to a reused cell
  /// updates the content view it already has when the configuration can (`update(_:)`), so
  /// reuse keeps working: a table still builds only a screenful of cells and content views.
  ///
  /// ```swift
  /// cell.contentConfiguration = HostingConfiguration { OfferRow(row: row) }   // the Bridge's
  /// ```
  public var contentConfiguration: (any ContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }
  /// The view `contentConfiguration` made, if any.
  public private(set) var configuredContentView: View?

  private func applyContentConfiguration() {
    guard let contentConfiguration else {
      configuredContentView?.removeFromSuperview()
      configuredContentView = nil
      return
    }
    if let existing = configuredContentView, contentConfiguration.update(existing) {
      setNeedsLayout()
      return
    }
    configuredContentView?.removeFromSuperview()
    let made = contentConfiguration.makeContentView()
    contentView.addSubview(made)
    configuredContentView = made
  }

  open override func layoutSubviews() {
    contentView.frame = bounds
    configuredContentView?.frame = contentView.bounds
  }

  open override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    // The highlight is applied after custom content is drawn (drawOverSubviews).
    ListRowAppearance.draw(
      title: textLabel.text, detail: detailTextLabel?.text, isHighlighted: false, in: &canvas, rect: rect,
      clip: clip)
  }

  override func drawOverSubviews(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard isHighlighted else { return }
    canvas.applyStyle(
      TextStyle(attributes: .inverse),
      in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: ListRowAppearance.rowHeight).intersection(clip))
  }

  /// The row's semantics through the shared look: role `row`, title as label, detail as value.
  open override func accessibilityNode() -> AccessibilityNode? {
    if let configured = configuredContentView, accessibilityLabel == nil {
      // A configured row reads as what its content says: the first labelled element, its value as detail.
      let described = Self.firstLabelled(configured.accessibilityNodes())
      return ListRowAppearance.accessibilityNode(
        title: described?.label ?? "", detail: described?.value, isFocused: isHighlighted, frame: absoluteFrame)
    }
    return ListRowAppearance.accessibilityNode(
      title: accessibilityLabel ?? textLabel.text, detail: detailTextLabel?.text, isFocused: isHighlighted,
      frame: absoluteFrame)
  }

  private static func firstLabelled(_ nodes: [AccessibilityNode]) -> AccessibilityNode? {
    for node in nodes {
      if !node.label.isEmpty { return node }
      if let inner = firstLabelled(node.children) { return inner }
    }
    return nil
  }

  /// Rows are reported by the table, one node each; custom content is not.
  open override func accessibilityNodes() -> [AccessibilityNode] {
    accessibilityNode().map { [$0] } ?? []
  }
}
