extension String {
  /// This text cut to at most `width` columns, ending in `…` when anything was
  /// cut. A grapheme cluster is never split: a wide character that would only
  /// half fit is dropped whole.
  ///
  /// ```swift
  /// "Pizza Planet".truncated(toWidth: 8)  // "Pizza P…"
  /// "寿司寿司".truncated(toWidth: 4)        // "寿…"
  /// ```
  public func truncated(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    // Printable ASCII is already safe and one column per character.
    if isPrintableASCII { return utf8.count <= width ? self : String(prefix(width - 1)) + "…" }
    if let total = scalarByScalarWidth {
      // One character per scalar, already safe: cut by scalar widths, as below by characters.
      if total <= width { return self }
      var kept = String.UnicodeScalarView()
      var used = 0
      for scalar in unicodeScalars {
        let w = DisplayWidth.width(of: scalar)
        if used + w > width - 1 { break }
        kept.append(scalar)
        used += w
      }
      return String(kept) + "…"
    }
    let safe = terminalSafe
    if safe.displayWidth <= width { return safe }
    var result = ""
    var used = 0
    for character in safe {
      let w = character.displayWidth
      if used + w > width - 1 { break }
      result.append(character)
      used += w
    }
    return result + "…"
  }
}
