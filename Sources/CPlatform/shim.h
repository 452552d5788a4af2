/* Linux calls Swift's Glibc module does not import, for Sources/IconForgeKit/Support/Platform.swift. */
#if defined(__linux__)
/* glibc's allocator settings (mallopt). */
#include <malloc.h>
/* fcntl's F_GETPIPE_SZ, which glibc declares only under _GNU_SOURCE (Linux's value). */
static const int iconforge_f_getpipe_sz = 1032;
#endif
