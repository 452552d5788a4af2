/* glibc's allocator settings (mallopt), which its Swift module does not import. */
#if defined(__linux__)
#include <malloc.h>
#endif
