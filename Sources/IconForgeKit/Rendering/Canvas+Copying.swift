import CRsvg

/// Whole-canvas pixel transfers that skip the straight-RGBA snapshot: starting a drawing from
/// a finished one, and reading an opaque canvas as the RGB rows a PNG stores.
extension Canvas {
    /// Finishes pending drawing, so the pixels can be read (and copied from several threads).
    func flush() { cairo_surface_flush(surface) }

    /// A new canvas holding the same pixels, to draw on without touching this one. A canvas
    /// already flushed and no longer drawn on can skip the flush (`flushing: false`), which
    /// keeps concurrent copies from touching its state.
    func copy(flushing: Bool = true) throws -> Canvas {
        let copy = try Canvas(width: width, height: height)
        if flushing { flush() }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let source = cairo_image_surface_get_data(surface),
              let target = cairo_image_surface_get_data(copy.surface),
              stride == Int(cairo_image_surface_get_stride(copy.surface))
        else { throw RenderError.surface("cannot copy a \(width)x\(height) canvas") }
        target.update(from: source, count: stride * height)
        cairo_surface_mark_dirty(copy.surface)
        return copy
    }

    /// Packed RGB rows of a canvas whose every pixel is opaque (a preview's page covers it):
    /// read straight from cairo's words, since opaque pixels need no unpremultiplying.
    /// A translucent pixel would read as if over black.
    func opaqueRGB() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 3) { out, initialized in
            opaqueRGB(into: out)
            initialized = width * height * 3
        }
    }

    /// The same rows written into `out`, which holds exactly `width * height * 3` bytes.
    func opaqueRGB(into out: UnsafeMutableBufferPointer<UInt8>) {
        precondition(out.count == width * height * 3, "RGB buffer does not match the canvas")
        flush()
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), let target = out.baseAddress else {
            out.update(repeating: 0)
            return
        }
        for y in 0 ..< height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            var at = target + y * width * 3
            var x = 0
            #if _endian(little)
            // Four pixels (0xAARRGGBB words) become three little-endian words of R G B bytes:
            // a sheet page is 3.5 million pixels, and byte stores were a quarter of drawing it.
            let raw = UnsafeMutableRawPointer(at)
            while x + 4 <= width {
                let p0 = row[x], p1 = row[x + 1], p2 = row[x + 2], p3 = row[x + 3]
                let w0 = (p0 >> 16 & 0xFF) | (p0 & 0xFF00) | (p0 & 0xFF) << 16 | (p1 >> 16 & 0xFF) << 24
                let w1 = (p1 >> 8 & 0xFF) | (p1 & 0xFF) << 8 | (p2 >> 16 & 0xFF) << 16 | (p2 >> 8 & 0xFF) << 24
                let w2 = (p2 & 0xFF) | (p3 >> 16 & 0xFF) << 8 | (p3 >> 8 & 0xFF) << 16 | (p3 & 0xFF) << 24
                let offset = x * 3
                raw.storeBytes(of: w0, toByteOffset: offset, as: UInt32.self)
                raw.storeBytes(of: w1, toByteOffset: offset + 4, as: UInt32.self)
                raw.storeBytes(of: w2, toByteOffset: offset + 8, as: UInt32.self)
                x += 4
            }
            at += x * 3
            #endif
            while x < width {
                let word = row[x]
                at[0] = UInt8(truncatingIfNeeded: word >> 16)
                at[1] = UInt8(truncatingIfNeeded: word >> 8)
                at[2] = UInt8(truncatingIfNeeded: word)
                at += 3
                x += 1
            }
        }
    }

    /// The rows of an opaque canvas as 8-bit grey, written into `out` (exactly `width * height`
    /// bytes), when every pixel is neutral (red, green and blue equal); false, with `out`
    /// partly written, at the first pixel that is not. A grey page is a third of the RGB bytes
    /// to compress, and the same picture.
    func opaqueGrey(into out: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        precondition(out.count == width * height, "grey buffer does not match the canvas")
        flush()
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), let target = out.baseAddress else { return false }
        for y in 0 ..< height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let at = target + y * width
            for x in 0 ..< width {
                let word = row[x] & 0xFF_FFFF, blue = word & 0xFF
                guard word == blue &* 0x01_0101 else { return false }
                at[x] = UInt8(truncatingIfNeeded: blue)
            }
        }
        return true
    }
}
