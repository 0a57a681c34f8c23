#include <sqlite3.h>

/// `sqlite3_config` is variadic, which Swift cannot call: the one setting the index
/// changes, made before SQLite is first used. Without memory statistics, SQLite's
/// allocator takes no global mutex on every allocation (each row written allocates).
static inline int implicits_sqlite_configure(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
