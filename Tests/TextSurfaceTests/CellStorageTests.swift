import Testing

@testable import TextSurface

/// `CellStorage` is the one place TextSurface reads and writes cells through
/// pointers; every operation must agree with plain array code.
@Suite("Cell storage")
struct CellStorageTests {
  private let cells: [Cell] = [
    .blank, Cell(grapheme: "a", width: 1, style: .plain), Cell(grapheme: "寿", width: 2, style: .plain),
    .continuation(.plain), Cell(grapheme: " ", width: 1, style: TextStyle(attributes: .bold)),
    Cell(grapheme: "a", width: 1, style: TextStyle(attributes: .inverse)),
  ]

  @Test func readsAreTheArraysCells() {
    cells.withCells { reader in
      #expect(reader.count == cells.count)
      #expect(reader.indices == cells.indices)
      for index in cells.indices { #expect(reader[index] == cells[index]) }
    }
  }

  @Test func aBlankIsAPlainSpaceOfWidthOne() {
    let expected = cells.map { $0 == .blank }
    #expect(cells.withCells { reader in cells.indices.map { reader.isBlank($0) } } == expected)
  }

  @Test func cellsCompareAsCellEqualityDoes() {
    let other: [Cell] = cells.reversed() + [.blank]
    cells.withCells { left in
      other.withCells { right in
        for i in cells.indices {
          for j in other.indices {
            #expect(left.cell(i, equals: j, of: right) == (cells[i] == other[j]), "\(i) \(j)")
          }
        }
      }
    }
  }

  @Test func writesAndSwapsChangeTheArrayInPlace() {
    var copy = cells
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
    #expect(copy == expected)
    #expect(cells[0] == .blank, "the original keeps its cells")
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
