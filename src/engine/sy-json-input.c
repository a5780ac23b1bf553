/* sy-json-input.c: JSON from outside the program, read with a bound and checked before parsing
 *
 * json-glib 1.6 has no depth limit (its parser recurses, so a document
 * nested 100 000 deep overflows the stack) and no strict mode (it takes
 * single quotes, 0x1, 01, text after the document, and a \u0000 that cuts
 * a string short). Every file the program reads passes here first: a
 * regular file, read up to a bound, then one strict JSON document
 * (RFC 8259) no deeper than SY_JSON_MAX_DEPTH, in UTF-8, whose whole
 * numbers fit in 64 bits and whose strings hold no NUL. Only then does
 * json-glib parse it.
 *
 * The messages are causes, written to follow "…: " in the caller's own
 * sentence.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "sy-json-input"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sy-error.h"
#include "sy-json-input.h"

typedef struct {
  const guchar *start;
  const guchar *p;
  const guchar *end;
  guint depth;
  GError **error;
} Scan;

static guint
line_of (Scan *s)
{
  guint line = 1;

  for (const guchar *q = s->start; q < s->p; q++)
    if (*q == '\n')
      line++;
  return line;
}

/* A cause at the scanner's place, naming its line. */
static gboolean
refuse_at (Scan       *s,
           const char *cause)
{
  g_set_error (s->error, SY_ERROR, SY_ERROR_INVALID_FILE, _("%s (line %u)"), cause, line_of (s));
  return FALSE;
}

static gboolean
refuse (GError     **error,
        const char  *cause)
{
  g_set_error_literal (error, SY_ERROR, SY_ERROR_INVALID_FILE, cause);
  return FALSE;
}

static gboolean
cut_short (Scan *s)
{
  return refuse (s->error, _("it ends in the middle of the document (it is cut short)"));
}

static void
skip_space (Scan *s)
{
  while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r'))
    s->p++;
}

/* A character where punctuation is due: name a comment or a single quote,
 * which json-glib 1.6 would take, else @cause. */
static gboolean
unexpected (Scan       *s,
            const char *cause)
{
  if (*s->p == '/' || *s->p == '#')
    return refuse_at (s, _("it is not strict JSON: a comment"));
  if (*s->p == '\'')
    return refuse_at (s, _("it is not strict JSON: a string in single quotes"));
  return refuse_at (s, cause);
}

/* Something other than a value where a value must be: say what it looks like. */
static gboolean
not_a_value (Scan *s)
{
  if (s->p >= s->end)
    return cut_short (s);
  if (*s->p == '\'')
    return refuse_at (s, _("it is not strict JSON: a string in single quotes"));
  if (*s->p == '/' || *s->p == '#')
    return refuse_at (s, _("it is not strict JSON: a comment"));
  if (*s->p == '+' || *s->p == '.' || g_ascii_isdigit (*s->p) || *s->p == '-')
    return refuse_at (s, _("it is not strict JSON: a malformed number"));
  return refuse_at (s, _("it is not a JSON document: an unexpected character"));
}

static gboolean
expect_word (Scan       *s,
             const char *word)
{
  gsize n = strlen (word);

  if ((gsize) (s->end - s->p) < n)
    return memcmp (s->p, word, s->end - s->p) == 0 ? cut_short (s) : not_a_value (s);
  if (memcmp (s->p, word, n) != 0)
    return not_a_value (s);
  s->p += n;
  return TRUE;
}

static int
hex_digit (guchar c)
{
  return g_ascii_isxdigit (c) ? g_ascii_xdigit_value (c) : -1;
}

/* Four hex digits after \u; -1 when they are not. */
static int
read_hex4 (Scan *s)
{
  int value = 0;

  for (guint i = 0; i < 4; i++)
    {
      int d;

      if (s->p >= s->end)
        return -2;
      if ((d = hex_digit (*s->p)) < 0)
        return -1;
      value = value * 16 + d;
      s->p++;
    }
  return value;
}

