// libedit's readline-compatible interface (BSD-licensed), for the interactive
// prompt of implicits-query: line editing, history, completion. Not GNU readline.
// Debian: libedit-dev (scripts/setup installs it).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

// libedit keeps its settings in global variables. They are set through these
// functions so Swift's strict concurrency checking sees no shared Swift state.

/// Names the program, makes only `word_breaks` separate words for completion, and
/// installs the completion function.
static inline void implicits_editline_setup(const char *name, const char *word_breaks,
                                            rl_completion_func_t *complete) {
  rl_readline_name = strdup(name);
  rl_basic_word_break_characters = strdup(word_breaks);
  rl_completer_word_break_characters = strdup(word_breaks);
  rl_attempted_completion_function = complete;
}

/// Called from the completion function: no fallback to completing file names.
static inline void implicits_editline_completion_only(void) { rl_attempted_completion_over = 1; }

/// The line being edited (for the completion function to see the words before).
static inline const char *implicits_editline_line(void) { return rl_line_buffer; }
