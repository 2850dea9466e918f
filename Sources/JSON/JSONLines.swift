import Foundation

/// The records of a JSON Lines text: only a line feed (U+000A) ends a record, and a carriage return right
/// before it is dropped (CRLF files). U+2028, U+2029, a lone CR or any other Unicode line break stays
/// inside its record, where a JSON string may hold it unescaped. Blank records (JSON white space only) are
/// left out.
public enum JSONLines {
    /// One record: its bytes and its 1-based line number in the text, for errors that point at it.
    public struct Record: Sendable, Equatable {
        public var line: Int
        public var bytes: ArraySlice<UInt8>
    }

    public static func records(in data: Data) -> [Record] {
        records(in: [UInt8](data))
    }

    public static func records(in bytes: [UInt8]) -> [Record] {
        var records: [Record] = []
        var line = 0
        for piece in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            let record = piece.last == UInt8(ascii: "\r") ? piece.dropLast() : piece
            guard !record.allSatisfy(isJSONWhitespace) else { continue }
            records.append(Record(line: line, bytes: record))
        }
        return records
    }

    private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
