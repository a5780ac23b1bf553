/* sy-first.h: a header that includes nothing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once
