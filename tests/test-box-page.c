/* test-box-page.c: the box in Preferences, through the real window: the
 * counts, a part corrected, a tile removed, the box exported and another
 * imported into it, and a damaged file refused with nothing changed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sy-table-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sy-application.h"
#include "sy-box-page-dialogs.h"
#include "sy-dialogs.h"
#include "sy-preferences-window.h"
#include "sy-box-page.h"
#include "sy-yard-view.h"
#include "table-harness.h"
#include "test-folder.h"
#include "ui-harness.h"

/* The box the test starts from, as a friend would give it: three part
 * designs (a middle part seen in two copies in one game) and two tiles.
 * 2 + 1 + 1 = 4 parts at least, 2 tiles. */
static const char seed_box[] =
  "{ \"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2,"
  "  \"parts\": ["
  "    { \"kind\": \"middle\", \"symbols\": { \"rigging-mount\": 2 }, \"seen\": 3, \"copies\": 2 },"
  "    { \"kind\": \"stern\", \"symbols\": { \"cabin\": 1, \"lantern\": 1 }, \"seen\": 2, \"copies\": 1 },"
  "    { \"kind\": \"bow\", \"symbols\": { \"cabin\": 1 }, \"seen\": 1, \"copies\": 1 } ],"
  "  \"tiles\": ["
  "    { \"shape\": \"bend\", \"marks\": [\"none\", \"none\", \"none\", \"none\", \"businessman\","
  "      \"none\", \"none\", \"none\", \"none\"], \"seen\": 2 },"
  "    { \"shape\": \"straight\", \"marks\": [\"none\", \"none\", \"none\", \"none\", \"none\","
  "      \"none\", \"none\", \"none\", \"none\"], \"seen\": 1 } ],"
  "  \"games\": {} }";

/* The second file: the bow as corrected (known already), a new middle part,
 * the plain straight removed before (back again) and a new corner: 3
 * designs added; parts 4 + 1 = 5, tiles 1 + 2 = 3. */
static const char other_box[] =
  "{ \"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2,"
  "  \"parts\": ["
  "    { \"kind\": \"bow\", \"symbols\": { \"cabin\": 2 }, \"seen\": 1, \"copies\": 1 },"
  "    { \"kind\": \"middle\", \"symbols\": { \"crane-mount\": 1 }, \"seen\": 1, \"copies\": 1 } ],"
  "  \"tiles\": ["
  "    { \"shape\": \"straight\", \"marks\": [\"none\", \"none\", \"none\", \"none\", \"none\","
  "      \"none\", \"none\", \"none\", \"none\"], \"seen\": 1 },"
  "    { \"shape\": \"corner\", \"marks\": [\"none\", \"none\", \"lantern\", \"none\", \"none\","
  "      \"none\", \"none\", \"none\", \"none\"], \"seen\": 1 } ],"
  "  \"games\": {} }";

static SyBox *
app_box (SyEdition edition)
{
  return sy_application_get_box (SY_APPLICATION (g_application_get_default ()), edition);
}


