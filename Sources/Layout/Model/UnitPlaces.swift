/// Where each UTF-16 unit other than white space occurs in a text, in increasing order: an index that
/// lets a quote search look only where the quote's rarest character is. Chapters with MathML are mostly
/// white space (a million units, 94% spaces), which a plain scan per quote would walk again and again.
struct UnitPlaces: Sendable {
    private let placesByUnit: [UInt16: [Int]]

    init(_ units: [UInt16]) {
        var places: [UInt16: [Int]] = [:]
        for (offset, unit) in units.enumerated() where !Self.isWhiteSpace(unit) {
            places[unit, default: []].append(offset)
        }
        placesByUnit = places
    }

    static func isWhiteSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x0C
    }

    func count(of unit: UInt16) -> Int {
        placesByUnit[unit]?.count ?? 0
    }

    func places(of unit: UInt16) -> [Int] {
        placesByUnit[unit] ?? []
    }
}
