#ifndef ICONFORGE_SHA256_BLOCKS_H
#define ICONFORGE_SHA256_BLOCKS_H

#include <stddef.h>
#include <stdint.h>

/* SHA-256's compression of whole 64-byte blocks with the CPU's SHA instructions (x86 SHA-NI).
 * Returns 0, doing nothing, when this CPU or build has none: the caller compresses in Swift. */
int ifsha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

/* The 64 round constants of FIPS 180-4, for this file's code and the portable Swift code alike. */
const uint32_t *ifsha256_round_constants(void);

#endif
