/// decor's version, as `decor --version` and the server's headers give it.
public enum DecorVersion {
    public static let current = "0.6.0"
}
