import CRsvg

/// A cairo ARGB32 surface and its drawing context. The C handles stay inside this
/// class (and the other `Rendering` wrappers); everything public speaks Swift types.
public final class Canvas {
    public let width: Int
    public let height: Int
    let surface: OpaquePointer
    let context: OpaquePointer

    /// cairo's largest image side, in pixels.
    static let maximumSide = 32767

    /// A transparent canvas of `width` x `height` pixels.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw RenderError.surface("size \(width)x\(height) is out of range")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.surface("cairo returned no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            defer { cairo_surface_destroy(surface) }
            throw RenderError.surface(String(cString: cairo_status_to_string(status)))
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError.surface("cairo returned no context")
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.context = context
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// A copy of the pixels, converted from cairo's premultiplied native-endian words
    /// to straight RGBA bytes.
    public func snapshot() -> RGBAImage {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return RGBAImage(width: width, height: height) }
        let width = width, height = height
        // Straight into the array's storage: every render of a batch passes through here.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            for y in 0 ..< height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0 ..< width {
                    let word = row[x]
                    let alpha = Int(word >> 24)
                    let i = (y * width + x) * 4
                    if alpha == 0 {
                        out[i] = 0; out[i + 1] = 0; out[i + 2] = 0; out[i + 3] = 0
                    } else if alpha == 255 {
                        // Opaque pixels (all of a preview) need no division: the colour is stored as is.
                        out[i] = UInt8(truncatingIfNeeded: word >> 16)
                        out[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        out[i + 2] = UInt8(truncatingIfNeeded: word)
                        out[i + 3] = 255
                    } else {
                        out[i] = Self.unpremultiply(Int((word >> 16) & 0xff), alpha)
                        out[i + 1] = Self.unpremultiply(Int((word >> 8) & 0xff), alpha)
                        out[i + 2] = Self.unpremultiply(Int(word & 0xff), alpha)
                        out[i + 3] = UInt8(alpha)
                    }
                }
            }
            initialized = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The alpha channel alone, read straight from the surface: no straight-RGBA copy is
    /// made (alpha is the same premultiplied or not).
    func alphaSnapshot() -> AlphaPlane {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var alpha = [UInt8](repeating: 0, count: width * height)
        guard let data = cairo_image_surface_get_data(surface) else {
            return AlphaPlane(width: width, height: height, values: alpha)
        }
        for y in 0 ..< height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0 ..< width { alpha[y * width + x] = UInt8(row[x] >> 24) }
        }
        return AlphaPlane(width: width, height: height, values: alpha)
    }

    static func unpremultiply(_ component: Int, _ alpha: Int) -> UInt8 {
        UInt8(min(255, (component * 255 + alpha / 2) / alpha))
    }
}
