import AppCore
import CoreRuntime
import Testing

/// The core writes numbers, money, distances and offer rows as bytes, straight
/// into each string's storage (a live list formats its rows at every tick).
/// These compare it with the same text made the plain way, by interpolation,
/// over seeded random values of every size and sign, the extremes included.
@Suite("Formatting")
struct FormattingTests {
  private func plainGrouped(_ value: UInt) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  private func plainMoney(_ cents: Int) -> String {
    let fraction = cents.magnitude % 100
    return "\(cents < 0 ? "-" : "")$\(plainGrouped(cents.magnitude / 100)).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  private func plainDistance(_ tenths: Int) -> String {
    "\(tenths < 0 ? "-" : "")\(tenths.magnitude / 10).\(tenths.magnitude % 10) mi"
  }

  private func values(_ random: inout SeededGenerator) -> [Int] {
    var values = [0, 1, -1, 9, 10, 99, 100, 999, 1000, -1000, 999_999, 1_000_000, Int.max, Int.min]
    for _ in 0..<500 {
      let digits = Int.random(in: 1...18, using: &random)
      let magnitude = Int.random(in: 0..<Int(pow10(digits)), using: &random)
      values.append(Bool.random(using: &random) ? magnitude : -magnitude)
    }
    return values
  }

  private func pow10(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { result, _ in result * 10 } }

  @Test func numbersMoneyAndDistancesMatchThePlainText() {
    var random = SeededGenerator(seed: 11)
    for value in values(&random) {
      #expect(Formatting.number(value) == (value < 0 ? "-" : "") + plainGrouped(value.magnitude))
      #expect(Formatting.money(cents: value) == plainMoney(value))
      #expect(Formatting.distance(tenthsOfMile: value) == plainDistance(value))
    }
  }

  @Test func anOfferRowIsItsPartsJoined() {
    var random = SeededGenerator(seed: 12)
    let values = values(&random)
    for index in 0..<200 {
      let payout = values[index]
      let distance = values[values.count - 1 - index]
      let seconds = Int.random(in: 0...100_000, using: &random)
      let offer = Offer(
        id: "o\(index)", restaurant: "Pizza Planet", payoutCents: payout, distanceTenths: distance,
        expiresAt: .seconds(seconds))
      let row = OfferRows(offers: [offer], now: .zero)[0]
      #expect(row.detail == "\(plainMoney(payout)) · \(plainDistance(distance)) · \(seconds)s")
      #expect(row.title == "Pizza Planet")
      #expect(row.id == "o\(index)")
    }
  }
}