static void
imported_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* The page's import, as its file chooser starts it, waited for. */
static gboolean
import_file (SyBoxPage  *page,
             GFile      *file,
             GError    **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  sy_box_page_import_file_async (page, file, imported_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  /* The page's rows are made in a turn of their own. */
  settle ();
  return sy_box_page_import_file_finish (page, result, error);
}

static SyBox *
box_from_text (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  SyBox *box;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  box = sy_box_from_json (json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return box;
}

static GFile *
write_temp (const char *name,
            const char *contents)
{
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "sy-test-box-page-XXXXXX", NULL);
  g_autofree char *path = NULL;

  g_assert_nonnull (g_mkdtemp (dir));
  path = g_build_filename (dir, name, NULL);
  if (contents != NULL)
    g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return g_file_new_for_path (path);
}

static void
remove_temp (GFile *file)
{
  g_autoptr(GFile) dir = g_file_get_parent (file);

  g_file_delete (file, NULL, NULL);
  g_file_delete (dir, NULL, NULL);
}

static GtkWidget *
find_dialog (const char *name)
{
  return sy_dialogs_find_alert (name);
}

/* As a tap on one of its buttons: the response, then the dialog closes. */
static void
respond (GtkWidget  *dialog,
         const char *response)
{
  g_assert_nonnull (dialog);
  sy_dialogs_alert_respond (dialog, response);
  settle ();
}

static const char *
subtitle (GtkWidget  *root,
          const char *name)
{
  GtkWidget *row = find_named (root, name);

  g_assert_nonnull (row);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static void
assert_counts (GtkWidget *page,
               guint      tiles,
               guint      parts)
{
  g_autofree char *tiles_text = NULL;
  g_autofree char *parts_text = NULL;

  if (test_language_is_czech ())
    {
      tiles_text = g_strdup_printf ("%u z 24 destiček kanálů", tiles);
      parts_text = g_strdup_printf ("nejméně %u ze 104 lodních dílů", parts);
    }
  else
    {
      tiles_text = g_strdup_printf ("%u of 24 canal tiles", tiles);
      parts_text = g_strdup_printf ("at least %u of 104 ship parts", parts);
    }
  g_assert_cmpstr (subtitle (page, "box-tiles-count"), ==, tiles_text);
  g_assert_cmpstr (subtitle (page, "box-parts-count"), ==, parts_text);
  g_assert_cmpuint (sy_box_count_tiles (app_box (SY_EDITION_SECOND)), ==, tiles);
  g_assert_cmpuint (sy_box_count_parts (app_box (SY_EDITION_SECOND)), ==, parts);
}

/* The row of the design whose title is @title and whose subtitle starts
 * with @subtitle, if given, among those named @what. */
static GtkWidget *
find_design_row_with (GtkWidget  *page,
                      const char *what,
                      const char *title,
                      const char *subtitle)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_named (page, what, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      AdwActionRow *row = g_ptr_array_index (rows, i);

      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0
          && (subtitle == NULL || g_str_has_prefix (adw_action_row_get_subtitle (row), subtitle)))
        return GTK_WIDGET (row);
    }
  return NULL;
}

static GtkWidget *
find_design_row (GtkWidget  *page,
                 const char *what,
                 const char *title)
{
  return find_design_row_with (page, what, title, NULL);
}

static const char *
shape_name (const char *id)
{
  return sy_canal_shape_get_name (sy_canal_palette_find (sy_canal_palette_get_default (), id));
}

/* How many times the second edition's box saw its bow. */
static guint
find_part_seen (SyPartKind kind)
{
  g_autoptr(GPtrArray) parts = sy_box_list_parts (app_box (SY_EDITION_SECOND), kind);

  g_assert_cmpuint (parts->len, ==, 1);
  return ((const SyBoxPart *) g_ptr_array_index (parts, 0))->seen;
}

