/// Text with the columns it occupies, measured once.
///
/// A list row measures its title and detail, cuts them to the room they
/// have and draws them, at every tick of a live list; each of those steps
/// alone would decode every scalar again. Measured once, a text that fits
/// (almost every row) is drawn as it is, a cell per scalar, when every
/// scalar stands alone (`DisplayWidth.standsAlone(_:)`).
///
/// ```swift
/// let detail = MeasuredText("$7.50 · 2.4 mi")    // width 14, stands alone
/// detail.truncated(toWidth: 20).text                // "$7.50 · 2.4 mi", not measured again
/// ```
struct MeasuredText {
  /// The text; terminal-safe when `standsAlone`.
  let text: String
  /// Its columns (`displayWidth`).
  let width: Int
  /// Every scalar stands alone: one cell per scalar, nothing to make safe.
  let standsAlone: Bool

  init(_ text: String) {
    self.text = text
    if let width = text.scalarByScalarWidth {
      self.width = width
      standsAlone = true
    } else {
      width = text.displayWidth
      standsAlone = false
    }
  }

  /// This text cut to at most `width` columns (`String.truncated(toWidth:)`), measured.
  func truncated(toWidth width: Int) -> MeasuredText {
    if standsAlone, self.width <= width, width > 0 { return self }
    return MeasuredText(text.truncated(toWidth: width))
  }
}
