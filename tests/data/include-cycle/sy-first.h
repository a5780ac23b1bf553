/* sy-first.h: one half of a cycle, for check-include-cycles.py to find
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sy-second.h"
