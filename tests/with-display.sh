#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command on the display there is, or on a virtual one when there is
# none (CI has none: BUILD-NOTES pitfall 1).
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$@"
fi
exec xvfb-run -a -s "-screen 0 2048x2400x24 -nolisten tcp" "$@"
