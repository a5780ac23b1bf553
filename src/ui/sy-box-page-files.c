/* sy-box-page-files.c: the box exported to a file, imported from one, and
 * learnt from the games of the history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any file the user picks, local or not: a local path goes through the
 * engine's strict reader and atomic writer, any other through GIO.
 * Importing merges into the user's box of the file's edition and never
 * drops what it had; the file is read in a thread, the window stays
 * responsive.
 */
#define G_LOG_DOMAIN "sy-box-page"

#include "config.h"

#include <glib/gi18n.h>

#include "sy-box-page-private.h"
#include "sy-dialogs.h"

/* As the engine reads a box from a path (docs/box-format.md). */
#define MAX_BOX_BYTES (4 * 1024 * 1024)

static SyBox *
load_box (GFile   *file,
          GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(JsonParser) parser = NULL;
  g_autofree char *data = NULL;
  gsize size;

  if (path != NULL)
    return sy_box_load_file (path, error);
  if (!g_file_load_contents (file, NULL, &data, &size, NULL, error))
    return NULL;
  if (size > MAX_BOX_BYTES)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The file is far larger than any box."));
      return NULL;
    }
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, data, size, error))
    return NULL;
  return sy_box_from_json (json_parser_get_root (parser), error);
}

static gboolean
save_box (const SyBox *box,
          GFile       *file,
          GError     **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *data = NULL;

  if (path != NULL)
    return sy_box_save_file (box, path, error);
  node = sy_box_to_json (box);
  data = json_to_string (node, TRUE);
  return g_file_replace_contents (file, data, strlen (data), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}

static char *
file_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_filename_display_name (base != NULL ? base : "");
}

/**
 * sy_box_page_export_file:
 * @self: a #SyBoxPage
 * @file: where to write the box of the edition shown
 * @error: return location for an error
 *
 * Writes the box of the edition shown to @file and says so on the page.
 *
 * Returns: whether it was written
 */
gboolean
sy_box_page_export_file (SyBoxPage  *self,
                         GFile      *file,
                         GError    **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (SY_IS_BOX_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = file_name (file);
  if (!save_box (_sy_box_page_get_box (self, self->edition), file, &local))
    {
      /* Translators: the file's name and why it could not be written */
      text = g_strdup_printf (_("The box could not be written to “%s”: %s"), name, local->message);
      _sy_box_page_tell (self, text, TRUE);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  text = g_strdup_printf (_("The box was exported to “%s”."), name);
  _sy_box_page_tell (self, text, FALSE);
  return TRUE;
}

/* Importing: the file is read and parsed in a thread (the largest box
 * the limits accept takes most of a second), then merged here, on the
 * main thread, which owns the user's box; the box is kept in a later turn
 * of the main loop, and the page's rows made in another (with a full box
 * the merge, the save and the rows each take a good part of a frame: one
 * after the other they would not fit). The page shows it is busy
 * meanwhile, and a page that goes away before the merge cancels it:
 * nothing is merged. */

typedef struct {
  GFile *file;
  char *told;                   /* what the page says once the box is kept */
  SyEdition edition;
} Import;

static void
import_free (gpointer data)
{
  Import *import = data;

  g_object_unref (import->file);
  g_free (import->told);
  g_free (import);
}

static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  SyBox *box = load_box (G_FILE (task_data), &error);

  if (box == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, box, (GDestroyNotify) sy_box_free);
}

static void
set_busy (SyBoxPage  *self,
          const char *name)
{
  gboolean busy = name != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "box.import", !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "box.export", !busy);
  _sy_box_page_set_busy (self, busy);
  if (busy)
    {
      /* Translators: while a box file is read, its name */
      g_autofree char *text = g_strdup_printf (_("Reading “%s”…"), name);

      _sy_box_page_tell (self, text, FALSE);
    }
}

static void
import_done (SyBoxPage *self)
{
  g_clear_object (&self->importing);
  set_busy (self, NULL);
}

/* The box merged: kept, and said. */
static gboolean
keep_merged_cb (gpointer user_data)
{
  GTask *task = user_data;
  SyBoxPage *self = g_task_get_source_object (task);
  Import *import = g_task_get_task_data (task);

  /* Merged already: kept even if the page has gone meanwhile. The page
   * is filled again in a later turn still. */
  import_done (self);
  _sy_box_page_tell (self, import->told, FALSE);
  self->refill_later = TRUE;
  _sy_box_page_corrected (self, import->edition);
  self->refill_later = FALSE;
  g_task_return_boolean (task, TRUE);
  return G_SOURCE_REMOVE;
}

/* The box read from the file, merged into the user's box of its edition. */
static gboolean
merge_read (Import       *import,
            SyBox        *box,
            const SyBox  *other,
            GError      **error)
{
  g_autofree char *name = file_name (import->file);
  guint before = sy_box_count_designs (box);
  guint added;

  if (!sy_box_merge (box, other, error))
    return FALSE;
  added = sy_box_count_designs (box) - MIN (before, sy_box_count_designs (box));
  import->edition = sy_box_get_edition (other);
  import->told = added == 0
    ? g_strdup_printf (_("Imported “%s”: your box already knew every design in it."), name)
    /* Translators: the file's name and how many part designs and canal
     * tiles it added to the box */
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Imported “%s”: %u design added to your box.",
                                    "Imported “%s”: %u designs added to your box.", added),
                       name, added);
  return TRUE;
}

