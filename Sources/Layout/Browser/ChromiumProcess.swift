import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A running headless Chromium and the two pipe ends that talk to it. It is started with posix_spawn so
/// that the pipes land on the descriptors `--remote-debugging-pipe` expects (fd 3: commands to the
/// browser, fd 4: its replies), in a process group of its own. Every process it starts carries its
/// temporary profile folder on its command line, which is how the stragglers are found at the end.
final class ChromiumProcess {
    let pid: pid_t
    /// Our end of fd 3: what we write here the browser reads as commands.
    let commandDescriptor: Int32
    /// Our end of fd 4: the browser's replies and events.
    let replyDescriptor: Int32
    /// The temporary `--user-data-dir` (and, inside it, the browser's XDG config and cache homes).
    let profileFolder: PrivateTemporaryFolder
    var profile: URL { profileFolder.url }
    /// Kills the browser's process group should decor be interrupted before `terminate`, and waits for its
    /// processes to go, so that none writes into the profile folder once it is removed.
    private let interruptCleanup: InterruptCleanup.Token
    private var reaped = false

    private init(pid: pid_t, commandDescriptor: Int32, replyDescriptor: Int32, profileFolder: PrivateTemporaryFolder) {
        self.pid = pid
        self.commandDescriptor = commandDescriptor
        self.replyDescriptor = replyDescriptor
        self.profileFolder = profileFolder
        let profilePath = profileFolder.url.path
        interruptCleanup = InterruptCleanup.register {
            kill(-pid, SIGKILL)
            _ = Self.waitForExit(of: pid, seconds: 2)
            _ = Self.waitUntilGone(mentioning: profilePath, seconds: 2)
        }
    }

    static func launch(executable: String, extraArguments: [String], log: URL?) throws -> ChromiumProcess {
        let profileFolder: PrivateTemporaryFolder
        do {
            profileFolder = try PrivateTemporaryFolder(prefix: "decor-chromium")
        } catch {
            throw ChromiumError.launchFailed(executable: "chromium", reason: "no temporary profile folder: \(error.localizedDescription)")
        }
        let profile = profileFolder.url
        var arguments = [
            executable, "--headless", "--remote-debugging-pipe", "--user-data-dir=" + profile.path,
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-sync", "--mute-audio",
            "--hide-scrollbars",  // scrollbars would take width from the viewport
            "--force-device-scale-factor=1",
            "--font-render-hinting=none",  // glyph advances that do not depend on hinting
            "--allow-file-access-from-files",  // a chapter's CSS, fonts and images are file:// URLs
            "--disable-gpu",
            // No network, even for a book's own scripts: no name or address (IP literals and loopback
            // included) resolves, no proxy from the environment is used, WebRTC sends no UDP.
            "--host-resolver-rules=MAP * ~NOTFOUND", "--no-proxy-server",
            "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
        ]
        // Chromium's sandbox cannot be set up by root; as any other user it stays on.
        if geteuid() == 0 { arguments.append("--no-sandbox") }
        arguments += extraArguments + ["about:blank"]
        do {
            return try spawn(arguments, profileFolder: profileFolder, log: log)
        } catch {
            profileFolder.remove()
            throw error
        }
    }

