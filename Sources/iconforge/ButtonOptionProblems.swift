import IconForgeKit

/// The button's option problems as `<option>: <why>` lines, with the step that helps.
extension ButtonCommand {
    /// A preview that cannot be drawn, about the option to change: `--size` when the button is
    /// larger than any preview (only `--no-preview` or a smaller size helps), else `--preview-size`.
    func previewProblem(_ problem: ButtonPreviewProblem) -> OptionProblem {
        let frame = previewSize?.text ?? "the preview's frame"
        switch problem {
        case .imageTooLarge:
            return OptionProblem("--size", "\(problem); give --no-preview to write it without one, or a smaller --size")
        case .frameOutOfRange:
            return OptionProblem("--preview-size", "must be between 1x1 and \(ButtonPreviewProblem.largest) points, not \(frame)")
        case .frameTooSmall(_, _, let width, let height):
            return OptionProblem("--preview-size", "\(frame) cannot hold the button image: at least "
                                 + "\(ButtonPreviewProblem.size(width, height)) points; give a larger --preview-size or --no-preview")
        }
    }

    /// `ButtonOptions.imageProblem`, about the option that sets what it names ("radius 30 is
    /// more than half the button's height" is about --radius).
    func imageProblem(_ problem: ButtonImageProblem) -> OptionProblem {
        switch problem.setting {
        case "height", "width": return OptionProblem("--size", problem.description)
        default: return OptionProblem("--\(problem.setting)", problem.description)
        }
    }
}
