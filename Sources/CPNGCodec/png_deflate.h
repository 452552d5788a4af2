#ifndef ICONFORGE_PNG_DEFLATE_H
#define ICONFORGE_PNG_DEFLATE_H

#include "png_codec.h"

/// ifpng_encode for `compression->deflate_level` > 0: rows unfiltered, compressed by libdeflate
/// at `level` (1-12), in a container written here; or, with `split_level` (1-9), by zlib at that
/// level in two halves at once (png_split.h). Same contract as ifpng_encode.
int ifpng_encode_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                         int color_type, int channels,
                         const uint8_t *palette_rgb, int palette_count,
                         const uint8_t *palette_alpha, int alpha_count,
                         const ifpng_text *texts, int text_count, int level, int split_level,
                         uint8_t **out, size_t *out_len, char *error, size_t error_len);

#endif
