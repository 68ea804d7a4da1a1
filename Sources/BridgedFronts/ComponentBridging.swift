import App
import AppCore
import Bridge
import DeclarativeFront
import DeclarativeScreens
import DeclarativeUI
import LegacyFront
import LegacyScreens
import LegacyUI
import Migration

// Bottom-up bridging: each component's two adapters, the only places a screen
// shows a component of the other front. `strangler status` counts the code
// lines of each use site, from its `Bridge use site:` marker to the next.

extension DeclarativeComponentsInLegacy {
  /// Declarative components in legacy screens: a hosting cell, two hosting views.
  static var bridged: DeclarativeComponentsInLegacy {
    DeclarativeComponentsInLegacy(
      // Bridge use site: offers.row declarative in a legacy table (HostingConfiguration).
      offersRow: { row in HostingConfiguration { OfferRow(row: row) } },
      // Bridge use site: ratings.summary declarative in a legacy screen (HostingView).
      ratingsSummary: {
        let hosting = HostingView(rootView: RatingsSummary(text: ""))
        return ComponentSlot(view: hosting) { hosting.setRootView(RatingsSummary(text: $0 ?? "")) }
      },
      // Bridge use site: tapCounter.taps declarative in a legacy screen (HostingView).
      tapCounterTaps: {
        let hosting = HostingView(rootView: TapsText(text: ""))
        return ComponentSlot(view: hosting) { hosting.setRootView(TapsText(text: $0)) }
      })
  }
}

extension LegacyComponentsInDeclarative {
  /// Legacy components in declarative screens: the legacy widgets through `LegacyViewRepresentable`.
  static var bridged: LegacyComponentsInDeclarative {
    LegacyComponentsInDeclarative(
      // Bridge use site: offers.row legacy in a declarative list (LegacyViewRepresentable, below).
      offersRow: { AnyView(LegacyOfferRow(row: $0)) },
      // Bridge use site: ratings.summary legacy in a declarative screen (LegacyViewRepresentable, below).
      ratingsSummary: { AnyView(LegacyText(text: $0, make: RatingsSummaryLabel.init)) },
      // Bridge use site: tapCounter.taps legacy in a declarative screen (LegacyViewRepresentable, below).
      tapCounterTaps: { AnyView(LegacyText(text: $0, make: TapsLabel.init)) })
  }
}

// Bridge use site: the representable of offers.row.
/// The legacy offer cell in a declarative list row. Its coordinator remembers the
/// row it last showed, so `updateView` touches the cell only when the row changed.
struct LegacyOfferRow: LegacyViewRepresentable {
  let row: RowViewData

  final class Coordinator {
    var shown: RowViewData?
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeView(context: Context) -> OfferRowCell { OfferRowCell(reuseIdentifier: nil) }

  func updateView(_ cell: OfferRowCell, context: Context) {
    guard context.coordinator.shown != row else { return }
    context.coordinator.shown = row
    cell.configure(with: row)
  }
}

// Bridge use site: the representable of ratings.summary and tapCounter.taps.
/// A legacy label component in a declarative screen; its coordinator remembers the text shown.
struct LegacyText<Widget: LegacyUI.Label>: LegacyViewRepresentable {
  let text: String
  let make: () -> Widget

  final class Coordinator {
    var shown: String?
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeView(context: Context) -> Widget { make() }

  func updateView(_ label: Widget, context: Context) {
    guard context.coordinator.shown != text else { return }
    context.coordinator.shown = text
    label.text = text
  }
}
