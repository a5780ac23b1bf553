/* sy-lonely.c: a source file with no header, for check-headers.py to find
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
