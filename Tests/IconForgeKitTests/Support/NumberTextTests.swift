import XCTest
@testable import IconForgeKit

final class NumberTextTests: XCTestCase {
    func testDecimalPrintsValuesNoIntHoldsInsteadOfTrapping() {
        XCTAssertEqual(NumberText.decimal(10.6667), "10.667")
        XCTAssertEqual(NumberText.decimal(-3), "-3")
        XCTAssertEqual(NumberText.decimal(-0.5), "-0.5")
        XCTAssertEqual(NumberText.decimal(0.0625), "0.063")
        XCTAssertEqual(NumberText.decimal(1.25), "1.25")
        XCTAssertEqual(NumberText.decimal(-12.0004), "-12")
        XCTAssertEqual(NumberText.decimal(2.0999), "2.1")
        // The same digits as printing to three places, on values spread over many magnitudes.
        for step in 0 ..< 2000 {
            let value = (Double(step) - 1000) * 0.7919 + Double(step % 7) * 0.0001
            let rounded = (value * 1000).rounded() / 1000
            var printed = String(format: "%.3f", rounded)
            while printed.hasSuffix("0") { printed.removeLast() }
            if printed.hasSuffix(".") { printed.removeLast() }
            if printed == "-0" { printed = "0" }
            XCTAssertEqual(NumberText.decimal(value), printed, "\(value)")
        }
        XCTAssertEqual(NumberText.decimal(1e300), "1e+300")
        XCTAssertEqual(NumberText.decimal(.infinity), "inf")
        XCTAssertEqual(NumberText.decimal(.nan), "nan")
    }

    func testPercentKeepsOneDecimalBelowTenPercent() {
        XCTAssertEqual(NumberText.percent(0), "0%")
        XCTAssertEqual(NumberText.percent(0.045), "4.5%")
        XCTAssertEqual(NumberText.percent(0.0999), "10.0%")
        XCTAssertEqual(NumberText.percent(0.104), "10%")
        XCTAssertEqual(NumberText.percent(1), "100%")
    }
}