static gboolean
scan_escape (Scan *s)
{
  int code, low;

  if (s->p >= s->end)
    return cut_short (s);
  switch (*s->p++)
    {
    case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
      return TRUE;
    case 'u':
      break;
    default:
      s->p--;
      return refuse_at (s, _("it is not strict JSON: an unknown escape in a string"));
    }
  if ((code = read_hex4 (s)) == -2)
    return cut_short (s);
  if (code < 0)
    return refuse_at (s, _("it is not strict JSON: a broken \\u escape in a string"));
  if (code == 0)
    return refuse_at (s, _("a string holds a zero character (\\u0000)"));
  if (code >= 0xDC00 && code <= 0xDFFF)
    return refuse_at (s, _("it is not strict JSON: a broken \\u escape in a string"));
  if (code < 0xD800 || code > 0xDBFF)
    return TRUE;
  /* A high surrogate needs its low half. */
  if (s->end - s->p < 2)
    return cut_short (s);
  if (s->p[0] != '\\' || s->p[1] != 'u')
    return refuse_at (s, _("it is not strict JSON: a broken \\u escape in a string"));
  s->p += 2;
  if ((low = read_hex4 (s)) == -2)
    return cut_short (s);
  if (low < 0xDC00 || low > 0xDFFF)
    return refuse_at (s, _("it is not strict JSON: a broken \\u escape in a string"));
  return TRUE;
}

static gboolean
scan_string (Scan *s)
{
  s->p++;                       /* the opening quote */
  while (s->p < s->end)
    {
      guchar c = *s->p++;

      if (c == '"')
        return TRUE;
      if (c == '\\' && !scan_escape (s))
        return FALSE;
      if (c == 0)
        {
          s->p--;
          return refuse_at (s, _("a string holds a zero character (\\u0000)"));
        }
      if (c < 0x20)
        {
          s->p--;
          return refuse_at (s, _("it is not strict JSON: a control character in a string"));
        }
    }
  return cut_short (s);
}

/* One digit or more: a fraction's or an exponent's. */
static gboolean
scan_digits (Scan *s)
{
  if (s->p >= s->end)
    return cut_short (s);
  if (!g_ascii_isdigit (*s->p))
    return refuse_at (s, _("it is not strict JSON: a malformed number"));
  while (s->p < s->end && g_ascii_isdigit (*s->p))
    s->p++;
  return TRUE;
}

static gboolean
scan_number (Scan *s)
{
  const guchar *first = s->p;
  gboolean whole = TRUE;

  if (*s->p == '-')
    s->p++;
  if (s->p >= s->end)
    return cut_short (s);
  if (*s->p == '0')
    {
      s->p++;
      if (s->p < s->end && (g_ascii_isdigit (*s->p) || *s->p == 'x' || *s->p == 'X'))
        return refuse_at (s, _("it is not strict JSON: a malformed number"));
    }
  else if (g_ascii_isdigit (*s->p))
    while (s->p < s->end && g_ascii_isdigit (*s->p))
      s->p++;
  else
    return refuse_at (s, _("it is not strict JSON: a malformed number"));
  if (s->p < s->end && *s->p == '.')
    {
      whole = FALSE;
      s->p++;
      if (!scan_digits (s))
        return FALSE;
    }
  if (s->p < s->end && (*s->p == 'e' || *s->p == 'E'))
    {
      whole = FALSE;
      s->p++;
      if (s->p < s->end && (*s->p == '+' || *s->p == '-'))
        s->p++;
      if (!scan_digits (s))
        return FALSE;
    }
  if (whole)
    {
      /* json-glib would wrap a whole number past 64 bits round. */
      g_autofree char *text = g_strndup ((const char *) first, s->p - first);
      gint64 value;

      errno = 0;
      value = g_ascii_strtoll (text, NULL, 10);
      (void) value;
      if (errno == ERANGE)
        {
          s->p = first;
          return refuse_at (s, _("a whole number is too large"));
        }
    }
  return TRUE;
}

static gboolean scan_value (Scan *s);

