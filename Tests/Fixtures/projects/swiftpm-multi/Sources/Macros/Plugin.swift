// A macro target runs in the compiler, not in the app: not a module of the app.
struct MacrosPlugin {}
