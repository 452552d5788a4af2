#ifndef ICONFORGE_PREVIEW_FACES_H
#define ICONFORGE_PREVIEW_FACES_H

#include <stddef.h>

/* The TrueType bytes of the previews' regular (bold == 0) or bold face, `*count` of them. They
   live as long as the process. */
const unsigned char *iconforge_preview_face(int bold, size_t *count);

#endif
