/* The in-process floor: one process, a plain loop over librsvg. Each SVG (paths on stdin,
 * one per line) is loaded from bytes and drawn at every size given on the command line,
 * aspect-fitted and centred like iconforge. No isolation, no checks: the fastest any
 * librsvg-based tool can go.
 *   floor OUTDIR same SIZE...   writes what iconforge writes: 8-bit grey+alpha PNGs (white,
 *                               alpha = coverage), unfiltered rows compressed by libdeflate
 *                               at level 8, chunks IHDR, IDAT, IEND;
 *   floor OUTDIR cairo SIZE...  writes RGBA PNGs with cairo_surface_write_to_png (level 6). */
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <libdeflate.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put32(unsigned char *at, uint32_t value) {
    at[0] = value >> 24; at[1] = value >> 16; at[2] = value >> 8; at[3] = value;
}

/* Writes one chunk (length, type, data, CRC) to `file`. */
static void chunk(FILE *file, const char *type, const unsigned char *data, size_t length) {
    unsigned char head[8], crc[4];
    put32(head, (uint32_t)length);
    memcpy(head + 4, type, 4);
    uint32_t sum = libdeflate_crc32(0, head + 4, 4);
    if (length) sum = libdeflate_crc32(sum, data, length); /* a NULL buffer restarts the CRC */
    put32(crc, sum);
    fwrite(head, 1, 8, file);
    if (length) fwrite(data, 1, length, file);
    fwrite(crc, 1, 4, file);
}

/* The alpha channel of `surface` as a white grey+alpha PNG, encoded as iconforge encodes it. */
static int write_alpha_png(cairo_surface_t *surface, const char *name) {
    static struct libdeflate_compressor *compressor;
    if (!compressor) compressor = libdeflate_alloc_compressor(8);
    cairo_surface_flush(surface);
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    size_t row = (size_t)width * 2 + 1, length = row * height;
    unsigned char *raw = malloc(length);
    for (int y = 0; y < height; y++) {
        const uint32_t *pixels = (const uint32_t *)(data + y * stride);
        raw[y * row] = 0;
        for (int x = 0; x < width; x++) { raw[y * row + 1 + 2 * x] = 255; raw[y * row + 2 + 2 * x] = pixels[x] >> 24; }
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, length);
    unsigned char *packed = malloc(bound);
    size_t packed_length = libdeflate_zlib_compress(compressor, raw, length, packed, bound);
    free(raw);
    FILE *file = fopen(name, "wb");
    if (!file || !packed_length) { free(packed); if (file) fclose(file); return 0; }
    static const unsigned char signature[8] = {137, 'P', 'N', 'G', '\r', '\n', 26, '\n'};
    unsigned char header[13];
    put32(header, width); put32(header + 4, height);
    header[8] = 8; header[9] = 4 /* grey+alpha */; header[10] = header[11] = header[12] = 0;
    fwrite(signature, 1, 8, file);
    chunk(file, "IHDR", header, 13);
    chunk(file, "IDAT", packed, packed_length);
    chunk(file, "IEND", NULL, 0);
    free(packed);
    return fclose(file) == 0;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: floor OUTDIR same|cairo SIZE... < paths\n"); return 64; }
    const char *out = argv[1];
    int same = strcmp(argv[2], "same") == 0;
    char path[4096], name[4200];
    int index = 0, failed = 0;
    while (fgets(path, sizeof path, stdin)) {
        path[strcspn(path, "\n")] = 0;
        gchar *data; gsize length;
        if (!g_file_get_contents(path, &data, &length, NULL)) { failed++; continue; }
        RsvgHandle *handle = rsvg_handle_new_from_data((const guint8 *)data, length, NULL);
        g_free(data);
        if (!handle) { failed++; continue; }
        rsvg_handle_set_dpi(handle, 96);
        gdouble width, height;
        if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height)) {
            gboolean hw, hh, hv; RsvgLength lw, lh; RsvgRectangle box;
            rsvg_handle_get_intrinsic_dimensions(handle, &hw, &lw, &hh, &lh, &hv, &box);
            width = box.width; height = box.height;
        }
        for (int i = 3; i < argc; i++) {
            int size = atoi(argv[i]);
            cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size);
            cairo_t *cr = cairo_create(surface);
            double scale = size / (width > height ? width : height);
            RsvgRectangle viewport = { (size - width * scale) / 2, (size - height * scale) / 2,
                                       width * scale, height * scale };
            if (!rsvg_handle_render_document(handle, cr, &viewport, NULL)) failed++;
            snprintf(name, sizeof name, "%s/%d-%d.png", out, index, size);
            if (same) write_alpha_png(surface, name);
            else cairo_surface_write_to_png(surface, name);
            cairo_destroy(cr);
            cairo_surface_destroy(surface);
        }
        g_object_unref(handle);
        index++;
    }
    fprintf(stderr, "floor: %d files, %d failures\n", index, failed);
    return 0;
}
