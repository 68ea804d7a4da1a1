import DeclarativeUI
import StranglerCommands
import TextSurface

/// Bytes written to the terminal when one row of an 80×24 screen changes.
///
/// The frames are real toolkit output: an offer board (a dozen labels) drawn
/// by DeclarativeUI's `ViewHost`, before and after its status line is
/// rewritten (an offer is accepted); every other row stays. Three encodings:
/// - changes: `ANSIEncoder.encodeChanges`, only the changed cells with the
///   cheapest byte sequence — what the frame presenter writes for either front;
/// - full redraw: `ANSIEncoder.encodeFull`, the whole frame — what a toolkit
///   writing every frame whole (or a repaint) would write;
/// - naive: `ANSIEncoder.encodeNaive`, the changed runs each with an absolute
///   cursor move and per-cell style codes — what a diffing renderer without
///   the cheapest-sequence encoder would write.
///
/// Only the declarative toolkit draws here: both fronts draw the identical
/// frame for identical state (the parity tests check it).
enum OutputBenchmark {
  struct Result: Sendable {
    var oneRow: Int
    var fullRedraw: Int
    var naive: Int
  }

  static let screen = Size(width: 80, height: 24)

  static func run() -> Result {
    let before = frame(status: "Status: online, waiting for offers")
    let after = frame(status: "Status: Pizza Planet accepted, 12 min to pickup")
    let encoder = ANSIEncoder()
    return Result(
      oneRow: encoder.encodeChanges(from: before, to: after).count,
      fullRedraw: encoder.encodeFull(after).count,
      naive: encoder.encodeNaive(from: before, to: after).count)
  }

  /// The board drawn through the declarative toolkit, as its host draws it.
  static func frame(status: String) -> Frame {
    let host = ViewHost(rootView: OfferBoard(status: status))
    host.update()
    var canvas = Canvas(size: screen)
    host.layout(in: canvas.bounds)
    host.draw(in: &canvas, clip: canvas.bounds)
    return canvas.frame
  }
}

/// A screen of labels where exactly one row changes between the two frames.
private struct OfferBoard: View {
  var status: String

  private static let offers = [
    ("Pizza Planet", "$12.50", "2.1 mi"), ("Noodle Bar", "$9.75", "1.4 mi"),
    ("Taco Town", "$8.20", "3.0 mi"), ("Curry House", "$15.10", "4.2 mi"),
    ("Burger Barn", "$7.90", "0.8 mi"), ("Sushi Spot", "$18.40", "5.5 mi"),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      // The widest row, so the stack's width (and so every row's place) does not change.
      Text("Offers near you: 6 available, sorted by payout per mile").bold()
      for (index, offer) in Self.offers.enumerated() {
        Text(line(offer, seconds: 30 + index * 15))
      }
      Text(status)
      Text("Today's earnings: $84.35").dim()
    }
  }

  private func line(_ offer: (String, String, String), seconds: Int) -> String {
    let name = offer.0.padding(toLength: 16)
    return "\(name)  \(offer.1.padding(toLength: 7))  \(offer.2)  \(seconds)s left"
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
