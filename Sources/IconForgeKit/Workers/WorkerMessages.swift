import Foundation

/// The frames the supervisor and a worker exchange, one request then one reply per job.
enum WorkerMessages {
    static func encode(_ request: RenderRequest) -> [UInt8] {
        var writer = WireWriter()
        writer.blob(request.svg)
        writer.string(request.baseURL?.path ?? "")
        writer.int(request.targets.count)
        for target in request.targets {
            writer.int(target.width)
            writer.int(target.height)
            for value in [target.frame.x, target.frame.y, target.frame.width, target.frame.height] {
                writer.double(value)
            }
            writer.u8(target.fit == .pixel ? 1 : 0)
        }
        // Without a finishing the worker sends pixels only, and the files are encoded here instead.
        writer.finishing(request.finishing)
        writer.u8(request.pdfPage == nil ? 0 : 1)
        if let page = request.pdfPage { [page.width, page.height, page.padding].forEach { writer.double($0) } }
        writer.drawableOptions(request.drawable)
        writer.symbolOptions(request.symbol)
        writer.u8(request.fitCompanion == nil ? 0 : 1)
        if let companion = request.fitCompanion { writer.blob(companion) }
        return writer.bytes
    }

    static func decodeRequest(_ bytes: [UInt8]) throws -> RenderRequest {
        var reader = WireReader(bytes)
        let svg = Data(try reader.blob())
        let base = try reader.string()
        let count = try reader.int()
        var targets: [RenderTarget] = []
        for _ in 0 ..< count {
            let width = try reader.int(), height = try reader.int()
            let frame = Rect(x: try reader.double(), y: try reader.double(),
                             width: try reader.double(), height: try reader.double())
            let fit: FitMode = try reader.u8() == 1 ? .pixel : .aspect
            targets.append(RenderTarget(width: width, height: height, frame: frame, fit: fit))
        }
        let finishing = try reader.finishing()
        var page: PDFPage?
        if try reader.u8() != 0 {
            page = PDFPage(width: try reader.double(), height: try reader.double(), padding: try reader.double())
        }
        let drawable = try reader.drawableOptions()
        let symbol = try reader.symbolOptions()
        let companion = try reader.u8() == 0 ? nil : Data(try reader.blob())
        return RenderRequest(svg: svg, targets: targets, baseURL: base.isEmpty ? nil : URL(fileURLWithPath: base),
                             finishing: finishing,
                             pdfPage: page, drawable: drawable, symbol: symbol, fitCompanion: companion)
    }

    /// A finished render, or why it failed: a `RenderError` as itself, anything else in one line.
    static func encode(_ outcome: Result<RenderResult, Error>) -> [UInt8] {
        var writer = WireWriter()
        switch outcome {
        case .success(let result):
            writer.u8(0)
            writer.double(result.documentWidth)
            writer.double(result.documentHeight)
            writer.double(result.clippedFraction)
            // Absent notes travel as empty strings.
            writer.string(result.fitFallback ?? "")
            writer.string(result.softGrid ?? "")
            writer.int(result.images.count)
            for image in result.images {
                writer.int(image.width)
                writer.int(image.height)
                writer.blob(image.pixels)
            }
            writer.int(result.encoded.count)
            for file in result.encoded { writer.blob(file) }
            writer.u8(result.preview == nil ? 0 : 1)
            if let preview = result.preview { writer.blob(preview) }
            writer.u8(result.pdf == nil ? 0 : 1)
            if let pdf = result.pdf { writer.blob(pdf) }
            writer.outcome(result.drawable)
            writer.outcome(result.symbol)
        case .failure(let error as RenderError):
            // The renderer's errors cross as the values they are; anything else as its words.
            writer.u8(2)
            writer.json(error)
        case .failure(let error):
            writer.u8(1)
            writer.string(String(describing: error))
        }
        return writer.bytes
    }

    static func decodeReply(_ bytes: [UInt8]) throws -> Result<RenderResult, Error> {
        var reader = WireReader(bytes)
        switch try reader.u8() {
        case 0: break
        case 2:
            return .failure(try reader.json(RenderError.self))
        default: return .failure(WorkerFailure.renderer(try reader.string()))
        }
        let width = try reader.double(), height = try reader.double(), clipped = try reader.double()
        let fallback = try reader.string(), soft = try reader.string()
        var images: [RGBAImage] = []
        for _ in 0 ..< (try reader.int()) {
            let imageWidth = try reader.int(), imageHeight = try reader.int()
            let pixels = try reader.blob()
            // Sizes are checked by division: a garbled width times height could overflow and trap.
            let area = imageWidth.multipliedReportingOverflow(by: imageHeight)
            guard pixels.count % 4 == 0, !area.overflow, area.partialValue == pixels.count / 4 else {
                throw WorkerFailure.protocolError("pixel count does not match image size")
            }
            images.append(RGBAImage(width: imageWidth, height: imageHeight, pixels: pixels))
        }
        // A plain loop: `map` would reserve room for a garbled count before reading a byte.
        var encoded: [Data] = []
        for _ in 0 ..< (try reader.int()) { encoded.append(Data(try reader.blob())) }
        let preview = try reader.u8() == 0 ? nil : Data(try reader.blob())
        let pdf = try reader.u8() != 0 ? Data(try reader.blob()) : nil
        return .success(RenderResult(images: images, documentWidth: width, documentHeight: height,
                                     clippedFraction: clipped, fitFallback: fallback.isEmpty ? nil : fallback,
                                     softGrid: soft.isEmpty ? nil : soft, encoded: encoded, preview: preview, pdf: pdf,
                                     drawable: try reader.outcome(), symbol: try reader.outcome()))
    }
}
