#ifndef ICONFORGE_PNG_CODEC_H
#define ICONFORGE_PNG_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// Colour types, numerically equal to libpng's PNG_COLOR_TYPE_* values.
enum {
    IFPNG_GRAY = 0,
    IFPNG_RGB = 2,
    IFPNG_PALETTE = 3,
    IFPNG_GRAY_ALPHA = 4,
    IFPNG_RGBA = 6
};

/// One tEXt chunk.
typedef struct {
    const char *keyword;
    const char *text;
} ifpng_text;

/// How to compress. Zero values mean libpng's defaults.
typedef struct {
    int compression_level;   /* 0-9 */
    int mem_level;           /* 1-9 */
    int strategy;            /* zlib strategy, -1 for default */
    int filters;             /* PNG_FILTER_* mask, 0 for libpng's default */
    int deflate_level;       /* 1-12: libdeflate at this level on unfiltered rows instead of
                                libpng's zlib (the fields above are then unused); 0: zlib */
    int split_level;         /* 1-9: zlib at this level on unfiltered rows, their halves compressed
                                at once on two threads into one stream (big pictures); overrides
                                the fields above; 0: unused */
} ifpng_compression;

/// Encodes 8-bit rows into a PNG in memory. `channels` must match `color_type`
/// (1, 3, 2 or 4; palette images pass 1 channel of indices plus `palette`/`trns`).
/// On success returns 0 and sets *out (free with ifpng_free) and *out_len.
/// On failure returns -1 and writes a message into `error` (never longjmps out).
int ifpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                 int color_type,
                 const uint8_t *palette_rgb, int palette_count,
                 const uint8_t *palette_alpha, int alpha_count,
                 const ifpng_text *texts, int text_count,
                 const ifpng_compression *compression,
                 uint8_t **out, size_t *out_len,
                 char *error, size_t error_len);

/// What a decoded PNG looked like on disk.
typedef struct {
    uint32_t width;
    uint32_t height;
    int color_type;
    int bit_depth;
    int interlaced;
} ifpng_header;

/// Decodes any PNG into 8-bit non-premultiplied RGBA (width*4 bytes a row).
/// tEXt/zTXt/iTXt chunks are returned as "keyword\0text\0" pairs in *texts
/// (free with ifpng_free). Returns 0, or -1 with a message in `error`.
int ifpng_decode(const uint8_t *data, size_t length,
                 ifpng_header *header,
                 uint8_t **rgba,
                 char **texts, size_t *texts_len,
                 char *error, size_t error_len);

void ifpng_free(void *pointer);

#endif
