// libpng reports errors by longjmp. Every libpng call lives in this file, under a
// setjmp taken here, so a jump never crosses a Swift frame; callers get a message.
// Pointers assigned after the setjmp and freed by its handler are `volatile`: otherwise
// their value after the longjmp is indeterminate (C11 7.13.2.1) and the handler could
// free a stale copy, leaking or double-freeing the buffer.
#include "png_codec.h"
#include "png_deflate.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
    int failed;
} buffer;

typedef struct {
    char *message;
    size_t length;
} error_sink;

static void on_error(png_structp png, png_const_charp message) {
    error_sink *sink = (error_sink *)png_get_error_ptr(png);
    if (sink && sink->message && sink->length > 0) {
        snprintf(sink->message, sink->length, "%s", message);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void write_bytes(png_structp png, png_bytep bytes, png_size_t count) {
    buffer *b = (buffer *)png_get_io_ptr(png);
    if (b->failed) return;
    if (b->length + count > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 4096;
        while (capacity < b->length + count) capacity *= 2;
        uint8_t *grown = realloc(b->data, capacity);
        if (!grown) {
            b->failed = 1;
            png_error(png, "out of memory");
        }
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->length, bytes, count);
    b->length += count;
}

static void flush_bytes(png_structp png) { (void)png; }

int ifpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                 int color_type,
                 const uint8_t *palette_rgb, int palette_count,
                 const uint8_t *palette_alpha, int alpha_count,
                 const ifpng_text *texts, int text_count,
                 const ifpng_compression *compression,
                 uint8_t **out, size_t *out_len,
                 char *error, size_t error_len) {
    if (compression && (compression->deflate_level > 0 || compression->split_level > 0)) {
        int channels = color_type == IFPNG_RGBA ? 4 : color_type == IFPNG_RGB ? 3 : color_type == IFPNG_GRAY_ALPHA ? 2 : 1;
        return ifpng_encode_deflate(pixels, width, height, stride, color_type, channels,
                                    palette_rgb, palette_count, palette_alpha, alpha_count,
                                    texts, text_count, compression->deflate_level, compression->split_level,
                                    out, out_len, error, error_len);
    }
    error_sink sink = {error, error_len};
    buffer b = {NULL, 0, 0, 0};
    png_bytep *volatile rows = NULL;
    png_text *volatile chunks = NULL;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        snprintf(error, error_len, "cannot create PNG writer");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        snprintf(error, error_len, "cannot create PNG info");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        free(chunks);
        free(b.data);
        return -1;
    }
    png_set_write_fn(png, &b, write_bytes, flush_bytes);
    png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (color_type == IFPNG_PALETTE) {
        png_color palette[256];
        for (int i = 0; i < palette_count && i < 256; i++) {
            palette[i].red = palette_rgb[i * 3];
            palette[i].green = palette_rgb[i * 3 + 1];
            palette[i].blue = palette_rgb[i * 3 + 2];
        }
        png_set_PLTE(png, info, palette, palette_count);
        if (palette_alpha && alpha_count > 0) {
            png_set_tRNS(png, info, palette_alpha, alpha_count, NULL);
        }
    }
    if (compression) {
        png_set_compression_level(png, compression->compression_level);
        if (compression->mem_level > 0) png_set_compression_mem_level(png, compression->mem_level);
        if (compression->strategy >= 0) png_set_compression_strategy(png, compression->strategy);
        if (compression->filters) png_set_filter(png, PNG_FILTER_TYPE_BASE, compression->filters);
    }
    if (text_count > 0) {
        chunks = calloc((size_t)text_count, sizeof(png_text));
        if (!chunks) png_error(png, "out of memory");
        for (int i = 0; i < text_count; i++) {
            chunks[i].compression = PNG_TEXT_COMPRESSION_NONE;
            chunks[i].key = (png_charp)texts[i].keyword;
            chunks[i].text = (png_charp)texts[i].text;
            chunks[i].text_length = strlen(texts[i].text);
        }
        png_set_text(png, info, chunks, text_count);
        free(chunks); // png_set_text copies
        chunks = NULL;
    }
    rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * stride);
    png_set_rows(png, info, rows);
    png_write_png(png, info, PNG_TRANSFORM_IDENTITY, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    if (b.failed) {
        free(b.data);
        snprintf(error, error_len, "out of memory");
        return -1;
    }
    *out = b.data;
    *out_len = b.length;
    return 0;
}

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} reader;

static void read_bytes(png_structp png, png_bytep bytes, png_size_t count) {
    reader *r = (reader *)png_get_io_ptr(png);
    if (r->offset + count > r->length) png_error(png, "truncated PNG data");
    memcpy(bytes, r->data + r->offset, count);
    r->offset += count;
}

// libpng leaves text_length at 0 for iTXt (its length is in itxt_length); the text
// is NUL-terminated for every kind, so measure it.
static size_t text_length(const png_text *chunk) { return chunk->text ? strlen(chunk->text) : 0; }

int ifpng_decode(const uint8_t *data, size_t length,
                 ifpng_header *header,
                 uint8_t **rgba,
                 char **texts, size_t *texts_len,
                 char *error, size_t error_len) {
    error_sink sink = {error, error_len};
    reader r = {data, length, 0};
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    char *volatile text_out = NULL;
    if (length < 8 || png_sig_cmp(data, 0, 8) != 0) {
        snprintf(error, error_len, "not a PNG file");
        return -1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        snprintf(error, error_len, "cannot create PNG reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        snprintf(error, error_len, "cannot create PNG info");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(rows);
        free(text_out);
        return -1;
    }
    png_set_read_fn(png, &r, read_bytes);
    png_set_user_limits(png, 1 << 16, 1 << 16);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    header->width = width;
    header->height = height;
    header->color_type = png_get_color_type(png, info);
    header->bit_depth = png_get_bit_depth(png, info);
    header->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;

    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t stride = (size_t)width * 4;
    if (height > 0 && stride > ((size_t)1 << 34) / height) png_error(png, "image too large");
    pixels = malloc(stride * height + 1);
    rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!pixels || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + y * stride;
    png_read_image(png, rows);
    png_read_end(png, info);

    png_textp chunks = NULL;
    int count = png_get_text(png, info, &chunks, NULL);
    size_t total = 0;
    for (int i = 0; i < count; i++) {
        total += strlen(chunks[i].key) + 1 + text_length(&chunks[i]) + 1;
    }
    text_out = malloc(total + 1);
    if (!text_out) png_error(png, "out of memory");
    size_t at = 0;
    for (int i = 0; i < count; i++) {
        size_t key_len = strlen(chunks[i].key);
        memcpy(text_out + at, chunks[i].key, key_len + 1);
        at += key_len + 1;
        size_t text_len = text_length(&chunks[i]);
        if (text_len) memcpy(text_out + at, chunks[i].text, text_len);
        text_out[at + text_len] = 0;
        at += text_len + 1;
    }
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *rgba = pixels;
    *texts = text_out;
    *texts_len = at;
    return 0;
}

void ifpng_free(void *pointer) { free(pointer); }
