import Foundation

/// A request that asks for a VectorDrawable and loses its worker is rendered once more without
/// the drawable. The converter and the renderer share the request's worker, so a converter crash
/// would otherwise take the icon's PNGs with it, and `--vector-fallback png` could not fall back.
/// If the retry succeeds, the drawable reads as refused by a crashed converter; if the renderer
/// was at fault, the retry fails the same way and that failure is the icon's one line.
extension WorkerLane {
    /// Whether `result` for `request` is a lost worker worth one retry without the drawable.
    static func lostDrawable(_ request: RenderRequest, _ result: Result<RenderResult, Error>) -> WorkerFailure? {
        guard request.drawable != nil, case .failure(let error) = result,
              let failure = error as? WorkerFailure else { return nil }
        switch failure {
        case .crashed, .exited: return failure
        default: return nil
        }
    }

    /// How the worker was lost, in the converter's words.
    static func how(_ failure: WorkerFailure) -> String {
        switch failure {
        case .crashed(let signal): return "it crashed with \(SignalName.of(signal))"
        case .exited(let status): return "it exited with status \(status)"
        default: return "\(failure)"
        }
    }

    /// `request` without its drawable, rendered on this lane's (fresh) worker.
    mutating func retryWithoutDrawable(_ index: Int, _ request: RenderRequest,
                                       lost failure: WorkerFailure) -> Result<RenderResult, Error> {
        var plain = request
        plain.drawable = nil
        return render(index, plain).map { result in
            var result = result
            result.drawable = .refused(.converterCrashed(Self.how(failure)))
            return result
        }
    }
}
