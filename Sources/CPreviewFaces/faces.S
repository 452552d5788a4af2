/* The two faces the previews draw their words in (Liberation Sans Regular and Bold, SIL OFL
 * 1.1: include/faces/LICENSE), assembled into the executable's read-only data. The assembler
 * finds them through the target's include folder. It records no dependency on them: after
 * replacing a face, touch this file. */
#if defined(__APPLE__)
#define SYMBOL(name) _##name
    .section __TEXT,__const
#else
#define SYMBOL(name) name
    .section .rodata
#endif
    .globl SYMBOL(iconforge_face_regular_start)
    .globl SYMBOL(iconforge_face_regular_end)
    .globl SYMBOL(iconforge_face_bold_start)
    .globl SYMBOL(iconforge_face_bold_end)
    .p2align 4
SYMBOL(iconforge_face_regular_start):
    .incbin "faces/LiberationSans-Regular.ttf"
SYMBOL(iconforge_face_regular_end):
    .p2align 4
SYMBOL(iconforge_face_bold_start):
    .incbin "faces/LiberationSans-Bold.ttf"
SYMBOL(iconforge_face_bold_end):
#if !defined(__APPLE__)
    .section .note.GNU-stack,"",@progbits
#endif
