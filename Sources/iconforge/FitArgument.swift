import ArgumentParser
import IconForgeKit

/// `--fit aspect|pixel`.
extension FitMode: ArgumentCases {}

/// The help both `icon` and `lint` give for `--fit`.
let fitHelp = ArgumentHelp(
    "How art is placed: aspect (as large as fits), or pixel (grid icons at whole pixels per grid unit, centred on whole pixels; falls back to aspect with a warning).")
