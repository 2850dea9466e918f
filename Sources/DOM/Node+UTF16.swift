import CLibXML2

/// Character data as UTF-16 units, the unit DOM offsets count in, read from libxml2's UTF-8 without
/// making a `String` first when the data is ASCII (most text of most books, and all the white space
/// between elements).
extension Node {
    /// Appends what `characterData?.utf16` holds to `units` (nothing for nodes without character data).
    public func appendCharacterDataUTF16(to units: inout [UInt16]) {
        switch kind {
        case .text, .cdata, .comment, .processingInstruction: break
        default: return
        }
        guard let content = pointer.pointee.content else { return }
        let bytes = UnsafeRawPointer(content).assumingMemoryBound(to: UInt8.self)
        let count = Int(xmlStrlen(content))
        let start = units.count
        units.append(contentsOf: repeatElement(0, count: count))
        let isASCII = units.withUnsafeMutableBufferPointer { target in
            for index in 0..<count {
                guard bytes[index] < 0x80 else { return false }
                target[start + index] = UInt16(bytes[index])
            }
            return true
        }
        if !isASCII {
            units.removeSubrange(start...)
            units.append(contentsOf: String(cString: content).utf16)
        }
    }

    /// How many UTF-16 units `characterDataUTF16` would hold, without copying ASCII data.
    public var characterDataUTF16Count: Int {
        switch kind {
        case .text, .cdata, .comment, .processingInstruction: break
        default: return 0
        }
        guard let content = pointer.pointee.content else { return 0 }
        let bytes = UnsafeRawPointer(content).assumingMemoryBound(to: UInt8.self)
        var index = 0
        while bytes[index] != 0 {
            guard bytes[index] < 0x80 else { return String(cString: content).utf16.count }
            index += 1
        }
        return index
    }

    /// `characterData`'s UTF-16 units; empty for nodes without character data.
    public var characterDataUTF16: [UInt16] {
        var units: [UInt16] = []
        appendCharacterDataUTF16(to: &units)
        return units
    }
}