static void
loaded_cb (GObject      *source_object,
           GAsyncResult *result,
           gpointer      user_data)
{
  SyBoxPage *self = SY_BOX_PAGE (source_object);
  g_autoptr(GTask) task = user_data;
  Import *import = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(SyBox) other = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* The page went away: nothing to show it on, nothing merged. */
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (other != NULL
      && merge_read (import, _sy_box_page_get_box (self, sy_box_get_edition (other)), other,
                     &error))
    {
      sy_box_page_set_edition (self, import->edition);
      g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, keep_merged_cb, g_steal_pointer (&task),
                       g_object_unref);
      return;
    }
  import_done (self);
  name = file_name (import->file);
  /* Translators: the file's name and why it is no box, “The box cannot be
   * read: it is not a box of Shipyard Companion.” */
  text = g_strdup_printf (_("Nothing was imported from “%s”. %s"), name, error->message);
  _sy_box_page_tell (self, text, TRUE);
  g_task_return_error (task, g_steal_pointer (&error));
}

/**
 * sy_box_page_import_file_async:
 * @self: a #SyBoxPage
 * @file: a box exported before, of either edition
 * @callback: (nullable): called when the file is merged or refused
 * @user_data: data for @callback
 *
 * Reads the box in @file without blocking the window, then merges it into
 * the user's box of its edition, which the page then shows, and says how
 * many designs were added. A file that is not a box, or is damaged,
 * changes nothing. The page shows it is busy until then (one import at a
 * time); when the page goes away, the import is cancelled.
 */
void
sy_box_page_import_file_async (SyBoxPage           *self,
                               GFile               *file,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) reading = NULL;
  g_autofree char *name = NULL;
  Import *import;

  g_return_if_fail (SY_IS_BOX_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  import = g_new0 (Import, 1);
  import->file = g_object_ref (file);
  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, sy_box_page_import_file_async);
  g_task_set_task_data (task, import, import_free);
  if (self->importing != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("Another box is being imported."));
      return;
    }
  self->importing = g_cancellable_new ();
  g_task_set_check_cancellable (task, FALSE);
  name = file_name (file);
  set_busy (self, name);
  reading = g_task_new (self, self->importing, loaded_cb, g_object_ref (task));
  g_task_set_task_data (reading, g_object_ref (file), g_object_unref);
  /* Cancelled, the callback comes at once; the thread's box is freed. */
  g_task_set_return_on_cancel (reading, TRUE);
  g_task_run_in_thread (reading, load_in_thread);
}

/**
 * sy_box_page_import_file_finish:
 * @self: a #SyBoxPage
 * @result: the result given to the callback
 * @error: return location for why nothing was imported
 *
 * Returns: whether the box was merged
 */
gboolean
sy_box_page_import_file_finish (SyBoxPage     *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* The page goes away (its window closes): an import under way is
 * dropped. */
void
_sy_box_page_cancel_import (SyBoxPage *self)
{
  g_cancellable_cancel (self->importing);
  g_clear_object (&self->importing);
}

/**
 * sy_box_page_learn_history:
 * @self: a #SyBoxPage
 * @folder: (nullable): the history's folder; %NULL for the user's
 * @error: return location for an error
 *
 * Every game of the history teaches the box of its edition (a game learnt
 * before, here or as it was played, is not counted twice); the page says
 * how many designs were added.
 *
 * Returns: whether the history was read and the boxes kept
 */
gboolean
sy_box_page_learn_history (SyBoxPage   *self,
                           const char  *folder,
                           GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  guint added = 0;
  guint unreadable = 0;

  g_return_val_if_fail (SY_IS_BOX_PAGE (self), FALSE);
  g_return_val_if_fail (self->user_data != NULL, FALSE);

  if (!sy_user_data_learn_history (self->user_data, folder, &added, &unreadable, &local))
    {
      /* Translators: why the history could not be read or the box kept */
      g_string_printf (text, _("The box did not learn from the game history: %s"),
                       local->message);
      _sy_box_page_tell (self, text->str, TRUE);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (added == 0)
    g_string_append (text, _("Your box already knew every design entered in the game history."));
  else
    /* Translators: how many part designs and canal tiles, of both
     * editions, the games of the history added to the box */
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                               "%u design added to your box from the game history.",
                                               "%u designs added to your box from the game history.",
                                               added), added);
  if (unreadable > 0)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "%u game could not be read and was skipped.",
                                                 "%u games could not be read and were skipped.",
                                                 unreadable), unreadable);
    }
  _sy_box_page_tell (self, text->str, FALSE);
  return TRUE;
}

static void
export_chosen_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SyBoxPage *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = sy_dialogs_save_file_finish (result, &error);

  /* Cancelled when the page goes or asks again: it may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->choosing);
  if (file != NULL)
    sy_box_page_export_file (self, file, NULL);
}

static void
import_chosen_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SyBoxPage *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = sy_dialogs_open_file_finish (result, &error);

  /* Cancelled when the page goes or asks again: it may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->choosing);
  if (file != NULL)
    sy_box_page_import_file_async (self, file, NULL, NULL);
}

/* The one place the page asks for a file. */
void
_sy_box_page_choose_file (SyBoxPage *self,
                          gboolean   saving)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Box files"));
  gtk_file_filter_add_suffix (filter, "json");
  g_cancellable_cancel (self->choosing);
  g_clear_object (&self->choosing);
  self->choosing = g_cancellable_new ();
  if (saving)
    sy_dialogs_save_file (GTK_WIDGET (self), _("Export the Box"), _("_Export"),
                          /* Translators: the name offered for an exported box;
                           * keep it a file name */
                          self->edition == SY_EDITION_FIRST
                          ? _("shipyard-box-first-edition.json")
                          : _("shipyard-box-second-edition.json"),
                          filter, self->choosing, export_chosen_cb, self);
  else
    sy_dialogs_open_file (GTK_WIDGET (self), _("Import a Box"), _("_Import"), filter,
                          self->choosing, import_chosen_cb, self);
}