static const char *
message (GtkWidget *page)
{
  GtkWidget *label = find_named (page, "box-message");

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
test_box_page (void)
{
  g_autoptr(SyBox) seed = box_from_text (seed_box);
  g_autoptr(GFile) exported = write_temp ("exported.json", NULL);
  g_autoptr(GFile) other = write_temp ("other.json", other_box);
  g_autoptr(GFile) damaged = write_temp ("damaged.json", "{ \"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2, \"parts\": [ { \"kind\": \"keel\"");
  g_autoptr(GFile) foreign = write_temp ("foreign.json", "{ \"format\": \"shipyard-companion-game\", \"version\": 1 }");
  g_autoptr(GError) error = NULL;
  g_autoptr(SyBox) reread = NULL;
  g_autofree char *exported_path = g_file_get_path (exported);
  g_autofree char *bow = NULL;
  g_autofree char *bow_corrected = NULL;
  g_autofree char *plain_marks = NULL;
  g_autofree char *businessman_marks = NULL;
  GtkWidget *preferences;
  GtkWidget *page;
  GtkWidget *row;
  GtkWidget *dialog;
  SyPart part = { .kind = SY_PART_BOW };

  get_window ();
  empty_box (SY_EDITION_FIRST);
  empty_box (SY_EDITION_SECOND);
  g_assert_true (sy_box_merge (app_box (SY_EDITION_SECOND), seed, &error));
  g_assert_no_error (error);

  page = open_preferences_page (SY_TYPE_BOX_PAGE, &preferences);

  /* The counts, with the rulebooks' totals; the first edition's box is empty. */
  g_assert_cmpint (sy_box_page_get_edition (SY_BOX_PAGE (page)), ==, SY_EDITION_SECOND);
  assert_counts (page, 2, 4);
  g_assert_nonnull (find_named (page, "box-parts-1"));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (find_named (page, "box-parts-1")), TRUE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (find_named (page, "box-parts-2")), TRUE);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (preferences)), "box-page", 360, 760);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (preferences)), "box-page", 720, 1000);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (preferences)), "box-page", 1280, 1000);
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (page, "box-edition")), 0);
  g_assert_cmpint (sy_box_page_get_edition (SY_BOX_PAGE (page)), ==, SY_EDITION_FIRST);
  g_assert_nonnull (find_named (page, "box-no-tiles"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (page, "box-edition")), 1);
  assert_counts (page, 2, 4);
  /* Another edition shown closed the rows; a row's designs are made when
   * it is opened. */
  {
    g_autoptr(GPtrArray) parts = g_ptr_array_new ();

    collect_named (page, "part", parts);
    g_assert_cmpuint (parts->len, ==, 0);
  }
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (find_named (page, "box-parts-1")), TRUE);

  /* The bow with one cabin had two: corrected, it is one design still. */
  part.symbols[SY_SYMBOL_CABIN] = 1;
  bow = sy_part_describe (&part);
  row = find_design_row (page, "part", bow);
  g_assert_nonnull (row);
  tap (find_named (row, "box-part-edit"));
  dialog = find_dialog ("box-correct-dialog");
  g_assert_nonnull (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (dialog, "box-symbol-cabin")), 2);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (dialog)), "box-correct-part", 0, 0);
  respond (dialog, "save");
  part.symbols[SY_SYMBOL_CABIN] = 2;
  bow_corrected = sy_part_describe (&part);
  g_assert_null (find_design_row (page, "part", bow));
  g_assert_nonnull (find_design_row (page, "part", bow_corrected));
  assert_counts (page, 2, 4);

  /* The bend with a businessman was a straight: the same official, on a
   * straight now; the straights are two designs. */
  {
    SyCanalTile plain = { .shape = "straight" };
    SyCanalTile businessman = { .shape = "straight" };
    const SyCanalPalette *palette = sy_canal_palette_get_default ();
    guint straight = 0;

    for (guint i = 0; i < sy_canal_palette_get_n_shapes (palette); i++)
      if (g_str_equal (sy_canal_palette_get_shape (palette, i)->id, "straight"))
        straight = i;
    businessman.marks[4] = SY_MARK_BUSINESSMAN;
    plain_marks = sy_box_describe_marks (&plain);
    businessman_marks = sy_box_describe_marks (&businessman);
    row = find_design_row (page, "tile", shape_name ("bend"));
    g_assert_nonnull (row);
    tap (find_named (row, "box-tile-edit"));
    dialog = find_dialog ("box-correct-dialog");
    g_assert_nonnull (dialog);
    adw_combo_row_set_selected (ADW_COMBO_ROW (find_named (dialog, "box-tile-shape")),
                                straight);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (dialog, "box-tile-marks"))),
                     ==, businessman_marks);
    save_screenshot (GTK_WINDOW (gtk_widget_get_root (dialog)), "box-correct-tile", 0, 0);
    respond (dialog, "save");
    g_assert_null (find_design_row (page, "tile", shape_name ("bend")));
    g_assert_nonnull (find_design_row_with (page, "tile", shape_name ("straight"), businessman_marks));
    g_assert_nonnull (find_design_row_with (page, "tile", shape_name ("straight"), plain_marks));
    assert_counts (page, 2, 4);
  }

  /* The plain straight removed, once confirmed; cancelled first, it stays. */
  row = find_design_row_with (page, "tile", shape_name ("straight"), plain_marks);
  g_assert_nonnull (row);
  tap (find_named (row, "box-tile-remove"));
  dialog = find_dialog ("box-remove-dialog");
  g_assert_nonnull (dialog);
  respond (dialog, "cancel");
  assert_counts (page, 2, 4);
  row = find_design_row_with (page, "tile", shape_name ("straight"), plain_marks);
  tap (find_named (row, "box-tile-remove"));
  respond (find_dialog ("box-remove-dialog"), "remove");
  assert_counts (page, 1, 4);
  g_assert_null (find_design_row_with (page, "tile", shape_name ("straight"), plain_marks));
  g_assert_nonnull (find_design_row_with (page, "tile", shape_name ("straight"), businessman_marks));

  /* Exported: the file holds what the page shows. */
  g_assert_true (sy_box_page_export_file (SY_BOX_PAGE (page), exported, &error));
  g_assert_no_error (error);
  reread = sy_box_load_file (exported_path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sy_box_get_edition (reread), ==, SY_EDITION_SECOND);
  g_assert_cmpuint (sy_box_count_tiles (reread), ==, 1);
  g_assert_cmpuint (sy_box_count_parts (reread), ==, 4);

  /* Another box merged in: three designs added, nothing dropped. */
  g_assert_true (import_file (SY_BOX_PAGE (page), other, &error));
  g_assert_no_error (error);
  assert_counts (page, 3, 5);
  g_assert_nonnull (strstr (message (page), "other.json"));
  g_assert_nonnull (strstr (message (page), test_language_is_czech () ? "přibyly 3 návrhy"
                                                                       : "3 designs added"));
  g_assert_false (gtk_widget_has_css_class (find_named (page, "box-message"), "error"));
  g_assert_nonnull (find_design_row (page, "part", bow_corrected));
  /* The same file again adds nothing. */
  g_assert_true (import_file (SY_BOX_PAGE (page), other, &error));
  assert_counts (page, 3, 5);

  /* A damaged file and a foreign one: told, and the box unchanged. */
  g_assert_false (import_file (SY_BOX_PAGE (page), damaged, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (gtk_widget_has_css_class (find_named (page, "box-message"), "error"));
  g_assert_true (g_str_has_prefix (message (page), test_language_is_czech ()
                                   ? "Z „damaged.json“ nebylo nic importováno."
                                   : "Nothing was imported from “damaged.json”."));
  g_assert_nonnull (strstr (message (page), "damaged.json"));
  assert_counts (page, 3, 5);
  g_assert_false (import_file (SY_BOX_PAGE (page), foreign, &error));
  g_clear_error (&error);
  g_assert_nonnull (strstr (message (page), "foreign.json"));
  assert_counts (page, 3, 5);
  /* A file with no local path is read through GIO: a saved game is no box. */
  {
    g_autoptr(GFile) game = g_file_new_for_uri ("resource://" RESOURCE_BASE
                                                "/examples/second-edition-3p.json");

    g_assert_null (g_file_peek_path (game));
    g_assert_false (import_file (SY_BOX_PAGE (page), game, &error));
    g_clear_error (&error);
    g_assert_nonnull (strstr (message (page), "second-edition-3p.json"));
    assert_counts (page, 3, 5);
  }

  /* What the page changed is in the user's file. */
  {
    g_autoptr(SyBox) user = sy_box_load_user (SY_EDITION_SECOND, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (sy_box_count_tiles (user), ==, 3);
    g_assert_cmpuint (sy_box_count_parts (user), ==, 5);
  }

  sy_dialogs_close (preferences);
  remove_temp (exported);
  remove_temp (other);
  remove_temp (damaged);
  remove_temp (foreign);
}

/* The games of the history, one per edition, and the example game, learnt
 * from the page: each in the box of its edition (the example teaches
 * nothing), the designs added said; learnt again, nothing is added; the
 * game resumed from the history and learnt at the table is not counted
 * twice. */
static void
test_box_page_learn_history (void)
{
  static const SyPart ship[3] = {
    { .kind = SY_PART_BOW, .symbols = { [SY_SYMBOL_CABIN] = 1 } },
    { .kind = SY_PART_MIDDLE, .symbols = { [SY_SYMBOL_RIGGING_MOUNT] = 2 } },
    { .kind = SY_PART_STERN, .symbols = { [SY_SYMBOL_LANTERN] = 1 } },
  };
  g_autofree char *folder = g_dir_make_tmp ("sy-test-box-history-XXXXXX", NULL);
  g_autoptr(GDateTime) when = g_date_time_new_now_utc ();
  g_autoptr(SyGame) second = new_game_with_ship (ship);
  g_autoptr(SyGame) first = new_laid_out_game (SY_EDITION_FIRST);
  g_autoptr(SyHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *second_path = NULL;
  SyEvent choose = { .type = SY_EVENT_CHOOSE, .action = SY_ACTION_BUILD };
  SyEvent build = small_ship_event (sy_game_get_table (first), 1, 0);
  SyWindow *window = get_window ();
  GtkWidget *preferences;
  GtkWidget *page;
  GtkWidget *row;

  /* The history: a game of each edition, and the example played on. */
  build.n_parts = 2;
  apply_or_die (first, &choose);
  apply_or_die (first, &build);
  g_assert_true (sy_history_keep (folder, first, when, NULL, &error));
  g_assert_true (sy_history_keep (folder, second, when, &second_path, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GBytes) bytes = g_resources_lookup_data (RESOURCE_BASE
                                                       "/examples/second-edition-3p.json", 0, NULL);
    g_autoptr(SyGame) example = sy_game_load_bytes (bytes, NULL, &error);

    g_assert_no_error (error);
    if (sy_game_get_table (example)->phase == SY_PHASE_OVER)
      g_assert_true (sy_history_record (folder, example, when, NULL, &error));
    else
      g_assert_true (sy_history_keep (folder, example, when, NULL, &error));
    g_assert_no_error (error);
  }

  empty_box (SY_EDITION_FIRST);
  empty_box (SY_EDITION_SECOND);
  page = open_preferences_page (SY_TYPE_BOX_PAGE, &preferences);
  row = find_named (page, "box-learn-history");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   test_language_is_czech () ? "_Naučit se z historie her"
                                             : "_Learn From the Game History");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "box.learn-history");

  /* Learnt: 3 designs of the second edition, 2 of the first. */
  g_assert_true (sy_box_page_learn_history (SY_BOX_PAGE (page), folder, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (message (page), ==, test_language_is_czech ()
                   ? "Z historie her přibylo do vaší krabice 5 návrhů."
                   : "5 designs added to your box from the game history.");
  g_assert_false (gtk_widget_has_css_class (find_named (page, "box-message"), "error"));
  g_assert_cmpint (sy_box_page_get_edition (SY_BOX_PAGE (page)), ==, SY_EDITION_SECOND);
  assert_counts (page, 0, 3);
  g_assert_cmpuint (sy_box_count_parts (app_box (SY_EDITION_FIRST)), ==, 2);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (preferences)), "box-page-learnt", 360, 760);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (preferences)), "box-page-learnt", 720, 1000);
  save_screenshot (GTK_WINDOW (gtk_widget_get_root (preferences)), "box-page-learnt", 1280, 1000);

  /* Kept in the user's files. */
  {
    g_autoptr(SyBox) user = sy_box_load_user (SY_EDITION_FIRST, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (sy_box_count_parts (user), ==, 2);
  }

  /* Again: nothing added. */
  g_assert_true (sy_box_page_learn_history (SY_BOX_PAGE (page), folder, &error));
  g_assert_cmpstr (message (page), ==, test_language_is_czech ()
                   ? "Vaše krabice už znala všechny návrhy zadané v historii her."
                   : "Your box already knew every design entered in the game history.");
  assert_counts (page, 0, 3);

  /* A damaged file in the history is skipped, and said. */
  {
    g_autofree char *damaged = g_build_filename (folder, "20200101-damaged.shipyard", NULL);

    g_assert_true (g_file_set_contents (damaged, "{", -1, NULL));
    g_assert_true (sy_box_page_learn_history (SY_BOX_PAGE (page), folder, &error));
    g_assert_true (g_str_has_suffix (message (page), test_language_is_czech ()
                                     ? "1 hru nešlo přečíst, byla vynechána."
                                     : "1 game could not be read and was skipped."));
    assert_counts (page, 0, 3);
  }

  /* The second game resumed and learnt at the table: counted once. */
  history = sy_history_load (folder, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < history->entries->len; i++)
    {
      const SyHistoryEntry *entry = g_ptr_array_index (history->entries, i);
      g_autoptr(SyGame) resumed = NULL;

      if (g_strcmp0 (entry->path, second_path) != 0)
        continue;
      resumed = sy_history_resume_game (entry, &error);
      g_assert_no_error (error);
      sy_window_set_game (window, resumed);
      g_assert_true (sy_application_learn_game (SY_APPLICATION (g_application_get_default ()),
                                                NULL, sy_history_get_entry_name (resumed),
                                                resumed, &error));
      sy_window_set_game (window, NULL);
    }
  assert_counts (page, 0, 3);
  g_assert_cmpuint (find_part_seen (SY_PART_BOW), ==, 1);

  sy_dialogs_close (preferences);
  settle ();
  empty_box (SY_EDITION_FIRST);
  empty_box (SY_EDITION_SECOND);
  test_folder_remove (folder);
}

