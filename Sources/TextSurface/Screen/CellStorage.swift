/// In-place access to a frame's cells: the one place TextSurface uses unsafe
/// code, and why.
///
/// A `Cell` holds its grapheme in a `String`. Reading a cell out of an array
/// copies it, which retains and releases that string, and writing one over
/// another releases the old string. The canvas writes, the encoder compares and
/// the A/B comparison checks cells by the screenful at every commit, so each
/// of them would pay a retain and a release per cell; measured, that was most
/// of an unchanged frame's comparison. Through a buffer pointer a cell is read
/// and compared where it lies, and one written over an equal one is left alone.
///
/// Nothing else touches the pointers: a `Reader` or `Writer` exists only for
/// the closure that received it (`Array.withCells(_:)`,
/// `Array.withMutableCells(_:)`), cannot escape it, and indexes as the array
/// does (checked in debug builds, as buffer pointers are). The tests beside
/// this type (`CellStorageTests`) check every operation against plain array code.
///
/// ```swift
/// let blanks = frame.cells.withCells { cells in cells.indices.count { cells.isBlank($0) } }
/// frame.cells.withMutableCells { cells in cells[0] = .blank }
/// ```
enum CellStorage {
  /// Read access to cells in place, for one closure.
  struct Reader {
    fileprivate let base: UnsafeBufferPointer<Cell>

    /// The number of cells.
    var count: Int { base.count }
    /// The valid indices, `0..<count`.
    var indices: Range<Int> { base.indices }

    /// Cell `index`, read where it lies: reading a property of it copies only that property.
    subscript(index: Int) -> Cell {
      _read { yield base[index] }
    }

    /// Whether both readers read the same storage (two frames sharing their cells).
    func sharesStorage(with other: Reader) -> Bool { base.baseAddress == other.base.baseAddress }

    /// Whether cell `index` is a plain blank.
    func isBlank(_ index: Int) -> Bool {
      // Its one byte is a space: what `== " "` decides (a space has no canonical equivalent),
      // without the string comparison's slow path for every cell that shows something.
      base[index].width == 1 && base[index].style == .plain && base[index].grapheme.utf8.count == 1
        && base[index].grapheme.utf8.first == 0x20
    }

    /// Whether cell `index` equals cell `other` of `cells`, both compared where they lie.
    func cell(_ index: Int, equals other: Int, of cells: Reader) -> Bool {
      // `String ==` itself first compares the two strings' representations,
      // so an unchanged cell (nearly every cell compared) costs two words.
      base[index].width == cells.base[other].width && base[index].style == cells.base[other].style
        && base[index].grapheme == cells.base[other].grapheme
    }
  }

  /// Read and write access to cells in place, for one closure.
  struct Writer {
    fileprivate let base: UnsafeMutableBufferPointer<Cell>

    /// The same cells, to read and compare.
    var reader: Reader { Reader(base: UnsafeBufferPointer(base)) }

    /// Cell `index`, read and written where it lies.
    subscript(index: Int) -> Cell {
      _read { yield base[index] }
      nonmutating _modify { yield &base[index] }
    }

    /// Exchanges two cells without retaining or releasing their graphemes.
    func swapAt(_ i: Int, _ j: Int) { base.swapAt(i, j) }
  }
}

extension Array where Element == Cell {
  /// Calls `body` with read access to the cells in place (see `CellStorage`).
  func withCells<Result>(_ body: (CellStorage.Reader) throws -> Result) rethrows -> Result {
    try withUnsafeBufferPointer { try body(CellStorage.Reader(base: $0)) }
  }

  /// Calls `body` with write access to the cells in place (see `CellStorage`).
  mutating func withMutableCells<Result>(_ body: (CellStorage.Writer) throws -> Result) rethrows -> Result {
    try withUnsafeMutableBufferPointer { try body(CellStorage.Writer(base: $0)) }
  }
}
