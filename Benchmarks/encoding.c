/* Encoding effort against bytes: renders each SVG (paths on stdin) at every size given, like
 * iconforge (aspect-fitted, centred), keeps the alpha plane as white 8-bit grey+alpha, and
 * encodes every image with each libpng/zlib setting below, in memory. Prints, per setting,
 * total bytes and CPU microseconds per image (best of REPEAT passes).
 *   encoding OUTDIR SIZE... < svgs   also writes each image as an uncompressed PNG into
 *                                    OUTDIR, so optipng and zopflipng get the same pixels;
 *   encoding - < pngs                measures PNGs written that way (a sample of them). */
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <libdeflate.h>

typedef struct { const char *name; int level, strategy, filters; } setting;
/* strategy: 0 default, 1 Z_FILTERED, 3 Z_RLE; filters: libpng PNG_FILTER_* masks.
 * level 101-112: libdeflate at level 1-12 on unfiltered rows (iconforge's own container:
 * the same 57 bytes of signature, IHDR, IDAT and IEND framing as libpng writes here);
 * 200: iconforge's default, libdeflate 7 for images up to 32 x 32 px (1x icons), else 8. */
static const setting settings[] = {
    {"level 1, filtered, no filter", 1, 1, PNG_FILTER_NONE},
    {"level 3, filtered, no filter", 3, 1, PNG_FILTER_NONE},
    {"level 6, filtered, no filter", 6, 1, PNG_FILTER_NONE},
    {"level 9, filtered, no filter", 9, 1, PNG_FILTER_NONE},
    {"level 9, default, no filter", 9, 0, PNG_FILTER_NONE},
    {"level 9, rle, no filter", 9, 3, PNG_FILTER_NONE},
    {"level 9, filtered, adaptive", 9, 1, PNG_ALL_FILTERS},
    {"level 9, default, paeth", 9, 0, PNG_FILTER_PAETH},
    {"level 7, filtered, no filter", 7, 1, PNG_FILTER_NONE},
    {"level 8, filtered, no filter", 8, 1, PNG_FILTER_NONE},
    {"libdeflate 6, no filter", 106, 0, PNG_FILTER_NONE},
    {"libdeflate 7, no filter", 107, 0, PNG_FILTER_NONE},
    {"libdeflate 8, no filter", 108, 0, PNG_FILTER_NONE},
    {"libdeflate 7 up to 32 px, else 8 (default)", 200, 0, PNG_FILTER_NONE},
    {"libdeflate 9, no filter", 109, 0, PNG_FILTER_NONE},
    {"libdeflate 12, no filter (--optimize)", 112, 0, PNG_FILTER_NONE},
    {"level 6, default, adaptive (libpng default)", 6, 0, PNG_ALL_FILTERS},
};
#define SETTINGS (int)(sizeof settings / sizeof *settings)

typedef struct { unsigned char *data; size_t length, capacity; } buffer;
static void put(png_structp png, png_bytep bytes, png_size_t count) {
    buffer *b = png_get_io_ptr(png);
    if (b->length + count > b->capacity) {
        b->capacity = (b->length + count) * 2;
        b->data = realloc(b->data, b->capacity);
    }
    memcpy(b->data + b->length, bytes, count);
    b->length += count;
}
static void flush(png_structp png) { (void)png; }

/* The PNG size of w x h grey+alpha rows compressed by libdeflate: 8 signature bytes, 25 of
 * IHDR, 12 of IDAT framing, 12 of IEND. */
static size_t encode_libdeflate(const unsigned char *pixels, int w, int h, int level) {
    static struct libdeflate_compressor *kept[13];
    if (!kept[level]) kept[level] = libdeflate_alloc_compressor(level);
    size_t row = (size_t)w * 2 + 1, length = row * h;
    unsigned char *raw = malloc(length);
    for (int y = 0; y < h; y++) { raw[y * row] = 0; memcpy(raw + y * row + 1, pixels + (size_t)y * w * 2, w * 2); }
    size_t bound = libdeflate_zlib_compress_bound(kept[level], length);
    unsigned char *out = malloc(bound);
    size_t compressed = libdeflate_zlib_compress(kept[level], raw, length, out, bound);
    free(raw); free(out);
    return 57 + compressed;
}

