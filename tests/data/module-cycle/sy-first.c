/* sy-first.c: one half of a cycle of source files, for check-include-cycles.py to find
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The headers include nothing: only the source files need each other.
 */
#include "sy-first.h"
#include "sy-second.h"