/* A design learnt besides them: a middle part with a crane mount and a
 * corner with a lantern official, neither in seed_box. */
static const char more_box[] =
  "{ \"format\": \"shipyard-companion-box\", \"version\": 1, \"edition\": 2,"
  "  \"parts\": ["
  "    { \"kind\": \"middle\", \"symbols\": { \"crane-mount\": 1 }, \"seen\": 1, \"copies\": 1 } ],"
  "  \"tiles\": ["
  "    { \"shape\": \"corner\", \"marks\": [\"none\", \"none\", \"lantern\", \"none\", \"none\","
  "      \"none\", \"none\", \"none\", \"none\"], \"seen\": 1 } ],"
  "  \"games\": {} }";

/* Whether every row of @before is among @after: the same widget. */
static void
assert_rows_kept (GPtrArray *before,
                  GPtrArray *after)
{
  for (guint i = 0; i < before->len; i++)
    g_assert_true (g_ptr_array_find (after, g_ptr_array_index (before, i), NULL));
}

/* The page follows its lists' models: a design learnt while the page is
 * open is one row more, and every other design keeps its row (the same
 * widget, not one made again). Failed before the page was bound to its
 * models, when every change made every row again. */
static void
test_box_page_splices (void)
{
  g_autoptr(SyBox) seed = box_from_text (seed_box);
  g_autoptr(SyBox) more = box_from_text (more_box);
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  g_autoptr(GPtrArray) tiles = g_ptr_array_new ();
  g_autoptr(GPtrArray) parts_after = g_ptr_array_new ();
  g_autoptr(GPtrArray) tiles_after = g_ptr_array_new ();
  SyUserData *user_data = sy_application_get_user_data (SY_APPLICATION (g_application_get_default ()));
  g_autoptr(GError) error = NULL;
  GtkWidget *preferences;
  GtkWidget *page;

  get_window ();
  empty_box (SY_EDITION_SECOND);
  g_assert_true (sy_box_merge (app_box (SY_EDITION_SECOND), seed, &error));
  g_assert_no_error (error);
  page = open_preferences_page (SY_TYPE_BOX_PAGE, &preferences);
  for (SyPartKind kind = SY_PART_BOW; kind <= SY_PART_STERN; kind++)
    {
      g_autofree char *name = g_strdup_printf ("box-parts-%u", kind);

      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (find_named (page, name)), TRUE);
    }
  settle ();
  collect_named (page, "part", parts);
  collect_named (page, "tile", tiles);
  g_assert_cmpuint (parts->len, ==, 3);
  g_assert_cmpuint (tiles->len, ==, 2);

  /* Learnt elsewhere (a game at the table): the box's owner tells the page. */
  g_assert_true (sy_box_merge (app_box (SY_EDITION_SECOND), more, &error));
  g_assert_no_error (error);
  g_assert_true (sy_user_data_save_box (user_data, SY_EDITION_SECOND, &error));
  g_assert_no_error (error);
  settle ();
  assert_counts (page, 3, 5);
  collect_named (page, "part", parts_after);
  collect_named (page, "tile", tiles_after);
  g_assert_cmpuint (parts_after->len, ==, 4);
  g_assert_cmpuint (tiles_after->len, ==, 3);
  assert_rows_kept (parts, parts_after);
  assert_rows_kept (tiles, tiles_after);

  sy_dialogs_close (preferences);
  settle ();
  empty_box (SY_EDITION_SECOND);
}

