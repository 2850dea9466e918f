/// The AES key size of a WinZip AES entry, coded 1–3 in its 0x9901 extra field; the salt grows with it.
package enum WinZipAESStrength: UInt8, Sendable, Equatable {
    case aes128 = 1
    case aes192 = 2
    case aes256 = 3

    package var keyLength: Int {
        switch self {
        case .aes128: 16
        case .aes192: 24
        case .aes256: 32
        }
    }

    package var saltLength: Int { keyLength / 2 }
}
