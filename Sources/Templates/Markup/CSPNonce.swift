/// A Content-Security-Policy nonce for the `<style>` and `<script>` elements decor writes: base64 text
/// (standard or URL-safe alphabet), checked so that it can go into an attribute as it is.
public struct CSPNonce: Sendable, Hashable {
    public let value: String

    public init?(_ value: String) {
        guard (1...256).contains(value.utf8.count),
              value.utf8.allSatisfy({ byte in
                  (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                      || "+/=_-".utf8.contains(byte)
              })
        else { return nil }
        self.value = value
    }

    var attribute: String { " nonce=\"\(value)\"" }
}
