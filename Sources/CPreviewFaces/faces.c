#include "preview_faces.h"

extern const unsigned char iconforge_face_regular_start[], iconforge_face_regular_end[];
extern const unsigned char iconforge_face_bold_start[], iconforge_face_bold_end[];

const unsigned char *iconforge_preview_face(int bold, size_t *count) {
    const unsigned char *start = bold ? iconforge_face_bold_start : iconforge_face_regular_start;
    const unsigned char *end = bold ? iconforge_face_bold_end : iconforge_face_regular_end;
    *count = (size_t)(end - start);
    return start;
}