/* An array or an object, after its opening bracket. */
static gboolean
scan_container (Scan    *s,
                gboolean object)
{
  guchar close = object ? '}' : ']';

  if (++s->depth > SY_JSON_MAX_DEPTH)
    {
      g_set_error (s->error, SY_ERROR, SY_ERROR_INVALID_FILE,
                   _("it is nested more than %u levels deep"), SY_JSON_MAX_DEPTH);
      return FALSE;
    }
  s->p++;
  skip_space (s);
  if (s->p < s->end && *s->p == close)
    {
      s->p++;
      s->depth--;
      return TRUE;
    }
  for (;;)
    {
      if (object)
        {
          skip_space (s);
          if (s->p >= s->end)
            return cut_short (s);
          if (*s->p != '"')
            return unexpected (s, _("it is not strict JSON: a member name not in double quotes"));
          if (!scan_string (s))
            return FALSE;
          skip_space (s);
          if (s->p >= s->end)
            return cut_short (s);
          if (*s->p != ':')
            return unexpected (s, _("it is not a JSON document: a colon is missing"));
          s->p++;
        }
      if (!scan_value (s))
        return FALSE;
      skip_space (s);
      if (s->p >= s->end)
        return cut_short (s);
      if (*s->p == close)
        break;
      if (*s->p != ',')
        return unexpected (s,
                           _("it is not a JSON document: a comma or a closing bracket is missing"));
      s->p++;
      skip_space (s);
      if (s->p < s->end && *s->p == close)
        return refuse_at (s, _("it is not strict JSON: a comma before a closing bracket"));
    }
  s->p++;
  s->depth--;
  return TRUE;
}

static gboolean
scan_value (Scan *s)
{
  skip_space (s);
  if (s->p >= s->end)
    return cut_short (s);
  switch (*s->p)
    {
    case '{':
      return scan_container (s, TRUE);
    case '[':
      return scan_container (s, FALSE);
    case '"':
      return scan_string (s);
    case 't':
      return expect_word (s, "true");
    case 'f':
      return expect_word (s, "false");
    case 'n':
      return expect_word (s, "null");
    default:
      if (*s->p == '-' || g_ascii_isdigit (*s->p))
        return scan_number (s);
      return not_a_value (s);
    }
}

/**
 * sy_json_input_check:
 * @data: (array length=size): the text
 * @size: its length in bytes
 * @max_size: the most a real document of its kind can hold
 * @error: return location for a %SY_ERROR_INVALID_FILE whose message is the
 *   cause, to follow a colon
 *
 * Checks, without recursion beyond SY_JSON_MAX_DEPTH, that @data is one
 * strict JSON document that json-glib may parse safely.
 *
 * Returns: whether it is
 */
gboolean
sy_json_input_check (const char  *data,
                     gsize        size,
                     gsize        max_size,
                     GError     **error)
{
  Scan s = { (const guchar *) data, (const guchar *) data, (const guchar *) data, 0, error };
  const char *invalid;

  if (size > max_size)
    return refuse (error, _("it is far too large"));
  if (data == NULL || size == 0)
    return refuse (error, _("it is empty"));
  s.end += size;
  if (!g_utf8_validate (data, (gssize) size, &invalid))
    {
      /* g_utf8_validate() stops at a NUL too: a text in UTF-16 is no UTF-8. */
      s.p = (const guchar *) invalid;
      if (*invalid == '\0')
        return refuse_at (&s, _("it holds a zero character (\\u0000)"));
      return refuse_at (&s, _("it is not UTF-8 text"));
    }
  skip_space (&s);
  if (s.p >= s.end)
    return refuse (error, _("it is empty"));
  if (*s.p != '{' && *s.p != '[')
    return refuse (error, _("it is not a JSON document"));
  if (!scan_value (&s))
    return FALSE;
  skip_space (&s);
  if (s.p < s.end && (*s.p == '/' || *s.p == '#'))
    return unexpected (&s, NULL);
  if (s.p < s.end)
    return refuse_at (&s, _("there is more after the end of the document"));
  return TRUE;
}

