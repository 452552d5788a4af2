import CRsvg

/// A cairo image surface holding a copy of Swift pixels, used as a source or mask.
/// It exists only for the duration of one drawing call.
final class CanvasSurface {
    let surface: OpaquePointer
    private let storage: UnsafeMutablePointer<UInt32>

    /// Premultiplies `image` into cairo's ARGB32 layout.
    init(_ image: RGBAImage) throws {
        storage = .allocate(capacity: max(1, image.width * image.height))
        for i in 0 ..< image.width * image.height {
            let r = UInt32(image.pixels[i * 4]), g = UInt32(image.pixels[i * 4 + 1])
            let b = UInt32(image.pixels[i * 4 + 2]), a = UInt32(image.pixels[i * 4 + 3])
            let pr = (r * a + 127) / 255, pg = (g * a + 127) / 255, pb = (b * a + 127) / 255
            storage[i] = a << 24 | pr << 16 | pg << 8 | pb
        }
        let bytes = UnsafeMutableRawPointer(storage).assumingMemoryBound(to: UInt8.self)
        guard let surface = cairo_image_surface_create_for_data(
            bytes, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.width * 4)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            storage.deallocate()
            throw RenderError.surface("cannot wrap a \(image.width)x\(image.height) image")
        }
        self.surface = surface
    }

    /// An image whose alpha is `plane` (colour irrelevant), for masking.
    convenience init(_ plane: AlphaPlane) throws {
        var pixels = [UInt8](repeating: 0, count: plane.values.count * 4)
        for (i, alpha) in plane.values.enumerated() { pixels[i * 4 + 3] = alpha }
        try self.init(RGBAImage(width: plane.width, height: plane.height, pixels: pixels))
    }

    deinit {
        cairo_surface_destroy(surface)
        storage.deallocate()
    }
}
