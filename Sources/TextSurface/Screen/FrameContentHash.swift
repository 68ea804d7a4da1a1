extension Frame {
  /// A hash of every cell, byte for byte: each grapheme's UTF-8, then its
  /// width and style as one word (FNV-1a, 64 bits). Frames whose cells are
  /// identical always hash alike, and no `String` is hashed (which
  /// normalizes, and costs more than the rest of a cell).
  ///
  /// Not `hashValue`: that one must agree with `==`, which compares graphemes
  /// as canonically equivalent strings, so two encodings of `é` are equal
  /// there and hash apart here. Use it where identical means byte for byte —
  /// a determinism fingerprint, rows that may have shifted on a terminal.
  ///
  /// ```swift
  /// frame.contentHash == frame.contentHash  // always
  /// ```
  public var contentHash: Int {
    cells.withCells { Self.contentHash(of: $0.indices, in: $0) }
  }

  /// The content hash of `cells[range]`, read where they lie (a copied cell retains its grapheme).
  static func contentHash(of range: Range<Int>, in cells: CellStorage.Reader) -> Int {
    let prime: UInt64 = 0x100_0000_01b3
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in range {
      if cells.isBlank(index) {
        // A plain blank, most of most screens, is one word, with a bit no other cell's word sets.
        value = (value ^ (1 << 48)) &* prime
        continue
      }
      // The grapheme's bytes are read where they lie (a small string's copied
      // to the stack): `utf8`'s iterator costs several times more per cell,
      // and the row shift search hashes every changed row of two frames.
      let read: Void? = cells[index].grapheme.utf8.withContiguousStorageIfAvailable { bytes in
        for byte in bytes { value = (value ^ UInt64(byte)) &* prime }
      }
      if read == nil {  // a string bridged from a platform's own (never on Linux) may not be contiguous
        for byte in cells[index].grapheme.utf8 { value = (value ^ UInt64(byte)) &* prime }
      }
      let width = cells[index].width
      let style = cells[index].style
      let foreground: UInt64 = style.foreground.map { UInt64($0.rawValue) + 1 } ?? 0
      let background: UInt64 = style.background.map { UInt64($0.rawValue) + 1 } ?? 0
      var word = UInt64(width)
      word |= UInt64(style.attributes.rawValue) << 8
      word |= foreground << 16
      word |= background << 32
      value = (value ^ word) &* prime
    }
    return Int(truncatingIfNeeded: value)
  }
}
