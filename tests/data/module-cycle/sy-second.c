/* sy-second.c: the other half of a cycle of source files, for check-include-cycles.py to find
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sy-first.h"
#include "sy-second.h"
