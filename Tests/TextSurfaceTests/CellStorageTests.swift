import Testing

@testable import TextSurface

/// `CellStorage` and `CellBuffer` are the one place TextSurface reads and
/// writes cells through pointers; every operation must agree with plain array code.
@Suite("Cell storage")
struct CellStorageTests {
  private let cells: [Cell] = [
    .blank, Cell(grapheme: "a", width: 1, style: .plain), Cell(grapheme: "寿", width: 2, style: .plain),
    .continuation(.plain), Cell(grapheme: " ", width: 1, style: TextStyle(attributes: .bold)),
    Cell(grapheme: "a", width: 1, style: TextStyle(attributes: .inverse)),
  ]

  @Test func readsAreTheArraysCells() {
    #expect(Array(CellBuffer(cells)) == cells)
    CellBuffer(cells).withCells { reader in
      #expect(reader.count == cells.count)
      #expect(reader.indices == cells.indices)
      for index in cells.indices { #expect(reader[index] == cells[index]) }
    }
  }

  @Test func aBlankIsAPlainSpaceOfWidthOne() {
    let expected = cells.map { $0 == .blank }
    #expect(CellBuffer(cells).withCells { reader in cells.indices.map { reader.isBlank($0) } } == expected)
  }

  @Test func cellsCompareAsCellEqualityDoes() {
    let other: [Cell] = cells.reversed() + [.blank]
    CellBuffer(cells).withCells { left in
      CellBuffer(other).withCells { right in
        for i in cells.indices {
          for j in other.indices {
            #expect(left.cell(i, equals: j, of: right) == (cells[i] == other[j]), "\(i) \(j)")
          }
        }
      }
    }
  }

  @Test func writesAndSwapsChangeTheBufferAndNotItsCopies() {
    let original = CellBuffer(cells)
    var copy = original
    copy.withMutableCells { writer in
      writer[0] = Cell(grapheme: "z", width: 1, style: .plain)
      writer[1].style = TextStyle(attributes: .bold)
      writer.swapAt(2, 5)
      #expect(writer.reader[0].grapheme == "z")
    }
    var expected = cells
    expected[0] = Cell(grapheme: "z", width: 1, style: .plain)
    expected[1].style = TextStyle(attributes: .bold)
    expected.swapAt(2, 5)
    #expect(Array(copy) == expected)
    #expect(Array(original) == cells, "the buffer it was copied from keeps its cells")
  }

  @Test func aCopyOnWriteKeepsEveryCellIncludingLongGraphemes() {
    // A family emoji is longer than a string can hold inline: its copy shares heap storage.
    let family = Cell(grapheme: "👨‍👩‍👧‍👦", width: 2, style: .plain)
    let original = CellBuffer(cells + [family, .continuation(.plain)])
    var copy = original
    copy.withMutableCells { writer in writer[0] = family }
    #expect(Array(copy.dropFirst()) == Array(original.dropFirst()))
    #expect(copy[0] == family && original[0] == .blank)
    #expect(copy[cells.count].grapheme == "👨‍👩‍👧‍👦")
  }

  @Test func buffersAreEqualAndHashAlikeWhenTheirCellsAre() {
    let buffer = CellBuffer(cells)
    let same = CellBuffer(cells)
    #expect(buffer == same && buffer.hashValue == same.hashValue)
    #expect(buffer != CellBuffer(cells.reversed()))
    #expect(buffer != CellBuffer(cells.dropLast()))
    #expect(CellBuffer(repeating: .blank, count: 3) == CellBuffer([.blank, .blank, .blank]))
  }

  @Test func framesSharingTheirCellsAreSeenAsSuch() {
    let frame = Frame(size: Size(width: 3, height: 2))
    let same = frame
    let other = Frame(size: Size(width: 3, height: 2))
    #expect(frame.cells.withCells { left in same.cells.withCells { left.sharesStorage(with: $0) } })
    #expect(!frame.cells.withCells { left in other.cells.withCells { left.sharesStorage(with: $0) } })
    #expect(frame == other)
  }
}
