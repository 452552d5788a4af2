#if canImport(Darwin)
import Darwin
#else
import CPlatform
import Glibc
#endif
import Foundation

/// The system calls whose spelling differs between Linux (glibc) and macOS (Darwin), in one
/// place. Everything else iconforge calls is POSIX and spelled the same on both.
///
/// Linux is built and tested in CI. The Darwin branch follows Apple's documentation but is
/// not yet built here (no macOS machine in CI): keep it small and obvious.
enum Platform {
    /// The running binary's path, for starting workers of the same build; nil when unknown.
    static var executablePath: String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #endif
    }

    /// A limit a process sets on itself.
    enum Limit {
        /// The size of a core file (0: none).
        case coreFile
        /// The address space. macOS accepts it but does not enforce it on allocations.
        case addressSpace
    }

    /// Sets both the soft and hard `limit` to `bytes` (setrlimit(2)).
    static func setLimit(_ limit: Limit, to bytes: Int) {
        var value = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        #if canImport(Darwin)
        _ = setrlimit(limit == .coreFile ? RLIMIT_CORE : RLIMIT_AS, &value)
        #else
        let resource = limit == .coreFile ? RLIMIT_CORE : RLIMIT_AS
        _ = setrlimit(__rlimit_resource_t(resource.rawValue), &value)
        #endif
    }

    /// Flushes the file system holding the open `descriptor` to disk: syncfs(2) on Linux;
    /// macOS has none, so sync(2) for every file system, then F_FULLFSYNC to make the drive
    /// write its cache. 0 on success, -1 with `errno` set otherwise.
    static func flushFileSystem(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
        sync()
        return fcntl(descriptor, F_FULLFSYNC) == -1 ? -1 : 0
        #else
        return linuxSyncfs(descriptor)
        #endif
    }

    /// getrusage(2) of this process, or of its waited-for children. `ru_maxrss` is converted
    /// to KiB (Linux counts KiB, macOS bytes).
    static func resourceUsage(children: Bool) -> (user: timeval, system: timeval, peakKiB: Int) {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
        return (usage.ru_utime, usage.ru_stime, Int(usage.ru_maxrss) / 1024)
        #else
        getrusage((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue, &usage)
        return (usage.ru_utime, usage.ru_stime, Int(usage.ru_maxrss))
        #endif
    }

    /// Keeps freed memory in the process for the next allocation (glibc hands large blocks back
    /// to the kernel at once): a worker allocates the same canvases, pixel arrays and PNG
    /// buffers for every job, and fresh pages cost a page fault each (a tenth of one icon's job
    /// in a worker). Darwin's allocator keeps them already.
    static func keepFreedMemory() {
        #if canImport(Darwin)
        #else
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
        #endif
    }

    /// How many bytes the pipe behind `descriptor` holds before a write blocks; 0 where that
    /// cannot be asked (Darwin), so nothing counts on it.
    static func pipeCapacity(_ descriptor: Int32) -> Int {
        #if canImport(Darwin)
        return 0
        #else
        return max(0, Int(fcntl(descriptor, iconforge_f_getpipe_sz)))
        #endif
    }

    /// fork(2), for the standby worker; -1 where Swift forbids it (Darwin), which then spawns every worker.
    static func fork() -> pid_t {
        #if canImport(Darwin)
        return -1
        #else
        return Glibc.fork()
        #endif
    }

    /// rename(2) that fails with EEXIST instead of replacing what is at `destination` (even an
    /// empty folder): renameat2(RENAME_NOREPLACE) on Linux, renamex_np(RENAME_EXCL) on macOS.
    /// Where the file system has no such rename (EINVAL), a lstat(2) check, then rename(2).
    /// 0 on success, -1 with `errno` set otherwise.
    static func renameNoReplace(_ source: String, _ destination: String) -> Int32 {
        #if canImport(Darwin)
        if renamex_np(source, destination, UInt32(RENAME_EXCL)) == 0 { return 0 }
        guard errno == ENOTSUP else { return -1 }
        #else
        if linuxRenameat2(AT_FDCWD, source, AT_FDCWD, destination, 1 /* RENAME_NOREPLACE */) == 0 { return 0 }
        guard errno == EINVAL || errno == ENOSYS else { return -1 }
        #endif
        var status = stat()
        if lstat(destination, &status) == 0 { errno = EEXIST; return -1 }
        return rename(source, destination)
    }

    /// Starts `path` with `arguments` (argv[0] first) and the parent's environment, its
    /// standard input, output and error on `streams`, every signal unblocked and SIGPIPE at
    /// its default action. Returns the child, and posix_spawn's status (0, or an errno).
    static func spawn(_ path: String, arguments: [String], streams: (Int32, Int32, Int32)) -> (child: pid_t, status: Int32) {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        let environment = _NSGetEnviron().pointee
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        let environment = environ
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, streams.0, 0)
        posix_spawn_file_actions_adddup2(&actions, streams.1, 1)
        posix_spawn_file_actions_adddup2(&actions, streams.2, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, &attributes, argv, environment)
        return (child, status)
    }
}

#if !canImport(Darwin)
/// syncfs(2): Glibc's module leaves it out (it needs _GNU_SOURCE).
@_silgen_name("syncfs")
private func linuxSyncfs(_ descriptor: Int32) -> Int32

/// renameat2(2): Glibc's module leaves it out (it needs _GNU_SOURCE).
@_silgen_name("renameat2")
private func linuxRenameat2(_ oldFolder: Int32, _ old: UnsafePointer<CChar>, _ newFolder: Int32,
                            _ new: UnsafePointer<CChar>, _ flags: UInt32) -> Int32
#endif
