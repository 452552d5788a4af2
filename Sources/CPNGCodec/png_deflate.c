// PNG files whose image data libdeflate compresses. libpng can only drive zlib, and for the
// icons' grey+alpha rows libdeflate gives zlib level 9's size in half the time (level 8) or
// nearly zopflipng's (level 12). The container is simple enough to write here: the same
// chunks, in the same order, as ifpng_encode's libpng path (IHDR, PLTE, tRNS, tEXt, IDAT,
// IEND), every row with filter type 0. No longjmp is involved.
#include "png_deflate.h"
#include "png_split.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} chunk_buffer;

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

// Appends one chunk; the buffer was sized for every chunk up front.
static void put_chunk(chunk_buffer *b, const char type[4], const uint8_t *data, size_t length) {
    uint8_t *start = b->data + b->length;
    put32(start, (uint32_t)length);
    memcpy(start + 4, type, 4);
    if (length) memcpy(start + 8, data, length);
    put32(start + 8 + length, libdeflate_crc32(0, start + 4, 4 + length));
    b->length += 12 + length;
}

// One compressor per thread and level, kept: allocating one costs more than compressing an icon.
static struct libdeflate_compressor *compressor(int level) {
    static _Thread_local struct libdeflate_compressor *kept[13];
    if (!kept[level]) kept[level] = libdeflate_alloc_compressor(level);
    return kept[level];
}

// A tEXt keyword as PNG allows it: 1-79 Latin-1 printable characters, no leading, trailing or
// double spaces (libpng refuses the rest too).
static int valid_keyword(const char *keyword) {
    size_t length = strlen(keyword);
    if (length == 0 || length > 79 || keyword[0] == ' ' || keyword[length - 1] == ' ') return 0;
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)keyword[i];
        if (c < 32 || (c > 126 && c < 161)) return 0;
        if (c == ' ' && keyword[i + 1] == ' ') return 0;
    }
    return 1;
}

int ifpng_encode_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                         int color_type, int channels,
                         const uint8_t *palette_rgb, int palette_count,
                         const uint8_t *palette_alpha, int alpha_count,
                         const ifpng_text *texts, int text_count, int level, int split_level,
                         uint8_t **out, size_t *out_len, char *error, size_t error_len) {
    if (split_level > 9 || (split_level < 1 && (level < 1 || level > 12))) {
        snprintf(error, error_len, split_level > 9 ? "zlib level %d is not 1-9" : "libdeflate level %d is not 1-12",
                 split_level > 9 ? split_level : level);
        return -1;
    }
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu) {
        snprintf(error, error_len, "image size %ux%u out of range", width, height);
        return -1;
    }
    int palette = color_type == IFPNG_PALETTE;
    if ((color_type != IFPNG_GRAY && color_type != IFPNG_RGB && !palette && color_type != IFPNG_GRAY_ALPHA
         && color_type != IFPNG_RGBA)
        || (palette && (palette_count < 1 || palette_count > 256 || alpha_count > palette_count))) {
        snprintf(error, error_len, "invalid colour type %d or palette of %d colours", color_type, palette_count);
        return -1;
    }
    struct libdeflate_compressor *z = split_level > 0 ? NULL : compressor(level);
    size_t row = (size_t)width * (size_t)channels;
    if ((!z && split_level < 1) || row / (size_t)channels != width || (row + 1) * height / height != row + 1) {
        snprintf(error, error_len, "out of memory");
        return -1;
    }
    size_t raw_length = (row + 1) * height;
    size_t bound = z ? libdeflate_zlib_compress_bound(z, raw_length) : ifpng_zlib_split_bound(raw_length);
    size_t texts_length = 0;
    for (int i = 0; i < text_count; i++) {
        if (!valid_keyword(texts[i].keyword)) {
            snprintf(error, error_len, "invalid tEXt keyword '%.80s'", texts[i].keyword);
            return -1;
        }
        texts_length += 12 + strlen(texts[i].keyword) + 1 + strlen(texts[i].text);
    }
    size_t capacity = 8 + 25 + (palette ? 12 + 3 * (size_t)palette_count + 12 + (size_t)alpha_count : 0)
                      + texts_length + 12 + bound + 12;
    uint8_t *raw = malloc(raw_length);
    chunk_buffer b = {malloc(capacity), 0, capacity};
    uint8_t *scratch = malloc(bound > 80 ? bound : 80);
    if (!raw || !b.data || !scratch) {
        free(raw);
        free(b.data);
        free(scratch);
        snprintf(error, error_len, "out of memory");
        return -1;
    }
    for (uint32_t y = 0; y < height; y++) {
        raw[(size_t)y * (row + 1)] = 0;
        memcpy(raw + (size_t)y * (row + 1) + 1, pixels + (size_t)y * stride, row);
    }
    static const uint8_t signature[8] = {137, 'P', 'N', 'G', '\r', '\n', 26, '\n'};
    memcpy(b.data, signature, 8);
    b.length = 8;
    uint8_t header[13];
    put32(header, width);
    put32(header + 4, height);
    header[8] = 8;
    header[9] = (uint8_t)color_type;
    header[10] = header[11] = header[12] = 0;
    put_chunk(&b, "IHDR", header, 13);
    if (palette) {
        put_chunk(&b, "PLTE", palette_rgb, 3 * (size_t)palette_count);
        if (palette_alpha && alpha_count > 0) put_chunk(&b, "tRNS", palette_alpha, (size_t)alpha_count);
    }
    for (int i = 0; i < text_count; i++) {
        size_t keyword = strlen(texts[i].keyword), text = strlen(texts[i].text);
        uint8_t *body = malloc(keyword + 1 + text);
        if (!body) {
            free(raw);
            free(b.data);
            free(scratch);
            snprintf(error, error_len, "out of memory");
            return -1;
        }
        memcpy(body, texts[i].keyword, keyword + 1);
        memcpy(body + keyword + 1, texts[i].text, text);
        put_chunk(&b, "tEXt", body, keyword + 1 + text);
        free(body);
    }
    size_t compressed = z ? libdeflate_zlib_compress(z, raw, raw_length, scratch, bound)
                          : ifpng_zlib_split(raw, raw_length, split_level, scratch, bound);
    free(raw);
    if (compressed == 0) {
        free(b.data);
        free(scratch);
        snprintf(error, error_len, "%s could not compress the image", z ? "libdeflate" : "zlib");
        return -1;
    }
    put_chunk(&b, "IDAT", scratch, compressed);
    free(scratch);
    put_chunk(&b, "IEND", NULL, 0);
    *out = b.data;
    *out_len = b.length;
    return 0;
}
