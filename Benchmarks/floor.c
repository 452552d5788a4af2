/* The in-process floor: one process, a plain loop over librsvg. Each SVG (paths on stdin,
 * one per line) is loaded from bytes and drawn at every size given on the command line,
 * aspect-fitted and centred like iconforge. No isolation, no checks: the fastest any
 * librsvg-based tool can go.
 *   floor OUTDIR same SIZE...   writes what iconforge writes: 8-bit grey+alpha PNGs (white,
 *                               alpha = coverage) with libpng at zlib level 9, memLevel 9,
 *                               unfiltered rows and the Z_FILTERED strategy;
 *   floor OUTDIR cairo SIZE...  writes RGBA PNGs with cairo_surface_write_to_png (level 6). */
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The alpha channel of `surface` as a white grey+alpha PNG, with iconforge's settings. */
static int write_alpha_png(cairo_surface_t *surface, const char *name) {
    cairo_surface_flush(surface);
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    FILE *file = fopen(name, "wb");
    if (!file) return 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { png_destroy_write_struct(&png, &info); fclose(file); return 0; }
    png_init_io(png, file);
    png_set_compression_level(png, 9);
    png_set_compression_mem_level(png, 9);
    png_set_compression_strategy(png, 1 /* Z_FILTERED */);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_GRAY_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    unsigned char *row = malloc(width * 2);
    for (int y = 0; y < height; y++) {
        const uint32_t *pixels = (const uint32_t *)(data + y * stride);
        for (int x = 0; x < width; x++) { row[2 * x] = 255; row[2 * x + 1] = pixels[x] >> 24; }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    free(row);
    png_destroy_write_struct(&png, &info);
    fclose(file);
    return 1;
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
