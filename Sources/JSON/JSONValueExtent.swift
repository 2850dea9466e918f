/// Where a JSON value ends in raw bytes, found by matching brackets and skipping strings without building
/// anything: what lets a large body be cut into its values and only the ones that matter be parsed. Only
/// the structure needed to find the end is checked; a value cut out this way is parsed strictly afterwards.
public enum JSONValueExtent {
    /// Where the value starting at `offset` (not white space) ends, one past its last byte, or where the
    /// bytes ran out inside it and why. A plain loop over the raw bytes: callers run it over whole files.
    public static func end(ofValueAt offset: Int, in bytes: UnsafeRawBufferPointer) -> (offset: Int, failure: String?) {
        guard offset < bytes.count else { return (offset, "the text ends where a value should start") }
        switch bytes[offset] {
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"): return (offset, "expected a value")
        default: break
        }
        var index = offset
        var depth = 0
        repeat {
            guard index < bytes.count else {
                return (index, depth > 0 ? "the file ends inside an object or array" : nil)
            }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard index < bytes.count else { return (bytes.count, "the file ends inside a string") }
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default:
                guard depth == 0 else { break }
                // A scalar (number, true, false, null) at the top: it ends at a delimiter.
                while index < bytes.count {
                    switch bytes[index] {
                    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): return (index, nil)
                    default: index += 1
                    }
                }
                return (index, nil)
            }
            index += 1
        } while depth > 0
        return (index, nil)
    }
}
