#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// In-place access to a frame's cells, and the buffer that holds them: the
/// one place TextSurface uses unsafe code, and why.
///
/// A `Cell` holds its grapheme in a `String`. Reading a cell out of an array
/// copies it, which retains and releases that string, and writing one over
/// another releases the old string. The canvas writes, the encoder compares and
/// the A/B comparison checks cells by the screenful at every commit, so each
/// of them would pay a retain and a release per cell; measured, that was most
/// of an unchanged frame's comparison. Through a buffer pointer a cell is read
/// and compared where it lies, and one written over an equal one is left alone.
///
/// The cells live in a `CellBuffer`, copied on write like an array. An
/// array's copy goes through the runtime's generic per-element copy, which
/// asks `Cell`'s value witnesses how to copy each cell; a frame's copy is
/// common (a canvas kept between frames is shared with the frame on screen
/// and with the frames a run records, and its next partial redraw copies
/// it), so the buffer copies cell by cell in code specialised for `Cell`.
///
/// A run of cells is compared byte for byte first (`Reader.cells(_:equal:of:)`,
/// the C library's `memcmp`): frames compared with each other are nearly
/// always equal, and equal bytes are equal cells. For that the storage is
/// zeroed before its cells are written: a cell's writes store its fields,
/// not the padding after them, so equal cells keep equal bytes. Bytes that
/// differ decide nothing (one grapheme can have two representations): those
/// cells are compared one by one, so the answer never depends on the bytes.
///
/// Nothing else touches the pointers: a `Reader` or `Writer` exists only for
/// the closure that received it (`CellBuffer.withCells(_:)`,
/// `CellBuffer.withMutableCells(_:)`), cannot escape it, and indexes as an
/// array does (checked in debug builds, as buffer pointers are). The tests
/// beside this type (`CellStorageTests`) check every operation against plain
/// array code.
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

    /// Whether cell `index` is a plain blank.
    func isBlank(_ index: Int) -> Bool {
      guard base[index].width == 1, base[index].style == .plain else { return false }
      // Its one byte is a space: what `== " "` decides (a space has no canonical equivalent),
      // without the string comparison's slow path for every cell that shows something. The
      // byte is read in place (a small string's copied to the stack): `utf8.first` is a call
      // that costs more than the rest, and erasing, encoding and hashing ask of every cell.
      return base[index].grapheme.utf8.withContiguousStorageIfAvailable { $0.count == 1 && $0[0] == 0x20 }
        ?? (base[index].grapheme.utf8.count == 1 && base[index].grapheme.utf8.first == 0x20)
    }

    /// Whether cell `index` equals cell `other` of `cells`, both compared where they lie.
    func cell(_ index: Int, equals other: Int, of cells: Reader) -> Bool {
      // `String ==` itself first compares the two strings' representations,
      // so an unchanged cell (nearly every cell compared) costs two words.
      base[index].width == cells.base[other].width && base[index].style == cells.base[other].style
        && base[index].grapheme == cells.base[other].grapheme
    }

    /// Whether cells `range` equal as many cells of `cells` from `otherStart`,
    /// cell for cell: byte for byte first, then one by one if the bytes
    /// differ (see `CellStorage`).
    func cells(_ range: Range<Int>, equal otherStart: Int, of cells: Reader) -> Bool {
      // Checked in debug builds, as indexing each cell would be: `memcmp` reads whatever it is given.
      assert(range.lowerBound >= 0 && range.upperBound <= count, "cells \(range) of \(count)")
      assert(otherStart >= 0 && otherStart + range.count <= cells.count, "cells from \(otherStart) of \(cells.count)")
      guard !range.isEmpty else { return true }
      let (left, right) = (base.baseAddress! + range.lowerBound, cells.base.baseAddress! + otherStart)
      if left == right || CellStorage.sameBytes(left, right, count: range.count) { return true }
      return range.indices.allSatisfy { cell($0, equals: otherStart + ($0 - range.lowerBound), of: cells) }
    }

    /// Whether these cells and `cells`, as many, hold the same bytes: the
    /// shortcut `cells(_:equal:of:)` takes, which equal cells should allow.
    func sameBytes(as cells: Reader) -> Bool {
      count == cells.count
        && (count == 0 || CellStorage.sameBytes(base.baseAddress!, cells.base.baseAddress!, count: count))
    }
  }

  /// Sets the bytes of `count` cells from `cells`, not yet initialized, to zero.
  fileprivate static func zero(_ cells: UnsafeMutablePointer<Cell>, count: Int) {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(ucrt)
      memset(cells, 0, count * MemoryLayout<Cell>.stride)
    #endif
  }

  /// Whether `count` cells from `left` and from `right` hold the same bytes, padding included.
  fileprivate static func sameBytes(_ left: UnsafePointer<Cell>, _ right: UnsafePointer<Cell>, count: Int) -> Bool {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(ucrt)
      return memcmp(left, right, count * MemoryLayout<Cell>.stride) == 0
    #else
      return false
    #endif
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

/// A frame's cells, row-major: a collection copied on write, as an array is,
/// whose copy is specialised for `Cell`. Written only by TextSurface, through
/// `withMutableCells(_:)` (see `CellStorage`).
public struct CellBuffer: RandomAccessCollection, Hashable {
  /// The cells; the header is their count. Uniquely referenced when written.
  private final class Storage: ManagedBuffer<Int, Cell> {
    /// A new storage of `count` cells, each initialized by `cell(index)`.
    static func make(count: Int, _ cell: (Int) -> Cell) -> Storage {
      let storage = unsafeDowncast(Storage.create(minimumCapacity: count) { _ in 0 }, to: Storage.self)
      storage.withUnsafeMutablePointers { header, cells in
        // Zeroed first, so the padding after each cell starts equal in every buffer (see `CellStorage`).
        CellStorage.zero(cells, count: count)
        for index in 0..<count { (cells + index).initialize(to: cell(index)) }
        // Only now are there cells for `deinit` to destroy: `cell` cannot throw.
        header.pointee = count
      }
      return storage
    }

    /// A storage with the same cells.
    func copy() -> Storage {
      withUnsafeMutablePointers { count, cells in Storage.make(count: count.pointee) { cells[$0] } }
    }

    deinit {
      _ = withUnsafeMutablePointers { count, cells in cells.deinitialize(count: count.pointee) }
    }
  }

  private var storage: Storage

  /// `count` copies of `cell`.
  // Inlined where it is called: a canvas's blank cells are then copies of a
  // constant, and copying a constant string needs no retain per cell.
  @inline(__always)
  init(repeating cell: Cell, count: Int) {
    storage = Storage.make(count: count) { _ in cell }
  }

  /// The cells of `cells`, in order.
  init(_ cells: some Collection<Cell>) {
    let cells = Array(cells)
    storage = Storage.make(count: cells.count) { cells[$0] }
  }

  /// The first cell's index: 0.
  public var startIndex: Int { 0 }
  /// One past the last cell's index: the number of cells.
  public var endIndex: Int { storage.header }

  /// Cell `index` (row-major: `y * width + x`).
  public subscript(index: Int) -> Cell {
    withCells { $0[index] }
  }

  /// Calls `body` with read access to the cells in place (see `CellStorage`).
  func withCells<Result>(_ body: (CellStorage.Reader) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { count, cells in
      try body(CellStorage.Reader(base: UnsafeBufferPointer(start: cells, count: count.pointee)))
    }
  }

  /// Calls `body` with write access to the cells in place (see `CellStorage`),
  /// copying them first if another buffer shares them.
  mutating func withMutableCells<Result>(_ body: (CellStorage.Writer) throws -> Result) rethrows -> Result {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return try storage.withUnsafeMutablePointers { count, cells in
      try body(CellStorage.Writer(base: UnsafeMutableBufferPointer(start: cells, count: count.pointee)))
    }
  }

  /// Equal when the cells are, compared in place; buffers sharing their cells without looking.
  public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.storage === rhs.storage { return true }
    return lhs.withCells { left in rhs.withCells { right in left.cells(left.indices, equal: 0, of: right) } }
  }

  /// Hashes the count and every cell, as an array of them does.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    withCells { cells in
      for index in cells.indices { hasher.combine(cells[index]) }
    }
  }
}

// The buffer is a value: its storage is written only when no other buffer
// shares it (`withMutableCells(_:)`), so buffers on different threads never
// touch the same cells mutably.
extension CellBuffer: @unchecked Sendable {}
