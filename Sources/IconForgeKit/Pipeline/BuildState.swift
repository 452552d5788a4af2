/// What one manifest's `iconforge build` wrote into one output: its part of the output's one
/// record (`WriterRecord+Manifests`), the same kind of part as the commands'.
public typealias BuildState = WriterRecord