/* The preferences show first the box of the game on the table. */
static void
test_box_page_follows_game (void)
{
  SyWindow *window = get_window ();
  g_autoptr(SyGame) game = new_laid_out_game (SY_EDITION_FIRST);
  GtkWidget *preferences;
  GtkWidget *page;

  sy_window_set_game (window, game);
  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "preferences", NULL);
  preferences = sy_dialogs_find_open (SY_TYPE_PREFERENCES_WINDOW, NULL);
  g_assert_nonnull (preferences);
  page = find_widget (preferences, SY_TYPE_BOX_PAGE, 0);
  g_assert_cmpint (sy_box_page_get_edition (SY_BOX_PAGE (page)), ==, SY_EDITION_FIRST);
  sy_dialogs_close (preferences);
  settle ();
  sy_window_set_game (window, NULL);
}

int
main (int   argc,
      char *argv[])
{
  init_test_locale (&argc, &argv);
  g_test_add_func ("/ui/box-page/count-correct-share", test_box_page);
  g_test_add_func ("/ui/box-page/follows-game", test_box_page_follows_game);
  g_test_add_func ("/ui/box-page/splices", test_box_page_splices);
  g_test_add_func ("/ui/box-page/learn-history", test_box_page_learn_history);
  return run_in_application ();
}
