#ifndef ICONFORGE_CPNG_SHIM_H
#define ICONFORGE_CPNG_SHIM_H
#include <png.h>
#endif