/* Encodes w x h grey+alpha rows; returns the PNG size. `file` gets the PNG when given. */
static size_t encode(const unsigned char *pixels, int w, int h, int level, int strategy, int filters, FILE *file) {
    if (level == 200) return encode_libdeflate(pixels, w, h, w * h <= 32 * 32 ? 7 : 8);
    if (level > 100) return encode_libdeflate(pixels, w, h, level - 100);
    buffer b = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { png_destroy_write_struct(&png, &info); free(b.data); return 0; }
    png_set_write_fn(png, &b, put, flush);
    png_set_IHDR(png, info, w, h, 8, PNG_COLOR_TYPE_GRAY_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_compression_mem_level(png, 9);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    for (int y = 0; y < h; y++) png_write_row(png, (png_bytep)(pixels + (size_t)y * w * 2));
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    if (file) fwrite(b.data, 1, b.length, file);
    free(b.data);
    return b.length;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: encoding OUTDIR SIZE... < svgs | encoding - < pngs\n"); return 64; }
    int repeat = getenv("REPEAT") ? atoi(getenv("REPEAT")) : 3;
    unsigned char **images = NULL; int *sides = NULL, count = 0, capacity = 0;
    char path[4096], name[4200];
    while (fgets(path, sizeof path, stdin)) {
        path[strcspn(path, "\n")] = 0;
        size_t length = strlen(path);
        if (length > 4 && strcmp(path + length - 4, ".png") == 0) {
            png_image png; memset(&png, 0, sizeof png); png.version = PNG_IMAGE_VERSION;
            if (!png_image_begin_read_from_file(&png, path)) continue;
            png.format = PNG_FORMAT_GA;
            unsigned char *plane = malloc(PNG_IMAGE_SIZE(png));
            if (!png_image_finish_read(&png, NULL, plane, 0, NULL) || png.width != png.height) { free(plane); continue; }
            if (count == capacity) {
                capacity = capacity ? capacity * 2 : 1024;
                images = realloc(images, capacity * sizeof *images);
                sides = realloc(sides, capacity * sizeof *sides);
            }
            images[count] = plane; sides[count++] = png.width;
            continue;
        }
        RsvgHandle *handle = rsvg_handle_new_from_file(path, NULL);
        if (!handle) continue;
        gdouble width, height;
        if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height)) {
            gboolean hw, hh, hv; RsvgLength lw, lh; RsvgRectangle box;
            rsvg_handle_get_intrinsic_dimensions(handle, &hw, &lw, &hh, &lh, &hv, &box);
            width = box.width; height = box.height;
        }
        for (int i = 2; i < argc; i++) {
            int size = atoi(argv[i]);
            cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size);
            cairo_t *cr = cairo_create(surface);
            double scale = size / (width > height ? width : height);
            RsvgRectangle viewport = {(size - width * scale) / 2, (size - height * scale) / 2, width * scale, height * scale};
            rsvg_handle_render_document(handle, cr, &viewport, NULL);
            cairo_surface_flush(surface);
            int stride = cairo_image_surface_get_stride(surface);
            unsigned char *data = cairo_image_surface_get_data(surface);
            unsigned char *plane = malloc((size_t)size * size * 2);
            for (int y = 0; y < size; y++)
                for (int x = 0; x < size; x++) {
                    plane[(y * size + x) * 2] = 255;
                    plane[(y * size + x) * 2 + 1] = ((uint32_t *)(data + y * stride))[x] >> 24;
                }
            if (count == capacity) {
                capacity = capacity ? capacity * 2 : 1024;
                images = realloc(images, capacity * sizeof *images);
                sides = realloc(sides, capacity * sizeof *sides);
            }
            images[count] = plane; sides[count] = size;
            snprintf(name, sizeof name, "%s/%05d-%d.png", argv[1], count, size);
            FILE *file = strcmp(argv[1], "-") ? fopen(name, "wb") : NULL;
            if (file) { encode(plane, size, size, 0, 0, PNG_FILTER_NONE, file); fclose(file); }
            count++;
            cairo_destroy(cr);
            cairo_surface_destroy(surface);
        }
        g_object_unref(handle);
    }
    printf("%d images\n%-46s %12s %12s\n", count, "setting", "bytes", "us/image");
    for (int s = 0; s < SETTINGS; s++) {
        double best = 1e9; size_t bytes = 0;
        for (int r = 0; r < repeat; r++) {
            double start = now(); bytes = 0;
            for (int i = 0; i < count; i++)
                bytes += encode(images[i], sides[i], sides[i], settings[s].level, settings[s].strategy, settings[s].filters, NULL);
            double spent = now() - start;
            if (spent < best) best = spent;
        }
        printf("%-46s %12zu %12.1f\n", settings[s].name, bytes, best * 1e6 / count);
    }
    /* Per image, the smallest of the zlib level-9 trials above (what trying them all buys), and
     * of those plus libdeflate 12 (what --optimize tries). */
    for (int withDeflate = 0; withDeflate < 2; withDeflate++) {
        double best = 1e9; size_t bytes = 0;
        for (int r = 0; r < repeat; r++) {
            double start = now(); bytes = 0;
            for (int i = 0; i < count; i++) {
                size_t smallest = withDeflate ? encode(images[i], sides[i], sides[i], 112, 0, 0, NULL) : 0;
                for (int s = 3; s < 8; s++) {
                    size_t n = encode(images[i], sides[i], sides[i], settings[s].level, settings[s].strategy, settings[s].filters, NULL);
                    if (!smallest || n < smallest) smallest = n;
                }
                bytes += smallest;
            }
            double spent = now() - start;
            if (spent < best) best = spent;
        }
        printf("%-46s %12zu %12.1f\n", withDeflate ? "libdeflate 12 and the level-9 trials (--optimize)"
                                                     : "smallest of the level-9 trials", bytes, best * 1e6 / count);
    }
    return 0;
}
