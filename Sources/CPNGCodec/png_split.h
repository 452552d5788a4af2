#ifndef ICONFORGE_PNG_SPLIT_H
#define ICONFORGE_PNG_SPLIT_H

#include <stddef.h>
#include <stdint.h>

/// Inputs from this size on are split (a 340 x 617 preview is 630 KB of RGB rows).
#define IFPNG_SPLIT_MINIMUM (256 * 1024)

/// One zlib stream of `raw` at zlib `level` (1-9), its two halves compressed at once on two
/// threads, as pigz does: the first half ends on a byte boundary without a final block, the
/// second is a raw deflate stream whose dictionary is the first half's last 32 KB, and the
/// Adler-32s are combined. Fixed halves, so the same input gives the same bytes. Writes into
/// `out` (`capacity` bytes, at least ifpng_zlib_split_bound) and returns the length, 0 on failure.
size_t ifpng_zlib_split(const uint8_t *raw, size_t length, int level, uint8_t *out, size_t capacity);

/// A capacity that always holds ifpng_zlib_split's output for `length` bytes.
size_t ifpng_zlib_split_bound(size_t length);

#endif