/**
 * sy_json_input_parse:
 * @bytes: a document from outside the program
 * @max_size: the most a real document of its kind can hold
 * @error: return location for a %SY_ERROR_INVALID_FILE naming the cause
 *
 * Returns: (transfer full) (nullable): its root, after
 *   sy_json_input_check()
 */
JsonNode *
sy_json_input_parse (GBytes  *bytes,
                     gsize    max_size,
                     GError **error)
{
  g_autoptr(JsonParser) parser = NULL;
  gsize size;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);

  data = g_bytes_get_data (bytes, &size);
  if (!sy_json_input_check (data, size, max_size, error))
    return NULL;
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, data, (gssize) size, NULL))
    {
      refuse (error, _("it is not a JSON document"));
      return NULL;
    }
  return json_parser_steal_root (parser);
}

static gboolean
refuse_size (goffset   size,
             gsize     max_size,
             GError  **error)
{
  if (size > 0 && (guint64) size > max_size)
    return refuse (error, _("it is far too large"));
  return TRUE;
}

/**
 * sy_json_input_read_path:
 * @path: a file
 * @max_size: the most a real document of its kind can hold
 * @error: return location for a #GFileError (cannot be opened) or a
 *   %SY_ERROR_INVALID_FILE (not a regular file, too large)
 *
 * Reads a regular file, never more than @max_size bytes: a folder, a
 * device such as /dev/zero or a pipe is refused before it is read, and
 * opening a pipe does not wait for a writer.
 *
 * Returns: (transfer full) (nullable): its contents
 */
GBytes *
sy_json_input_read_path (const char  *path,
                         gsize        max_size,
                         GError     **error)
{
  g_autofree char *buffer = NULL;
  struct stat st;
  gsize length = 0, capacity;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved = errno;
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Could not open “%s”: %s"), name, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      refuse (error, _("it is not a regular file (a folder, a device or a pipe)"));
      return NULL;
    }
  if (!refuse_size (st.st_size, max_size, error))
    {
      close (fd);
      return NULL;
    }
  /* The file may grow after fstat() (or be a /proc file of size 0): never
   * read more than one byte past the bound. */
  capacity = MIN ((gsize) st.st_size, max_size) + 1;
  buffer = g_malloc (capacity);
  while (length <= max_size)
    {
      gssize n;

      if (length == capacity)
        {
          capacity = MIN (capacity * 2, max_size + 1);
          buffer = g_realloc (buffer, capacity);
        }
      n = read (fd, buffer + length, capacity - length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          g_autofree char *name = g_filename_display_name (path);

          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       _("Could not read “%s”: %s"), name, g_strerror (saved));
          return NULL;
        }
      if (n == 0)
        break;
      length += (gsize) n;
    }
  close (fd);
  if (!refuse_size ((goffset) length, max_size, error))
    return NULL;
  return g_bytes_new_take (g_steal_pointer (&buffer), length);
}

/**
 * sy_json_input_read_file:
 * @file: a file, local or not
 * @max_size: the most a real document of its kind can hold
 * @error: return location for an error
 *
 * sy_json_input_read_path() for a #GFile: a local file by its path, any
 * other through GIO with the same checks.
 *
 * Returns: (transfer full) (nullable): its contents
 */
GBytes *
sy_json_input_read_file (GFile   *file,
                         gsize    max_size,
                         GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path != NULL)
    return sy_json_input_read_path (path, max_size, error);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      refuse (error, _("it is not a regular file (a folder, a device or a pipe)"));
      return NULL;
    }
  if (!refuse_size (g_file_info_get_size (info), max_size, error))
    return NULL;
  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;
  bytes = g_input_stream_read_bytes (G_INPUT_STREAM (stream), max_size + 1, NULL, error);
  if (bytes == NULL || !refuse_size ((goffset) g_bytes_get_size (bytes), max_size, error))
    return NULL;
  return g_steal_pointer (&bytes);
}
