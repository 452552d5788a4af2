#ifndef ICONFORGE_CRSVG_SHIM_H
#define ICONFORGE_CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-ft.h>
#endif
