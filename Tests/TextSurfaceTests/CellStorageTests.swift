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

  /// The runs of `cells` and of `other` from every start and of every length, compared both ways.
  private func expectRunsCompareCellByCell(_ cells: [Cell], _ other: [Cell]) {
    CellBuffer(cells).withCells { left in
      CellBuffer(other).withCells { right in
        for start in cells.indices {
          for end in start...cells.count where end - start <= other.count {
            let run = start..<end
            for otherStart in 0...(other.count - run.count) {
              let expected = cells[run].elementsEqual(other[otherStart..<otherStart + run.count])
              #expect(left.cells(run, equal: otherStart, of: right) == expected, "\(run) \(otherStart)")
            }
          }
        }
      }
    }
  }

  @Test func runsCompareAsTheirCellsDo() {
    expectRunsCompareCellByCell(cells, cells)
    expectRunsCompareCellByCell(cells, cells.reversed() + [.blank])
    var restyled = cells
    restyled[2].style = TextStyle(foreground: .red)
    expectRunsCompareCellByCell(cells, restyled)
  }

  @Test func equalGraphemesWithOtherBytesStillCompareEqual() {
    // Built twice from its bytes, a long grapheme is two heap strings: the
    // cells' bytes differ, the cells do not.
    func family() -> Cell {
      Cell(grapheme: String(decoding: Array("👨‍👩‍👧‍👦".utf8), as: UTF8.self), width: 2, style: .plain)
    }
    let left = CellBuffer(cells + [family(), .continuation(.plain)])
    let right = CellBuffer(cells + [family(), .continuation(.plain)])
    let sameBytes = left.withCells { left in right.withCells { left.sameBytes(as: $0) } }
    #expect(!sameBytes, "the two graphemes' representations differ")
    #expect(left == right)
    expectRunsCompareCellByCell(Array(left), Array(right))
  }

  @Test func equalCellsKeepEqualBytesHoweverTheyWereWritten() {
    // The byte comparison is only a shortcut, but it must be the usual path:
    // cells drawn, written one by one, swapped and copied keep zero padding.
    var drawn = Canvas(size: Size(width: 6, height: 1))
    drawn.draw("ab 寿", at: Point(x: 0, y: 0))
    var written = Frame(size: Size(width: 6, height: 1))
    written.cells.withMutableCells { writer in
      writer[5] = Cell(grapheme: "a", width: 1, style: .plain)
      writer.swapAt(0, 5)
      writer[1] = Cell(grapheme: "b", width: 1, style: .plain)
      writer[3] = Cell(grapheme: "寿", width: 2, style: .plain)
      writer[4] = .continuation(.plain)
    }
    var copied = written
    copied.cells.withMutableCells { writer in writer[2].style = .plain }
    for frame in [written, copied] {
      #expect(frame == drawn.frame)
      #expect(drawn.frame.cells.withCells { left in frame.cells.withCells { left.sameBytes(as: $0) } })
    }
  }

  @Test func framesCompareEqualOnlyWhenEveryCellIs() {
    let size = Size(width: 5, height: 3)
    let blank = Frame(size: size)
    #expect(blank == Frame(size: size))
    for index in 0..<size.width * size.height {
      var changed = blank
      changed.cells.withMutableCells { writer in writer[index].style = TextStyle(attributes: .underline) }
      #expect(changed != blank, "cell \(index)")
      #expect(blank.differingRows(from: changed) == [index / size.width])
    }
    #expect(blank.differingRows(from: Frame(size: Size(width: 5, height: 4))) == [0, 1, 2, 3])
  }
}