    private static func spawn(_ arguments: [String], profileFolder: PrivateTemporaryFolder, log: URL?) throws -> ChromiumProcess {
        let profile = profileFolder.url
        let commands = try PipePair()
        let replies = try PipePair()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The pipe ends sit above fd 10 (see PipePair), so these dup2s never overwrite one another, and
        // they are close-on-exec: the browser keeps only the copies on 3 and 4, which dup2 makes inheritable.
        posix_spawn_file_actions_adddup2(&actions, commands.readEnd, 3)
        posix_spawn_file_actions_adddup2(&actions, replies.writeEnd, 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let logPath = log?.path ?? "/dev/null"
        posix_spawn_file_actions_addopen(&actions, 1, logPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGCHLD] { sigaddset(&defaultSignals, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)

        // Chromium's config and cache go into the temporary profile, never into the user's home; its own
        // temporary files too, which a killed browser cannot remove (org.chromium.Chromium.*): they go
        // with the profile.
        let temporary = profile.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        var variables = ProcessInfo.processInfo.environment
        variables["XDG_CONFIG_HOME"] = profile.appendingPathComponent("config").path
        variables["XDG_CACHE_HOME"] = profile.appendingPathComponent("cache").path
        variables["TMPDIR"] = temporary.path
        let environment = variables.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in
                posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
            }
        }
        close(commands.readEnd)
        close(replies.writeEnd)
        guard status == 0 else {
            close(commands.writeEnd)
            close(replies.readEnd)
            throw ChromiumError.launchFailed(executable: arguments[0], reason: String(cString: strerror(status)))
        }
        return ChromiumProcess(
            pid: pid, commandDescriptor: commands.writeEnd, replyDescriptor: replies.readEnd, profileFolder: profileFolder)
    }

    /// Waits up to `grace` seconds for the browser to exit on its own, then kills its process group;
    /// reaps it, waits for its helpers to go, and removes the temporary profile.
    func terminate(grace: Double) {
        guard !reaped else { return }
        close(commandDescriptor)
        close(replyDescriptor)
        if !Self.waitForExit(of: pid, seconds: grace) {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
        reaped = true
        // Helpers (zygote, renderers, network service) leave right after the browser; end stragglers.
        if !Self.waitUntilGone(mentioning: profile.path, seconds: 2) {
            Self.liveProcesses(mentioning: profile.path).forEach { kill($0, SIGKILL) }
        }
        InterruptCleanup.unregister(interruptCleanup)
        profileFolder.remove()
    }

    /// The processes, other than zombies, whose command line contains `text` (read from /proc).
    static func liveProcesses(mentioning text: String) -> [pid_t] {
        let needle = Array(text.utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry),
                  let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                  commandLine.range(of: Data(needle)) != nil,
                  let status = FileManager.default.contents(atPath: "/proc/\(entry)/stat"),
                  let state = processState(stat: status), state != UInt8(ascii: "Z")
            else { return nil }
            return pid
        }
    }

    /// The state letter of /proc/PID/stat: the first field after the parenthesised command name.
    private static func processState(stat: Data) -> UInt8? {
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")), stat.index(close, offsetBy: 2) < stat.endIndex else {
            return nil
        }
        return stat[stat.index(close, offsetBy: 2)]
    }

    /// Reaps the browser once it exits; false when it is still running after `seconds`.
    private static func waitForExit(of pid: pid_t, seconds: Double) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var status: Int32 = 0
        repeat {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result == -1 && errno == ECHILD) { return true }
            usleep(10_000)
        } while ContinuousClock.now < deadline
        return false
    }

    /// Waits for every process started with the profile on its command line to go; false when one is
    /// still there after `seconds`.
    private static func waitUntilGone(mentioning profilePath: String, seconds: Double) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !liveProcesses(mentioning: profilePath).isEmpty {
            if ContinuousClock.now >= deadline { return false }
            usleep(10_000)
        }
        return true
    }

    deinit { terminate(grace: 0) }
}

/// A pipe whose two descriptors are close-on-exec and numbered 10 or more (pipe2 is not visible from
/// Swift without _GNU_SOURCE, so F_DUPFD_CLOEXEC moves them up and sets the flag at once).
private struct PipePair {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else {
            throw ChromiumError.launchFailed(executable: "chromium", reason: "no pipe: \(errnoText())")
        }
        let raised = descriptors.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
        descriptors.forEach { close($0) }
        guard raised.allSatisfy({ $0 >= 0 }) else {
            raised.filter { $0 >= 0 }.forEach { close($0) }
            throw ChromiumError.launchFailed(executable: "chromium", reason: "no descriptor above 10: \(errnoText())")
        }
        readEnd = raised[0]
        writeEnd = raised[1]
    }
}

/// Calls `body` with a NULL-terminated C array of copies of the strings, freed afterwards.
private func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

func errnoText() -> String {
    String(cString: strerror(errno))
}
