import Foundation
import IconForgeKit

/// SIGTERM, SIGINT, SIGQUIT and SIGHUP stop a command one way: its workers are killed, the
/// files being written are finished (each is renamed into place whole) and no new one is
/// begun, one line says so, and the process ends by the signal it got (status 128 + its
/// number in a shell), with no core file and no backtrace. Without this, SIGQUIT went to the
/// Swift runtime's crash handler, which printed a backtrace of every thread and then let the
/// command carry on.
enum StopSignals {
    static let handled = [SIGTERM, SIGINT, SIGQUIT, SIGHUP]

    /// Blocks the signals in this thread and every thread it starts, and waits for them on a
    /// thread of their own, which may then do anything (a signal handler could do next to
    /// nothing safely). Call at the start of `main`, before any other thread starts; the render
    /// workers are started with every signal unblocked. A signal ignored when iconforge started
    /// (`nohup`, a background job of a script) stays ignored.
    static func install(command: String?) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in handled where !isIgnored(number) { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let waited = set
        let waiter = Thread {
            var set = waited, received: Int32 = 0
            while sigwait(&set, &received) != 0 {}
            stop(by: received, command: command)
        }
        waiter.stackSize = 256 << 10
        waiter.start()
    }

    /// Whether the signal `number` is ignored (SIG_IGN) in this process.
    private static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return false }
        #if canImport(Darwin)
        let handler = current.__sigaction_u.__sa_handler
        #else
        let handler = current.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Ends the command stopped by `signal`: silent from the start (the killed workers' renders
    /// fail, and say nothing), then one line, then the signal's own default end.
    private static func stop(by signal: Int32, command: String?) -> Never {
        Console.silence()
        ProcessStop.prepare()
        let kept = command == "build" ? ", and the next build goes on from what this one finished" : ""
        Console.last(command, "stopped by \(SignalName.of(signal)); no file is left half-written\(kept)")
        Foundation.signal(signal, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signal)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(signal)
        _exit(128 + signal)
    }
}
