/* A fixture of check-ui-reads-engine.sh: the engine's private header. */
struct _SyTable { int phase; };
