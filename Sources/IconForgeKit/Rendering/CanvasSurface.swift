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
        self.surface = try Self.wrap(storage, width: image.width, height: image.height)
    }

    /// An image whose alpha is `plane` (colour black, which masking ignores): the words are
    /// the alpha alone, with no straight-RGBA image in between.
    init(_ plane: AlphaPlane) throws {
        let words = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, plane.width * plane.height))
        plane.values.withUnsafeBufferPointer { alpha in
            for i in alpha.indices { words[i] = UInt32(alpha[i]) << 24 }
        }
        storage = words
        self.surface = try Self.wrap(words, width: plane.width, height: plane.height)
    }

    /// A cairo surface over `storage`; deallocates it when cairo refuses.
    private static func wrap(_ storage: UnsafeMutablePointer<UInt32>, width: Int, height: Int) throws -> OpaquePointer {
        let bytes = UnsafeMutableRawPointer(storage).assumingMemoryBound(to: UInt8.self)
        guard let surface = cairo_image_surface_create_for_data(
            bytes, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            storage.deallocate()
            throw RenderError.surface("cannot wrap a \(width)x\(height) image")
        }
        return surface
    }

    deinit {
        cairo_surface_destroy(surface)
        storage.deallocate()
    }
}
