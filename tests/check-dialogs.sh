#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-dialogs.sh: fails when a dialog is made outside the compatibility layer
#
# Alerts, file choosers and the about dialog are made in src/ui/sy-dialogs.c
# and src/ui/sy-dialogs-files.c only, which pick today's widgets (AdwAlertDialog, GtkFileDialog,
# AdwAboutDialog) where the libraries have them and the older ones where
# not. No other file (in src/ or tests/) names either kind; the preferences
# choose their parent in sy-preferences-window.{c,h,ui} and src/ui/meson.build;
# no other file in src/ checks a version or silences a deprecation.
set -u
top=${1:-$(dirname "$0")/..}
dialogs='AdwMessageDialog|adw_message_dialog|ADW_MESSAGE_DIALOG|ADW_TYPE_MESSAGE_DIALOG'
dialogs="$dialogs|AdwAlertDialog|adw_alert_dialog|ADW_ALERT_DIALOG|ADW_TYPE_ALERT_DIALOG"
dialogs="$dialogs|AdwAboutWindow|adw_about_window|ADW_ABOUT_WINDOW|ADW_TYPE_ABOUT_WINDOW"
dialogs="$dialogs|AdwAboutDialog|adw_about_dialog|ADW_ABOUT_DIALOG|ADW_TYPE_ABOUT_DIALOG"
dialogs="$dialogs|GtkFileChooser|gtk_file_chooser|GTK_FILE_CHOOSER|GtkFileDialog|gtk_file_dialog"
dialogs="$dialogs|GtkMessageDialog|gtk_message_dialog|GtkAboutDialog|gtk_show_about_dialog"
dialogs="$dialogs|GtkAlertDialog|gtk_alert_dialog|GtkNativeDialog|gtk_native_dialog"
preferences='AdwPreferencesWindow|adw_preferences_window|ADW_PREFERENCES_WINDOW|ADW_TYPE_PREFERENCES_WINDOW'
preferences="$preferences|AdwPreferencesDialog|adw_preferences_dialog|ADW_PREFERENCES_DIALOG|ADW_TYPE_PREFERENCES_DIALOG"
files=$(find "$top/src" "$top/tests" \( -name '*.[ch]' -o -name '*.ui' \) -not -path "$top/tests/data/*" 2>/dev/null | sort)
n=$(echo "$files" | grep -c .)
[ "$n" -gt 0 ] || { echo "Bail out! no sources under $top"; exit 1; }
echo "1..3"
status=0
# check N PATTERN ALLOWED WHAT: the files outside ALLOWED that name PATTERN.
check () {
  found=$(echo "$files" | grep -vE "$3" | xargs grep -HnE -- "$2" 2>/dev/null)
  if [ -n "$found" ]; then
    echo "$found" | sed 's/^/# outside its place: /'
    echo "not ok $1 $4"
    status=1
  else
    echo "ok $1 $4 ($n files)"
  fi
}
check 1 "$dialogs" '/src/ui/sy-dialogs(-files)?\.c$' \
  "alerts, file choosers and about dialogs are made in sy-dialogs.c and sy-dialogs-files.c only"
check 2 "$preferences" '/src/ui/sy-preferences-window\.(c|h|ui)$' \
  "the preferences' parent is chosen in sy-preferences-window.{c,h,ui} only"
# The program's other version checks and silenced deprecations: in the
# compatibility layer only (sy-dialogs.c, sy-dialogs-files.c, sy-compat.c), whose newer branch
# is what Debian 13 and the GNOME runtime run. The tests may check versions.
files=$(echo "$files" | grep -v '/tests/')
check 3 'CHECK_VERSION|IGNORE_DEPRECATIONS' '/src/ui/(sy-dialogs(-files)?\.c|sy-compat\.c|sy-preferences-window\.(c|h))$' \
  "versions are checked in the compatibility layer only"
exit $status
