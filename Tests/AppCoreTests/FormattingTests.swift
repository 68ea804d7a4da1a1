import AppCore
import Testing

/// The core formats money, counts, distances, dates and offer rows, so both
/// fronts only place strings: the same text whatever the machine or locale.
@Suite("Formatting")
struct FormattingTests {
  @Test(arguments: [
    (0, "$0.00"), (5, "$0.05"), (10, "$0.10"), (99, "$0.99"), (100, "$1.00"), (99_999, "$999.99"),
    (543_435, "$5,434.35"), (12_345_678, "$123,456.78"), (-1_200, "-$12.00"), (-5, "-$0.05"),
    (Int.max, "$92,233,720,368,547,758.07"), (Int.min, "-$92,233,720,368,547,758.08"),
  ])
  func money(cents: Int, text: String) {
    #expect(Formatting.money(cents: cents) == text)
  }

  @Test(arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (1_204, "1,204"), (-1_000, "-1,000"),
    (1_000_000, "1,000,000"), (1_005_020, "1,005,020"), (Int.min, "-9,223,372,036,854,775,808"),
  ])
  func number(value: Int, text: String) {
    #expect(Formatting.number(value) == text)
  }

  @Test func countsArePluralExceptOne() {
    #expect(Formatting.count(1, "rating") == "1 rating")
    #expect(Formatting.count(0, "rating") == "0 ratings")
    #expect(Formatting.count(1_204, "rating") == "1,204 ratings")
    #expect(Formatting.count(2, "child", plural: "children") == "2 children")
  }

  @Test(arguments: [(0, "0.0 mi"), (24, "2.4 mi"), (120, "12.0 mi"), (-7, "-0.7 mi")])
  func distance(tenths: Int, text: String) {
    #expect(Formatting.distance(tenthsOfMile: tenths) == text)
  }

  @Test(arguments: [(0, "Jan 1, 1970"), (-1, "Dec 31, 1969"), (20_760, "Nov 3, 2026"), (11_016, "Feb 29, 2000")])
  func date(days: Int, text: String) {
    #expect(Formatting.date(daysSince1970: days) == text)
  }

  @Test func anOfferRowIsTheRestaurantThenPayoutDistanceAndSecondsLeft() {
    let offer = Offer(
      id: "o7", restaurant: "Pizza Planet", payoutCents: 1_250, distanceTenths: 24, expiresAt: .seconds(90))
    let row = OfferRows(offers: [offer], now: .seconds(48))[0]
    #expect(row.id == "o7")
    #expect(row.title == "Pizza Planet")
    #expect(row.detail == "$12.50 · 2.4 mi · 42s")
  }
}
