/// What a build held while it ran (its plan, each output's record and stamps), handed back by
/// `PipelineBuilder.build(keeping:)` instead of freed: freeing them is 3-4% of the CPU of a
/// no-op build of 1,000 icons (thousands of dictionaries and strings), work a command about to
/// end its process need not do. Dropping it frees them as usual.
public struct BuildRemains: Sendable {
    let survey: PipelineBuilder.Survey
}
