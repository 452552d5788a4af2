// The helpers both test targets share (external tools, the corpus, vector fidelity) live in
// Tests/TestSupport; every end-to-end test sees them as it sees this folder's own.
@_exported import TestSupport
