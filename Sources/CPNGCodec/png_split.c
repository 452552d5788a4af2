#include "png_split.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// The second half: a raw deflate stream that may refer back into the first half (its last 32 KB
// are the dictionary), ending the whole stream; and the half's Adler-32.
typedef struct {
    const uint8_t *dictionary;
    size_t dictionary_length;
    const uint8_t *input;
    size_t length;
    int level;
    uint8_t *output;
    size_t capacity;
    size_t written;
    uLong adler;
    int ok;
} second_half;

static void *compress_second_half(void *argument) {
    second_half *half = argument;
    z_stream s;
    memset(&s, 0, sizeof s);
    half->adler = adler32(adler32(0, NULL, 0), half->input, (uInt)half->length);
    if (deflateInit2(&s, half->level, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK) return NULL;
    if (deflateSetDictionary(&s, half->dictionary, (uInt)half->dictionary_length) == Z_OK) {
        s.next_in = (Bytef *)half->input;
        s.avail_in = (uInt)half->length;
        s.next_out = half->output;
        s.avail_out = (uInt)half->capacity;
        half->ok = deflate(&s, Z_FINISH) == Z_STREAM_END;
        half->written = s.total_out;
    }
    deflateEnd(&s);
    return NULL;
}

size_t ifpng_zlib_split_bound(size_t length) {
    return compressBound((uLong)length) + 64;
}

size_t ifpng_zlib_split(const uint8_t *raw, size_t length, int level, uint8_t *out, size_t capacity) {
    // Halves of a small image are not worth a thread; lengths past 1 GB are not split either.
    if (length < IFPNG_SPLIT_MINIMUM || length > (1u << 30) || level < 1 || level > 9) {
        uLongf written = (uLongf)capacity;
        return compress2(out, &written, raw, (uLong)length, level < 1 || level > 9 ? 3 : level) == Z_OK ? written : 0;
    }
    size_t first = length / 2;
    size_t window = first < 32768 ? first : 32768;
    second_half half = {raw + first - window, window, raw + first, length - first, level,
                        malloc(ifpng_zlib_split_bound(length - first)), ifpng_zlib_split_bound(length - first), 0, 0, 0};
    if (!half.output) return 0;
    pthread_t thread;
    int threaded = pthread_create(&thread, NULL, compress_second_half, &half) == 0;
    if (!threaded) compress_second_half(&half);

    // The first half: the zlib header, then blocks ending on a byte boundary (a sync flush), not final.
    z_stream s;
    memset(&s, 0, sizeof s);
    size_t written = 0;
    int ok = deflateInit2(&s, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY) == Z_OK;
    if (ok) {
        s.next_in = (Bytef *)raw;
        s.avail_in = (uInt)first;
        s.next_out = out;
        s.avail_out = (uInt)capacity;
        // Room left over means the flush is complete: nothing of the first half waits inside zlib.
        ok = deflate(&s, Z_SYNC_FLUSH) == Z_OK && s.avail_in == 0 && s.avail_out > 0;
        written = s.total_out;
    }
    uLong adler = s.adler;
    deflateEnd(&s);
    if (threaded) pthread_join(thread, NULL);
    ok = ok && half.ok && written + half.written + 4 <= capacity;
    if (ok) {
        memcpy(out + written, half.output, half.written);
        written += half.written;
        adler = adler32_combine(adler, half.adler, (z_off_t)half.length);
        out[written++] = (uint8_t)(adler >> 24);
        out[written++] = (uint8_t)(adler >> 16);
        out[written++] = (uint8_t)(adler >> 8);
        out[written++] = (uint8_t)adler;
    }
    free(half.output);
    return ok ? written : 0;
}
