import Foundation

/// How to start the headless browser.
public struct ChromiumLaunchOptions: Sendable {
    /// The browser binary; nil looks for `DECOR_CHROMIUM`, then Debian's chromium, then the PATH.
    public var executable: String?
    /// More command-line switches, after decor's own.
    public var extraArguments: [String]
    /// Where the browser's own stdout and stderr go (they are discarded when nil).
    public var log: URL?
    /// How long to wait for the browser's first answer.
    public var launchTimeout: Duration
    /// How long a command may take unless the call says otherwise.
    public var commandTimeout: Duration

    public init(
        executable: String? = nil, extraArguments: [String] = [], log: URL? = nil,
        launchTimeout: Duration = .seconds(30), commandTimeout: Duration = .seconds(30)
    ) {
        self.executable = executable
        self.extraArguments = extraArguments
        self.log = log
        self.launchTimeout = launchTimeout
        self.commandTimeout = commandTimeout
    }
}
