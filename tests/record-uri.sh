#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# record-uri.sh: a stand-in help viewer or browser for test-help-show.c: writes the URI it is
# given to $SY_TEST_URI_LOG, one a line.
printf '%s\n' "$1" >> "$SY_TEST_URI_LOG"
