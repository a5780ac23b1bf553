/* A fixture of check-ui-reads-engine.sh: a UI file that reads the table's
 * layout, which the check must refuse. */
#include "sy-table-private.h"
